// The expiry sweep: ACTIVE jobs whose expiry has passed move to EXPIRED. The public already stops
// seeing them the moment the expiry passes (jobs-discovery/live.ts compares with the database clock);
// the sweep makes the stored status agree, so employer lists, counts and filters by status do too.
// Which statuses may expire comes from the job state machine, "past due" from the live rule.
import type { Db } from '../db/database.ts';
import { expirePastDue } from './expiry-repo.ts';
import { movableFrom, targetOf } from './job-state.ts';

export const EXPIRY_TASK = 'jobs.expire';

/** Moves every tenant's past-due ACTIVE jobs to EXPIRED; returns how many moved. `onExpired` hears which (instant indexing). */
export async function expireDueJobs(
  db: Db,
  onExpired?: (jobs: { id: string; client_id: string }[]) => Promise<void>,
): Promise<number> {
  const rows = await expirePastDue(db, movableFrom('expire'), targetOf('expire'));
  if (onExpired && rows.length) await onExpired(rows);
  return rows.length;
}
