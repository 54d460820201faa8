// How much of each allowance a holder has used, counted from the rows that use it rather than
// from counters, so the figure can never drift from what is there. Open jobs and team seats are
// counted as the limits count them (job-posting/quota.ts, auth/seats.ts). A candidate's
// applications, resume builds and parses since the licence started are counted by
// candidate-usage-repo.ts, with the functions the candidate limits use (candidate-allowance.ts). A
// company's contact views are its charged first reveals (candidate_contact_reveals) and its
// invitations the rows of candidate_invitations, both since the licence started; the reveal and
// the invitation limits count with the same functions (server/employer-candidates); its searches
// the distinct ones of each day (search/search-allowance.ts). Resume downloads, not counted apart
// from contact views yet, count 0.
import type { Db } from '../db/database.ts';
import { seatsTaken } from '../users/index.ts';
import { openJobCount } from './quota-repo.ts';
import { searchesSince } from './search-uses-repo.ts';
import { applicationsSince, resumeBuildsSince, resumeParsesSince } from './candidate-usage-repo.ts';
import type { Holder } from './licences-repo.ts';
import { candidatesReached, contactRevealsSince, featuredJobCount, invitationsSince } from './usage-repo.ts';

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
    featuredJobCount(db, clientId, companyId),
    candidatesReached(db, clientId, companyId),
    contactRevealsSince(db, clientId, companyId, since),
    invitationsSince(db, clientId, companyId, since),
    searchesSince(db, clientId, companyId, since),
  ]);
  return {
    jobPosts: jobs,
    teamMembers: seats,
    featuredJobs: featured,
    candidates,
    candidateContactViews: contactViews,
    candidateInvites: invites,
    candidateSearches: searches,
  };
}
