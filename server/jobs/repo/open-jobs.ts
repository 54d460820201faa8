// Live jobs counted per company (open-jobs-cache.ts keeps them; the companies' directory joins them).
import type { Db } from '../../db/database.ts';
import { scopedTo } from '../../db/tenant-scope.ts';
import { isLiveJob } from './live.ts';

/** Live jobs per company of a tenant, with the newest posting; only the companies asked for. */
export function liveJobsByCompany(db: Db, clientId: string, companyIds: string[] | undefined) {
  let q = scopedTo(db, clientId)
    .selectFrom('jobs as j')
    .select((eb) => ['j.company_id', eb.fn.countAll<string>().as('n'), eb.fn.max('j.posted_at').as('latest')])
    .where(isLiveJob('j'));
  // Counting only the companies asked for lets the jobs_live_company index serve a page of cards.
  if (companyIds) q = q.where('j.company_id', 'in', companyIds);
  return q.groupBy('j.company_id');
}
