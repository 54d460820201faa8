// The company's jobs as candidate search reaches them: a search matched to a job names one.
import type { Db } from '../../db/database.ts';
import { scopedTo } from '../../db/tenant-scope.ts';

/** Whether the job is the company's own and not deleted. */
export async function isOwnLiveJob(db: Db, clientId: string, companyId: string, jobId: string): Promise<boolean> {
  const job = await scopedTo(db, clientId)
    .selectFrom('jobs')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', jobId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return !!job;
}
