// The expiry sweep's one statement: every board's jobs in a status that may expire, whose expiry
// has passed by the database clock (the sweep crosses boards on purpose).
import type { Db } from '../db/database.ts';
import type { JobStatusValue as JobStatus } from '../db/tables-jobs.ts';
import { acrossTenants } from '../db/tenant-scope.ts';
import { isPastExpiry } from '../jobs/index.ts';

/** Moves the past-due jobs of `from` to `to`; returns which moved. */
export async function expirePastDue(
  db: Db,
  from: readonly JobStatus[],
  to: JobStatus,
): Promise<{ id: string; client_id: string }[]> {
  return acrossTenants(db)
    .updateTable('jobs')
    .set({ status: to, updated_at: new Date() })
    .where('status', 'in', [...from])
    .where('deleted_at', 'is', null)
    .where(isPastExpiry('jobs'))
    .returning(['id', 'client_id'])
    .execute();
}
