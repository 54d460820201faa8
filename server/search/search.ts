// Smart search (POST search): a page of the board's findable candidates for the keyword and
// filters, as cards. With jobId each card carries the candidate's match score for that job
// (matching's score); otherwise a keyword search carries the relevance as 0 to 100. With
// savedSearchId the saved filters fill the request's gaps, the run is recorded and the cards of
// candidates new since the previous run say so. Each distinct search counts against the plan's
// candidateSearches (search-allowance.ts). Each card carries the candidate's additional details
// (the board's candidate_additional_details form) that the company may see.
import { matchScores } from '../employer-candidates/index.ts';
import { candidateDetails } from '../forms/index.ts';
import { page, type Page } from '../http/envelope.ts';
import { notFound } from '../errors/errors.ts';
import { candidateCards, type CandidateCard, pagingOf } from '../candidates/index.ts';
import type { Searcher } from './employer.ts';
import type { CandidateSearchQuery, SearchFilters } from './filters.ts';
import { isOwnLiveJob } from './repo/jobs.ts';
import { pageOf, type PageRow } from './repo/search-page.ts';
import { prepare, snapshotOf, sortOf } from './results.ts';
import { recordRun, savedSearchRow } from './saved-searches.ts';
import { withSavedFilters } from './saved-filters.ts';
import { spendSearch } from './search-allowance.ts';
import { auditSensitive } from './sensitive.ts';

async function checkOwnJob(s: Searcher, jobId: string): Promise<void> {
  if (!(await isOwnLiveJob(s.db, s.clientId, s.companyId, jobId))) throw notFound('No such job');
}

/** Relevance (0 to 4: the tier and the squashed rank) as 0 to 100. */
const relevanceScores = (rows: readonly PageRow[]) =>
  new Map(rows.flatMap((r) => (r.relevance === null ? [] : [[r.user_id, r.relevance * 25] as const])));

/** Skill names the search asked for, lower-cased, to list first on the cards. */
function askedSkills(f: SearchFilters): Set<string> {
  const words = f.keyword?.flatMap((g) => g.variants) ?? [];
  return new Set([...words, ...(f.skillKeys ?? [])]);
}

/**
 * The cards with the candidates' additional details: today's fields only, and contact-like
 * answers (e-mail, phone, link, file) only where the card's contact details are visible.
 */
async function withDetails(s: Searcher, cards: CandidateCard[]): Promise<CandidateCard[]> {
  const visible = new Set(cards.filter((c) => c.contactVisible).map((c) => c._id));
  const details = await candidateDetails(
    s.db,
    s.tenant,
    cards.map((c) => c._id),
    { contactVisible: (id) => visible.has(id), former: false },
  );
  return cards.map((c) => {
    const additionalDetails = details.get(c._id);
    return additionalDetails ? { ...c, additionalDetails } : c;
  });
}

export async function searchCandidates(
  s: Searcher,
  q: CandidateSearchQuery,
): Promise<Page<CandidateCard> & { totalCapped: boolean; totalEstimate: number | null }> {
  const saved = q.savedSearchId ? await savedSearchRow(s, q.savedSearchId) : null;
  const query = saved ? withSavedFilters(q, saved.filters) : q;
  const sort = sortOf(q.sortBy);
  if (query.jobId) await checkOwnJob(s, query.jobId);
  const p = await prepare(s, query);
  const { page: pageNo, limit, offset } = pagingOf(q);
  // Counted once the request is known to be valid, before any result is read.
  await spendSearch(s, query);
  const order = { sort, ascending: q.sortOrder === 'asc' };
  const {
    rows,
    total,
    totalCapped,
    estimate: totalEstimate,
  } = await pageOf(s.db, p.scope, p.conditions, p.filters, order, limit, offset);
  await auditSensitive(s, p.filters.genderIds);
  const ids = rows.map((r) => r.user_id);
  const scores = query.jobId ? await matchScores(s.db, s.clientId, query.jobId, ids) : relevanceScores(rows);
  const cards = await withDetails(
    s,
    await candidateCards({ db: s.db, clientId: s.clientId, companyId: s.companyId }, ids, {
      scores,
      skillsFirst: askedSkills(p.filters),
    }),
  );
  if (!saved) return { ...page(cards, total, pageNo, limit), totalCapped, totalEstimate };
  // A run's result count is exact (saved searches list it), unlike the page's capped one.
  const firstPage = pageNo === 1 ? await snapshotOf(s, p) : null;
  const before = await recordRun(s, saved, firstPage);
  return {
    ...page(
      cards.map((c) => ({ ...c, isNew: !before.has(c._id) })),
      total,
      pageNo,
      limit,
    ),
    totalCapped,
    totalEstimate,
  };
}
