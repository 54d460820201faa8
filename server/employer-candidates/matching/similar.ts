// Candidates like a given one (recommendations/candidates/similar): by shared skills, titles,
// experience and place (similarity.ts), never the given one, never a dismissed one. With a job,
// each is scored against it and the list is ordered by that score; without, by likeness.
import type { components } from '@generated/schema';
import { notFound } from '../../errors/errors.ts';
import { page as pageOf, type Page } from '../../http/envelope.ts';
import { candidateCards } from '../../candidates/index.ts';
import type { CandidateFacts, JobFacts } from './facts.ts';
import { loadCandidates } from './load.ts';
import { companyJob, type Matcher } from './matcher.ts';
import { pageOf as sliceOf, sortOf, sortRanked, type ListInput } from './paging.ts';
import { shortlist } from './prefilter.ts';
import { latestInteractions, recommendationViews } from './reads-repo.ts';
import { similarityReasons } from './reasons.ts';
import { scoreMatch } from './score.ts';
import { similarity } from './similarity.ts';

type S = components['schemas'];

/** How alike (0 to 100) a candidate must be to be listed. */
export const SIMILAR_MIN = 30;

/** The given candidate as a "job" for the prefilter: their skills and titles, anywhere. */
function asWanted(c: CandidateFacts, jobId: string | null): JobFacts {
  return {
    id: jobId ?? '',
    companyId: '',
    title: [c.headline, ...c.titles.slice(0, 3)].filter(Boolean).join(' '),
    skills: c.skills,
    experienceMin: null,
    experienceMax: null,
    workplace: 'WFH',
    cityId: null,
    cityNm: null,
    stateId: null,
    countryId: null,
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: null,
    qualification: null,
  };
}

export type SimilarQuery = ListInput & { candidateId: string; jobId?: string };

export async function listSimilar(m: Matcher, q: SimilarQuery): Promise<Page<S['CandidateRecommendation']>> {
  const sort = sortOf(q);
  const job = q.jobId ? await companyJob(m, q.jobId) : null;
  const [given] = await loadCandidates(m.db, m.clientId, [q.candidateId]);
  if (!given) throw notFound('Candidate not found');
  const ids = await shortlist(m, asWanted(given, job?.id ?? null), {
    exclude: [given.id],
    dismissScope: job?.id ?? null,
  });
  const ranked = (await loadCandidates(m.db, m.clientId, ids))
    .filter((c) => c.id !== given.id)
    .map((c) => {
      const alike = similarity(given, c);
      return { c, alike, score: job ? scoreMatch(job, c).score : alike.score };
    })
    .filter((r) => r.alike.score >= SIMILAR_MIN)
    .sort((a, b) => b.score - a.score || b.alike.score - a.alike.score || a.c.id.localeCompare(b.c.id));
  const sorted = sortRanked(ranked, sort, (r) => ({ score: r.score, lastActiveAt: r.c.lastActiveAt }));
  const { slice, page, limit } = sliceOf(sorted, q);
  const pageIds = slice.map((r) => r.c.id);
  const [viewedAt, lastAction] = await Promise.all([recommendationViews(m, pageIds), latestInteractions(m, pageIds)]);
  const scores = new Map(slice.map((r) => [r.c.id, r.score]));
  const cards = new Map((await candidateCards(m, pageIds, { scores })).map((c) => [c._id, c]));
  const jobId = job?.id ?? null;
  const items = slice.flatMap((r) => {
    const candidate = cards.get(r.c.id);
    if (!candidate) return [];
    return [
      {
        candidate,
        jobId,
        jobTitle: job ? job.title || null : null,
        score: r.score,
        reasons: similarityReasons(given, r.c, r.alike),
        viewedAt: viewedAt(r.c.id, jobId),
        lastInteraction: lastAction(r.c.id, jobId),
      },
    ];
  });
  return pageOf(items, sorted.length, page, limit);
}
