// How much of each allowance a holder has used, counted from the rows that use it rather than
// from counters, so the figure can never drift from what is there. Open jobs and team seats are
// counted as the limits count them (posting/quota.ts, accounts/seats.ts). A candidate's
// applications, resume builds and parses since the licence started are counted by
// candidate-usage.ts, with the functions the candidate limits use (candidate-allowance.ts). A
// company's contact views are its charged first reveals (candidate_contact_reveals) and its
// invitations the rows of candidate_invitations, both since the licence started; the reveal and
// the invitation limits count with the same functions (server/employer-candidates); its searches
// the distinct ones of each day (search/search-allowance.ts). Resume downloads, not counted apart
// from contact views yet, count 0.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { seatsTaken } from '../accounts/seats.ts';
import { openJobCount } from '../posting/quota.ts';
import { searchesSince } from '../search/search-allowance.ts';
import { applicationsSince, resumeBuildsSince, resumeParsesSince } from './candidate-usage.ts';
import type { Holder } from './licences-repo.ts';

/** A company's charged contact reveals since `since` (one per candidate, ever). */
export async function contactRevealsSince(db: Db, clientId: string, companyId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('candidate_contact_reveals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('client_id', '=', clientId)
    .where('company_id', '=', companyId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A company's invitations to apply sent since `since`. */
export async function invitationsSince(db: Db, clientId: string, companyId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('candidate_invitations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('client_id', '=', clientId)
    .where('company_id', '=', companyId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function usageOf(db: Db, clientId: string, holder: Holder, since: Date): Promise<Record<string, number>> {
  if (holder.type === 'candidate') {
    const { userId } = holder;
    const [applications, resumeBuilds, resumeParses] = await Promise.all([
      applicationsSince(db, clientId, userId, since),
      resumeBuildsSince(db, clientId, userId, since),
      resumeParsesSince(db, clientId, userId, since),
    ]);
    return { applications, resumeBuilds, resumeParses };
  }
  const { companyId } = holder;
  const [jobs, seats, featured, candidates, contactViews, invites, searches] = await Promise.all([
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
    contactRevealsSince(db, clientId, companyId, since),
    invitationsSince(db, clientId, companyId, since),
    searchesSince(db, clientId, companyId, since),
  ]);
  return {
    jobPosts: jobs,
    teamMembers: seats,
    featuredJobs: Number(featured.n),
    candidates: Number(candidates.n),
    candidateContactViews: contactViews,
    candidateInvites: invites,
    candidateSearches: searches,
  };
}
