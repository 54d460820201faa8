// SQL of the people, companies and jobs a chat is between, as the chat reads them: who may be
// written to, whom a candidate reaches about a job, and the names and pictures a room shows.
import type { Db } from '../db/database.ts';
import { acrossTenants, scopedTo } from '../db/tenant-scope.ts';
import type { Chatter } from './chatter.ts';

/** A live, active account of the tenant. */
export async function findActiveUser(c: Chatter, userId: string) {
  return scopedTo(c.db, c.clientId)
    .selectFrom('users')
    .select(['id', 'role', 'company_id'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

/** The job's company and its poster while still an active member of that company. */
export async function findJobWithPoster(c: Chatter, jobId: string) {
  return scopedTo(c.db, c.clientId)
    .selectFrom('jobs as j')
    .leftJoin('users as p', (jn) =>
      jn
        .onRef('p.id', '=', 'j.posted_by')
        .onRef('p.company_id', '=', 'j.company_id')
        .on('p.deleted_at', 'is', null)
        .on('p.status', '=', 'active'),
    )
    .select(['j.company_id', 'p.id as poster'])
    .where('j.id', '=', jobId)
    .executeTakeFirst();
}

/** The company's first active employer, its owner before its members. */
export async function firstActiveEmployer(c: Chatter, companyId: string): Promise<string | undefined> {
  const row = await scopedTo(c.db, c.clientId)
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('role', '=', 'employer')
    .where('deleted_at', 'is', null)
    .where('status', '=', 'active')
    .orderBy('employer_kind')
    .orderBy('created_at')
    .executeTakeFirst();
  return row?.id;
}

export async function findCompanyJob(c: Chatter, companyId: string, jobId: string) {
  return scopedTo(c.db, c.clientId)
    .selectFrom('jobs')
    .select(['id', 'title'])
    .where('company_id', '=', companyId)
    .where('id', '=', jobId)
    .executeTakeFirst();
}

/** Whether the chatter applied to this job of the company. */
export async function appliedTo(c: Chatter, companyId: string, jobId: string): Promise<boolean> {
  const applied = await scopedTo(c.db, c.clientId)
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .select('a.id')
    .where('a.candidate_id', '=', c.userId)
    .where('a.job_id', '=', jobId)
    .where('j.company_id', '=', companyId)
    .executeTakeFirst();
  return !!applied;
}

/** The board's live admins. */
export async function boardAdmins(c: Chatter) {
  return scopedTo(c.db, c.clientId)
    .selectFrom('users')
    .select(['id', 'locale'])
    .where('role', '=', 'admin')
    .where('deleted_at', 'is', null)
    .execute();
}

// The names and pictures of the rooms' parties: the rooms were read in the board's scope, and the
// ids they hold (unique across boards) name only their own rows.
export async function usersByIds(db: Db, ids: string[]) {
  return acrossTenants(db)
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'avatar_uri', 'designation'])
    .where('id', 'in', ids)
    .execute();
}

export async function companiesByIds(db: Db, ids: string[]) {
  return acrossTenants(db)
    .selectFrom('companies')
    .select(['id', 'name', 'logo_uri', 'external_logo_url'])
    .where('id', 'in', ids)
    .execute();
}
