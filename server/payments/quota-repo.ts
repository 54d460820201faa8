// The count behind the job quota: a company's open jobs (ACTIVE or PAUSED, not deleted, not past
// expiry, not declined), and the per-company lock the count and the write are taken under.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { lockUntilCommit } from '../db/advisory-lock.ts';

const DECLINED = 3;

export async function openJobCount(db: Db, clientId: string, companyId: string, exceptJobId: string | null) {
  let q = scopedTo(db, clientId)
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .where('status', 'in', ['ACTIVE', 'PAUSED'])
    .where('deleted_at', 'is', null)
    .where('approval_status', '!=', DECLINED)
    .where((w) => w.or([w('expires_at', 'is', null), w('expires_at', '>', sql<Date>`now()`)]));
  if (exceptJobId) q = q.where('id', '!=', exceptJobId);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Takes the per-company quota lock until the transaction ends (bulk imports take it too). */
export async function lockJobQuota(trx: Db, companyId: string): Promise<void> {
  await lockUntilCommit(trx, `job-quota:${companyId}`);
}
