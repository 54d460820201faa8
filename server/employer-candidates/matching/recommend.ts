// Recommended candidates (recommendations/candidates): for one of the company's jobs, or across its
// active jobs with each candidate under the job they fit best; dismissed ones left out, liked
// ones' look-alikes lifted (boost.ts), each with its reasons, when the company first saw it and
// its latest reaction.
import type { components } from '@generated/schema';
import { page as pageOf, type Page } from '../../http/envelope.ts';
import { candidateCards } from '../../candidates/index.ts';
import { likedFor, likedLike, LIKE_BOOST } from './boost.ts';
import type { JobFacts } from './facts.ts';
import { activeJobIds } from './facts-repo.ts';
import { loadJob } from './load.ts';
import { companyJob, type Matcher } from './matcher.ts';
import { pageOf as sliceOf, sortOf, sortRanked, type ListInput } from './paging.ts';
import { byScore, rankForJob, type Ranked } from './rank.ts';
import { latestInteractions, recommendationViews } from './reads-repo.ts';
import { matchReasons, type Reason } from './reasons.ts';

type S = components['schemas'];

export const RECOMMEND_MIN = 50;
/** Company-wide recommendations look at this many of the company's newest active jobs. */
export const MAX_JOBS = 20;

type Recommended = Ranked & { job: JobFacts; reasons: Reason[] };

async function recommendedFor(m: Matcher, job: JobFacts): Promise<Recommended[]> {
  const [ranked, liked] = await Promise.all([
    rankForJob(m, job, { minScore: RECOMMEND_MIN - LIKE_BOOST }),
    likedFor(m, job.id),
  ]);
  return ranked
    .map((r) => {
      const lift = likedLike(r.candidate, liked);
      const score = Math.min(100, r.match.score + (lift?.boost ?? 0));
      const reasons = matchReasons(r.match, job, { lastActiveAt: r.candidate.lastActiveAt, likedLike: lift });
      return { ...r, match: { ...r.match, score }, job, reasons };
    })
    .filter((r) => r.match.score >= RECOMMEND_MIN)
    .sort(byScore);
}

async function activeJobs(m: Matcher): Promise<JobFacts[]> {
  const ids = await activeJobIds(m.db, m.clientId, m.companyId, MAX_JOBS);
  const jobs = await Promise.all(ids.map((id) => loadJob(m.db, m.clientId, id)));
  return jobs.filter((j): j is JobFacts => !!j);
}

/** Each candidate once, under the job they score best for. */
function bestJobEach(lists: readonly Recommended[][]): Recommended[] {
  const best = new Map<string, Recommended>();
  for (const list of lists)
    for (const r of list) {
      const seen = best.get(r.candidate.id);
      if (!seen || r.match.score > seen.match.score) best.set(r.candidate.id, r);
    }
  return [...best.values()].sort(byScore);
}

export type RecommendationQuery = ListInput & { jobId?: string; excludeViewed?: boolean };

export async function listRecommendations(
  m: Matcher,
  q: RecommendationQuery,
): Promise<Page<S['CandidateRecommendation']>> {
  const sort = sortOf(q);
  let all: Recommended[];
  if (q.jobId) all = await recommendedFor(m, await companyJob(m, q.jobId));
  else {
    // One job at a time: PGlite has one connection, and this keeps PostgreSQL's pool for others.
    const lists: Recommended[][] = [];
    for (const job of await activeJobs(m)) lists.push(await recommendedFor(m, job));
    all = bestJobEach(lists);
  }
  const ids = all.map((r) => r.candidate.id);
  const [viewedAt, lastAction] = await Promise.all([recommendationViews(m, ids), latestInteractions(m, ids)]);
  const shown = q.excludeViewed ? all.filter((r) => !viewedAt(r.candidate.id, r.job.id)) : all;
  const sorted = sortRanked(shown, sort, (r) => ({ score: r.match.score, lastActiveAt: r.candidate.lastActiveAt }));
  const { slice, page, limit } = sliceOf(sorted, q);
  const scores = new Map(slice.map((r) => [r.candidate.id, r.match.score]));
  const skillsFirst = new Set(slice.flatMap((r) => r.match.matchedSkills.map((s) => s.toLowerCase())));
  const cards = new Map((await candidateCards(m, [...scores.keys()], { scores, skillsFirst })).map((c) => [c._id, c]));
  const items = slice.flatMap((r) => {
    const candidate = cards.get(r.candidate.id);
    if (!candidate) return [];
    return [
      {
        candidate,
        jobId: r.job.id,
        jobTitle: r.job.title || null,
        score: r.match.score,
        reasons: r.reasons,
        viewedAt: viewedAt(r.candidate.id, r.job.id),
        lastInteraction: lastAction(r.candidate.id, r.job.id),
      },
    ];
  });
  return pageOf(items, sorted.length, page, limit);
}
