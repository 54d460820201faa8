// How much of each allowance a holder has used, counted from the rows that use it rather than
// from counters, so the figure can never drift from what is there. Open jobs and team seats are
// counted as the limits count them (posting/quota.ts, accounts/seats.ts); candidate figures count
// applications sent since the licence started. Allowances whose features are not built yet
// (contact views, searches, invitations, resume downloads, builds and parses) count 0.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { seatsTaken } from '../accounts/seats.ts';
import { openJobCount } from '../posting/quota.ts';
import type { Holder } from './licences-repo.ts';

export async function usageOf(db: Db, clientId: string, holder: Holder, since: Date): Promise<Record<string, number>> {
  if (holder.type === 'candidate') {
    const row = await db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('client_id', '=', clientId)
      .where('candidate_id', '=', holder.userId)
      .where('applied_at', '>=', since)
      .executeTakeFirstOrThrow();
    return { applications: Number(row.n) };
  }
  const { companyId } = holder;
  const [jobs, seats, featured, candidates] = await Promise.all([
    openJobCount(db, clientId, companyId, null),
    seatsTaken(db, clientId, companyId),
    db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('client_id', '=', clientId)
      .where('company_id', '=', companyId)
      .where('is_featured', '=', true)
      .where('status', 'in', ['ACTIVE', 'PAUSED'])
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('applications')
      .innerJoin('jobs', 'jobs.id', 'applications.job_id')
      .select(sql<string>`count(distinct coalesce(applications.candidate_id::text, applications.guest_email))`.as('n'))
      .where('applications.client_id', '=', clientId)
      .where('jobs.company_id', '=', companyId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    jobPosts: jobs,
    teamMembers: seats,
    featuredJobs: Number(featured.n),
    candidates: Number(candidates.n),
  };
}
