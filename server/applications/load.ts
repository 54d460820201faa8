// Reading whole applications for the caller's scope: rows, their jobs and their history, shaped
// for the reviewer or for the candidate.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { jobCards } from './jobs.ts';
import { fullRowsOf, historyOf, type FullRow, type Scope } from './application-rows-repo.ts';
import { applicationView, type Viewer } from './views.ts';

type S = components['schemas'];

/** The 404 of an application the caller may not see (or that does not exist): the same words for both. */
export const NO_APPLICATION = 'This application does not exist';

export async function fullRows(db: Db, scope: Scope, ids: string[]): Promise<FullRow[]> {
  if (!ids.length) return [];
  const rows = await fullRowsOf(db, scope, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is FullRow => r !== undefined);
}

/** Rows as Applications, in the rows' order. */
export async function viewsOf(db: Db, scope: Scope, rows: FullRow[], viewer: Viewer): Promise<S['Application'][]> {
  if (!rows.length) return [];
  const viewerOf = 'candidateId' in scope ? { candidateId: scope.candidateId } : { owner: true as const };
  const [jobs, history] = await Promise.all([
    jobCards(
      db,
      scope.clientId,
      rows.map((r) => r.job_id),
      viewerOf,
    ),
    historyOf(
      db,
      scope.clientId,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.flatMap((r) => {
    const job = jobs.get(r.job_id);
    return job ? [applicationView(r, job, history.get(r.id) ?? [], viewer)] : [];
  });
}

export async function loadApplications(db: Db, scope: Scope, ids: string[], viewer: Viewer) {
  return viewsOf(db, scope, await fullRows(db, scope, ids), viewer);
}
