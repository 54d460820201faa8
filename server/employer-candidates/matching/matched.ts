// Matched candidates of one of the company's jobs (candidate/matched-candidate/list and
// /details): the ranked matches with their parts and what already happened between the company
// and each candidate; the details add the profile, masked until the contact is revealed.
import type { components } from '@generated/schema';
import { notFound } from '../../errors/errors.ts';
import { page as pageOf, type Page } from '../../http/envelope.ts';
import { profileView } from '../../candidate-profile/index.ts';
import { candidateCards, maskEmail, maskPhone } from '../../candidates/index.ts';
import { companyJob, type Matcher } from './matcher.ts';
import { loadCandidates } from './load.ts';
import { pageOf as sliceOf, sortOf, sortRanked, type ListInput } from './paging.ts';
import { rankForJob } from './rank.ts';
import { applicationsTo, invitationsTo, profileViews } from './reads-repo.ts';
import { scoreMatch, type Match } from './score.ts';

type S = components['schemas'];

export const DEFAULT_MIN_SCORE = 50;

const lower = (names: readonly string[]) => new Set(names.map((n) => n.toLowerCase()));

/** Shapes matches of one job into the contract's MatchedCandidate, in the order given. */
async function matchedCandidates(
  m: Matcher,
  jobId: string,
  matches: readonly Match[],
): Promise<S['MatchedCandidate'][]> {
  const ids = matches.map((x) => x.candidateId);
  const [applications, invitations, views] = await Promise.all([
    applicationsTo(m, jobId, ids),
    invitationsTo(m, jobId, ids),
    profileViews(m, ids),
  ]);
  const scores = new Map(matches.map((x) => [x.candidateId, x.score]));
  const skillsFirst = lower(matches.flatMap((x) => x.matchedSkills));
  const cards = new Map((await candidateCards(m, ids, { scores, skillsFirst })).map((c) => [c._id, c]));
  return matches.flatMap((x) => {
    const candidate = cards.get(x.candidateId);
    if (!candidate) return [];
    const application = applications.get(x.candidateId);
    return [
      {
        candidate,
        jobId,
        score: x.score,
        breakdown: {
          skills: x.factors.skills.score,
          experience: x.factors.experience.score,
          location: x.factors.location.score,
          education: x.factors.education.score,
        },
        matchedSkills: x.matchedSkills,
        missingSkills: x.missingSkills,
        applicationId: application?.id ?? null,
        applicationStatus: application?.status ?? null,
        invitedAt: invitations.get(x.candidateId) ?? null,
        viewedAt: views.get(x.candidateId) ?? null,
      },
    ];
  });
}

export type MatchedQuery = ListInput & { jobId: string; minScore?: number; excludeApplied?: boolean };

export async function listMatched(m: Matcher, q: MatchedQuery): Promise<Page<S['MatchedCandidate']>> {
  const sort = sortOf(q);
  const job = await companyJob(m, q.jobId);
  const ranked = await rankForJob(m, job, {
    minScore: q.minScore ?? DEFAULT_MIN_SCORE,
    excludeApplied: q.excludeApplied ?? false,
  });
  const sorted = sortRanked(ranked, sort, (r) => ({ score: r.match.score, lastActiveAt: r.candidate.lastActiveAt }));
  const { slice, page, limit } = sliceOf(sorted, q);
  const items = await matchedCandidates(
    m,
    job.id,
    slice.map((r) => r.match),
  );
  return pageOf(items, sorted.length, page, limit);
}

/** One findable candidate's match for the company's job, with the profile. */
export async function matchedDetails(
  m: Matcher,
  q: { jobId: string; candidateId: string },
): Promise<S['MatchedCandidateDetails']> {
  const job = await companyJob(m, q.jobId);
  const [candidate] = await loadCandidates(m.db, m.clientId, [q.candidateId]);
  if (!candidate) throw notFound('Candidate not found');
  const [match] = await matchedCandidates(m, job.id, [scoreMatch(job, candidate)]);
  const profile = await profileView(m.db, m.clientId, candidate.id);
  if (!match || !profile) throw notFound('Candidate not found');
  if (match.candidate.contactVisible) return { match, profile };
  return {
    match,
    profile: { ...profile, email: maskEmail(profile.email), mobNo: maskPhone(profile.mobNo), resume: null },
  };
}
