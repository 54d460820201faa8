// Who hears of an application: the company's team of a new applicant, the applicant of a status
// change; and the once-per-status claim of the status e-mail.
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

type Status = components['schemas']['ApplicationStatus'];

export async function jobCompanyAndTitle(db: Db, clientId: string, jobId: string) {
  return scopedTo(db, clientId)
    .selectFrom('jobs')
    .select(['company_id', 'title'])
    .where('id', '=', jobId)
    .executeTakeFirst();
}

/** The company's active employer accounts with their language. */
export async function activeTeam(db: Db, clientId: string, companyId: string) {
  return scopedTo(db, clientId)
    .selectFrom('users')
    .select(['id', 'locale'])
    .where('company_id', '=', companyId)
    .where('role', '=', 'employer')
    .where('status', '=', 'active')
    .execute();
}

/** The applicants of the applications, with their job and its company's name. */
export async function statusRecipients(db: Db, clientId: string, ids: readonly string[]) {
  return scopedTo(db, clientId)
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('companies as c', 'c.id', 'j.company_id')
    .leftJoin('users as u', 'u.id', 'a.candidate_id')
    .select([
      'a.id',
      'a.job_id',
      'a.candidate_id',
      'a.guest_email',
      'a.guest_name',
      'u.email',
      'u.first_name',
      'u.locale',
      'u.status as user_status',
      'j.title',
      'j.slug',
      sql<string>`coalesce(nullif(j.company_info ->> 'companyName', ''), c.name)`.as('company_name'),
    ])
    .where('a.id', 'in', ids)
    .execute();
}

/** Claims the (application, status) e-mail; false when it was mailed before. */
export async function claimStatusMail(
  db: Db,
  clientId: string,
  applicationId: string,
  status: Status,
): Promise<boolean> {
  const row = await scopedTo(db, clientId)
    .insertInto('application_status_mails', { application_id: applicationId, status })
    .onConflict((oc) => oc.columns(['application_id', 'status']).doNothing())
    .returning('application_id')
    .executeTakeFirst();
  return row !== undefined;
}
