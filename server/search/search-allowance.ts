// The plan's `candidateSearches` allowance (docs/candidate-search.md, "Plans"). A search is one
// set of keyword and filters: the first request of it on a day is counted, and paging through it,
// sorting it another way, matching it to a job or running it again that day cost nothing more.
// Counted per company since the licence period started (the same start as contact views), under
// the company's advisory lock in one transaction, so two searches cannot both take the last place;
// a plan without the allowance (unlimited) writes nothing at all.
import { createHash } from 'node:crypto';
import { periodStart } from '../employer-candidates/index.ts';
import { lockUntilCommit } from '../db/advisory-lock.ts';
import { AppError } from '../errors/errors.ts';
import { companyEntitlements, insertSearchUse, searchedToday, searchesSince } from '../payments/index.ts';
import type { Searcher } from './employer.ts';
import type { CandidateSearchQuery } from './filters.ts';

/** What makes two requests the same search: everything but paging, order and the job matched to. */
export function searchSignature(q: CandidateSearchQuery): string {
  const same: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(q).sort(([a], [b]) => a.localeCompare(b))) {
    if (['page', 'limit', 'sortBy', 'sortOrder', 'jobId', 'savedSearchId'].includes(key)) continue;
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) same[key] = [...value].map(String).sort();
    } else if (typeof value === 'string') {
      const text = value.trim().toLowerCase().replace(/\s+/g, ' ');
      if (text) same[key] = text;
    } else same[key] = value;
  }
  return createHash('sha256').update(JSON.stringify(same)).digest('base64url');
}

function searchesUsedUp(limit: number): AppError {
  return new AppError(
    403,
    'LIMIT_OVER',
    limit === 0
      ? 'Your plan includes no candidate searches. Upgrade your plan or buy a top-up to search candidates.'
      : `Your plan's ${limit} candidate search${limit === 1 ? ' is' : 'es are'} used up. ` +
          'Upgrade your plan or buy a top-up to search again.',
  );
}

/**
 * Counts the search against the plan, or refuses it with 403 LIMIT_OVER when it would be one past
 * the allowance. Already counted today, it passes free.
 */
export async function spendSearch(s: Searcher, q: CandidateSearchQuery): Promise<void> {
  // The request's own reading of the plan when it has one: no statement more for unlimited plans.
  const ent = (await s.entitlements()) ?? (await companyEntitlements(s.db, s.tenant, s.companyId));
  const limit = ent.limit('candidateSearches');
  if (limit === null) return;
  const since = periodStart(ent);
  const signature = searchSignature(q);
  await s.db.transaction().execute(async (trx) => {
    await lockUntilCommit(trx, `candidateSearches:${s.companyId}`);
    if (await searchedToday(trx, s.clientId, s.companyId, signature, since)) return;
    if ((await searchesSince(trx, s.clientId, s.companyId, since)) >= limit) throw searchesUsedUp(limit);
    await insertSearchUse(trx, s.clientId, { companyId: s.companyId, signature, userId: s.user.id });
  });
}
