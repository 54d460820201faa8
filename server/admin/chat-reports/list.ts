// The console's queue of chat reports (docs/admin-chat-reports.md): a page of reports by state,
// each with its context, in three queries whatever the page's size.
import type { components } from '@generated/schema';
import { page, type Page } from '../../http/envelope.ts';
import { notFound } from '../../errors/errors.ts';
import type { ConsoleEnv } from '../../http/console-admin.ts';
import { contextOf, findReport, listReportRows, type FoundReport } from './repo.ts';
import { reportView } from './view.ts';

type S = components['schemas'];

export const NO_REPORT = 'This report does not exist';

export async function listReports(env: ConsoleEnv, q: S['AdminChatReportQuery']): Promise<Page<S['AdminChatReport']>> {
  const { rows, total, page: pageNo, limit } = await listReportRows(env, q);
  const context = await contextOf(
    env,
    rows.map((r) => r.id),
  );
  return page(
    rows.map((r) => reportView(r, context)),
    total,
    pageNo,
    limit,
  );
}

/** One report of the board, or 404. */
export async function reportOf(env: ConsoleEnv, id: string): Promise<FoundReport> {
  const row = await findReport(env, id);
  if (!row) throw notFound(NO_REPORT);
  return row;
}

export async function oneReport(env: ConsoleEnv, id: string): Promise<S['AdminChatReport']> {
  const row = await reportOf(env, id);
  return reportView(row, await contextOf(env, [row.id]));
}
