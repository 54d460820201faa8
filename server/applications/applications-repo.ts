// The application rows as applying and reviewing write them: the new application with its first
// history entry, the status moves, the first opening by the company, and the redirect clicks.
import { sql, type Insertable } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';
import { scopedTo } from '../db/tenant-scope.ts';

type S = components['schemas'];
type Status = S['ApplicationStatus'];

/** The candidate's application to the job, if any. */
export async function candidateApplication(db: Db, clientId: string, jobId: string, candidateId: string) {
  return scopedTo(db, clientId)
    .selectFrom('applications')
    .select('id')
    .where('job_id', '=', jobId)
    .where('candidate_id', '=', candidateId)
    .executeTakeFirst();
}

/** A guest's application to the job from the address (lower case), if any. */
export async function guestApplication(db: Db, clientId: string, jobId: string, email: string) {
  return scopedTo(db, clientId)
    .selectFrom('applications')
    .select('id')
    .where('job_id', '=', jobId)
    .where('candidate_id', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['guest_email']), '=', email))
    .executeTakeFirst();
}

/** The resume on the candidate's profile, if any. */
export async function profileResumeOf(db: Db, clientId: string, userId: string): Promise<S['UploadedFile'] | null> {
  const row = await scopedTo(db, clientId)
    .selectFrom('candidate_profiles')
    .select('resume')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.resume ?? null;
}

export type NewApplication = Omit<Insertable<Database['applications']>, 'client_id' | 'job_id' | 'status'>;

/**
 * The new application, its first history entry (from null to APPLIED), APPLIED marked as mailed,
 * and the job's applicant counters: one group, in the caller's transaction.
 */
export async function insertApplication(
  trx: Db,
  clientId: string,
  jobId: string,
  values: NewApplication,
  by: { userId: string | null; name: string },
  now: Date,
) {
  const scope = scopedTo(trx, clientId);
  const row = await scope
    .insertInto('applications', { ...values, job_id: jobId, status: 'APPLIED', applied_at: now, updated_at: now })
    .returning(['id', 'applied_at', 'status', 'source'])
    .executeTakeFirstOrThrow();
  await scope
    .insertInto('application_history', {
      application_id: row.id,
      from_status: null,
      to_status: 'APPLIED',
      by_user_id: by.userId,
      by_name: by.name,
      note: null,
      at: now,
    })
    .execute();
  await scope
    .insertInto('application_status_mails', { application_id: row.id, status: 'APPLIED', sent_at: now })
    .execute();
  await scope
    .updateTable('jobs')
    .set({
      applicants_count: sql`applicants_count + 1`,
      new_applicants_count: sql`new_applicants_count + 1`,
    })
    .where('id', '=', jobId)
    .execute();
  return row;
}

/** The company's applications among `ids` with their status, locked for the transaction. */
export async function lockCompanyApplications(trx: Db, clientId: string, companyId: string, ids: readonly string[]) {
  return scopedTo(trx, clientId)
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .select(['a.id', 'a.status'])
    .where('j.company_id', '=', companyId)
    .where('a.id', 'in', ids)
    .forUpdate('a')
    .execute();
}

export async function insertHistory(
  trx: Db,
  clientId: string,
  entry: {
    applicationId: string;
    from: Status;
    to: Status;
    byUserId: string;
    byName: string;
    note: string | null;
    at: Date;
  },
): Promise<void> {
  await scopedTo(trx, clientId)
    .insertInto('application_history', {
      application_id: entry.applicationId,
      from_status: entry.from,
      to_status: entry.to,
      by_user_id: entry.byUserId,
      by_name: entry.byName,
      note: entry.note,
      at: entry.at,
    })
    .execute();
}

export async function setStatus(trx: Db, clientId: string, ids: readonly string[], status: Status, now: Date) {
  await scopedTo(trx, clientId)
    .updateTable('applications')
    .set({ status, updated_at: now })
    .where('id', 'in', ids)
    .execute();
}

/**
 * Marks the application read unless it was, and then takes it off the job's new applicants: one
 * group, in the caller's transaction. Answers when it was marked, or undefined when it was already.
 */
export async function markFirstViewed(trx: Db, clientId: string, applicationId: string, jobId: string) {
  const scope = scopedTo(trx, clientId);
  const done = await scope
    .updateTable('applications')
    .set({ viewed_at: new Date() })
    .where('id', '=', applicationId)
    .where('viewed_at', 'is', null)
    .returning('viewed_at')
    .executeTakeFirst();
  if (done)
    await scope
      .updateTable('jobs')
      .set((eb) => ({ new_applicants_count: sql<number>`greatest(${eb.ref('new_applicants_count')} - 1, 0)` }))
      .where('id', '=', jobId)
      .execute();
  return done;
}

export async function insertRedirectClick(
  db: Db,
  clientId: string,
  click: { jobId: string; userId: string | null; applicationId: string | null; origin: string | null },
): Promise<void> {
  await scopedTo(db, clientId)
    .insertInto('redirect_clicks', {
      job_id: click.jobId,
      user_id: click.userId,
      application_id: click.applicationId,
      origin: click.origin,
    })
    .execute();
}
