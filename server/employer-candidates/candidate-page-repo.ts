// What the company already has on one candidate: applications to its jobs and its lists holding them.
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

/** The candidate's applications to the company's jobs, newest first. */
export async function applicationsToCompany(db: Db, clientId: string, companyId: string, candidateId: string) {
  const scope = scopedTo(db, clientId);
  return scope
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .select(['a.id', 'a.job_id', 'j.title', 'a.status', 'a.applied_at'])
    .where(scope.owns('j'))
    .where('j.company_id', '=', companyId)
    .where('a.candidate_id', '=', candidateId)
    .orderBy('a.applied_at', 'desc')
    .execute();
}

/** The company's lists holding the candidate, by name. */
export async function listsHolding(db: Db, clientId: string, companyId: string, candidateId: string) {
  const scope = scopedTo(db, clientId);
  return scope
    .selectFrom('candidate_list_members as m')
    .innerJoin('candidate_lists as l', 'l.id', 'm.list_id')
    .select(['l.id', 'l.name'])
    .where(scope.owns('l'))
    .where('l.company_id', '=', companyId)
    .where('m.candidate_id', '=', candidateId)
    .orderBy('l.name')
    .execute();
}
