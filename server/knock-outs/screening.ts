// Screening a new application against its job's rules, inside the transaction that records it: the
// application, its score, its place in "Did not meet requirements" and the polite e-mail's run-at
// time commit together or not at all. A job without rules gets no row (no score, never set aside).
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { screen } from '../../shared/knock-outs/rules.ts';
import { insertNotice } from './notices-repo.ts';
import { questionsIn, rulesOf } from './rules-repo.ts';
import { insertScreening } from './screenings-repo.ts';
import { noticeDelayDays } from './settings.ts';

type S = components['schemas'];

const DAY_MS = 24 * 60 * 60 * 1000;

export async function screenNewApplication(
  trx: Db,
  input: { clientId: string; jobId: string; questions: unknown; applicationId: string; answers: object; now: Date },
): Promise<void> {
  const rules = await rulesOf(trx, input.clientId, input.jobId);
  if (!rules.length) return;
  const { score, failed } = screen(questionsIn(input.questions), rules, input.answers as Record<string, unknown>);
  const setAside = failed.length > 0;
  await insertScreening(trx, input.clientId, {
    application_id: input.applicationId,
    job_id: input.jobId,
    score,
    set_aside: setAside,
    failed,
    screened_at: input.now,
  });
  if (!setAside) return;
  const days = await noticeDelayDays(trx, input.clientId);
  await insertNotice(trx, input.clientId, input.applicationId, new Date(input.now.getTime() + days * DAY_MS));
}

export type ScreeningRow = { score: number | null; set_aside: boolean; failed: string[] };

export const screeningView = (row: ScreeningRow): S['ApplicationScreening'] => ({
  score: row.score,
  setAside: row.set_aside,
  failed: row.failed,
});
