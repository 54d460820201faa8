// The company's invitations of candidates to its jobs, and what became of them.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo, type TenantRow } from '../db/tenant-scope.ts';
import { FINDABLE } from '../candidates/index.ts';

/** Stamps the candidate's first opening of the invitation; the number of rows stamped (0 or 1). */
export async function stampOpened(db: Db, clientId: string, candidateId: string, invitationId: string) {
  const updated = await scopedTo(db, clientId)
    .updateTable('candidate_invitations')
    .set({ opened_at: sql<Date>`now()` })
    .where('candidate_id', '=', candidateId)
    .where('id', '=', invitationId)
    .where('opened_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
}

export async function isCandidatesInvitation(
  db: Db,
  clientId: string,
  candidateId: string,
  invitationId: string,
): Promise<boolean> {
  const mine = await scopedTo(db, clientId)
    .selectFrom('candidate_invitations')
    .select('id')
    .where('candidate_id', '=', candidateId)
    .where('id', '=', invitationId)
    .executeTakeFirst();
  return Boolean(mine);
}

export type InvitationPeriod = { jobId?: string; from?: string; to?: string };

/** Sent, opened and applied counts of the company's invitations, by job, most invitations first. */
export async function invitationCountsByJob(db: Db, clientId: string, companyId: string, q: InvitationPeriod) {
  const scope = scopedTo(db, clientId);
  let rows = scope
    .selectFrom('candidate_invitations as i')
    .innerJoin('jobs as j', 'j.id', 'i.job_id')
    .select([
      'i.job_id',
      'j.title',
      sql<string>`count(*)`.as('sent'),
      sql<string>`count(i.opened_at)`.as('opened'),
      sql<string>`count(*) filter (where exists (select 1 from applications a where ${scope.owns('a')}
        and a.job_id = i.job_id and a.candidate_id = i.candidate_id and a.applied_at >= i.created_at))`.as('applied'),
    ])
    .where('i.company_id', '=', companyId);
  if (q.jobId) rows = rows.where('i.job_id', '=', q.jobId);
  // Days are UTC days, as the daily invitation limit counts them.
  if (q.from) rows = rows.where(sql<boolean>`i.created_at >= (${q.from}::date)::timestamp at time zone 'UTC'`);
  if (q.to) rows = rows.where(sql<boolean>`i.created_at < ((${q.to}::date + 1)::timestamp at time zone 'UTC')`);
  return rows
    .groupBy(['i.job_id', 'j.title'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('j.title')
    .execute();
}

/** Of `ids`, who already applied to the job, who was already invited to it, and who is findable. */
export async function inviteesAmong(
  db: Db,
  clientId: string,
  companyId: string,
  jobId: string,
  ids: readonly string[],
) {
  const scope = scopedTo(db, clientId);
  const [applied, invited, findable] = await Promise.all([
    scope
      .selectFrom('applications')
      .select('candidate_id')
      .where('job_id', '=', jobId)
      .where('candidate_id', 'in', ids)
      .execute(),
    scope
      .selectFrom('candidate_invitations')
      .select('candidate_id')
      .where('company_id', '=', companyId)
      .where('job_id', '=', jobId)
      .where('candidate_id', 'in', ids)
      .execute(),
    scope
      .selectFrom('users as u')
      .leftJoin('candidate_profiles as p', (j) => j.onRef('p.user_id', '=', 'u.id').on(scope.owns('p')))
      .select(['u.id', 'u.email', 'u.first_name', 'u.status', 'u.locale'])
      .where('u.id', 'in', ids)
      .where(FINDABLE)
      .execute(),
  ]);
  return { applied, invited, findable };
}

/** Writes the invitations; one the candidate already has for the job is skipped (not returned). */
export async function insertInvitations(db: Db, clientId: string, rows: readonly TenantRow<'candidate_invitations'>[]) {
  return scopedTo(db, clientId)
    .insertInto('candidate_invitations', rows)
    .onConflict((oc) => oc.columns(['client_id', 'job_id', 'candidate_id']).doNothing())
    .returning(['id', 'candidate_id'])
    .execute();
}

/** The company's invitations of one candidate, newest first. */
export async function invitationsOfCandidate(db: Db, clientId: string, companyId: string, candidateId: string) {
  return scopedTo(db, clientId)
    .selectFrom('candidate_invitations as i')
    .innerJoin('jobs as j', 'j.id', 'i.job_id')
    .select(['i.job_id', 'j.title', 'i.created_at', 'i.opened_at'])
    .where('i.company_id', '=', companyId)
    .where('i.candidate_id', '=', candidateId)
    .orderBy('i.created_at', 'desc')
    .execute();
}
