// The company's own jobs as the candidate work of an employer reads them.
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

/** The company's job, unless deleted (any other state). */
export async function findCompanyJob(db: Db, clientId: string, companyId: string, jobId: string) {
  return scopedTo(db, clientId)
    .selectFrom('jobs')
    .select(['id', 'title', 'slug', 'status', 'approval_status', 'deleted_at', 'expires_at', 'company_info'])
    .where('company_id', '=', companyId)
    .where('id', '=', jobId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function registeredCompanyName(db: Db, clientId: string, companyId: string): Promise<string | undefined> {
  const row = await scopedTo(db, clientId)
    .selectFrom('companies')
    .select('name')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.name;
}
