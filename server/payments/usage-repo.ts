// The counts of a company's allowances that are not counted elsewhere: its charged contact
// reveals, its invitations, its featured jobs and the candidates who applied to its jobs.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

/** A company's charged contact reveals since `since` (one per candidate, ever). */
export async function contactRevealsSince(db: Db, clientId: string, companyId: string, since: Date): Promise<number> {
  const row = await scopedTo(db, clientId)
    .selectFrom('candidate_contact_reveals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A company's invitations to apply sent since `since`. */
export async function invitationsSince(db: Db, clientId: string, companyId: string, since: Date): Promise<number> {
  const row = await scopedTo(db, clientId)
    .selectFrom('candidate_invitations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A company's featured jobs that are live or paused. */
export async function featuredJobCount(db: Db, clientId: string, companyId: string): Promise<number> {
  const row = await scopedTo(db, clientId)
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .where('is_featured', '=', true)
    .where('status', 'in', ['ACTIVE', 'PAUSED'])
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The distinct people (an account, or a guest's e-mail) who applied to a company's jobs. */
export async function candidatesReached(db: Db, clientId: string, companyId: string): Promise<number> {
  const row = await scopedTo(db, clientId)
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .select(sql<string>`count(distinct coalesce(applications.candidate_id::text, applications.guest_email))`.as('n'))
    .where('jobs.company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
