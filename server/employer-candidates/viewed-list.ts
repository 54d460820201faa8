// The candidates the company's team viewed (candidate/viewed-candidate/list), one row per
// candidate: how many viewer-days (a colleague viewing on a day counts once, whichever kinds of
// view), first and last view, who viewed last and whether the contact was revealed. Only
// candidates the company may still see are listed: one who turned searching off and never
// applied to the company drops out, like everywhere else employers read candidates.
import type { components } from '@generated/schema';
import { fieldError } from '../errors/errors.ts';
import { page, type Page } from '../http/envelope.ts';
import { pagingOf, candidateCards } from '../candidates/index.ts';
import { revealedAmong } from './reveals-repo.ts';
import { assertPeriod, fullName, iso, type CompanyScope } from './scope.ts';
import { lastViewers, viewedPage } from './viewed-list-repo.ts';

type S = components['schemas'];

const SORTS = ['lastViewedAt', 'viewCount'] as const;

/** The name of whoever viewed each candidate last, within the same filters. */
async function lastViewerNames(s: CompanyScope, q: S['ViewedCandidateQuery'], ids: string[]) {
  const rows = await lastViewers(s.db, s.clientId, s.companyId, q, ids);
  return new Map(
    rows.map((r) => [
      r.candidate_id,
      r.first_name !== null && r.last_name !== null
        ? fullName({ first_name: r.first_name, last_name: r.last_name }) || 'A team member'
        : 'A former team member',
    ]),
  );
}

export async function listViewed(s: CompanyScope, q: S['ViewedCandidateQuery']): Promise<Page<S['ViewedCandidate']>> {
  const sortBy = q.sortBy ?? 'lastViewedAt';
  if (!(SORTS as readonly string[]).includes(sortBy))
    throw fieldError('sortBy', 'Viewed candidates can be sorted by lastViewedAt or viewCount');
  assertPeriod(q.from, q.to);
  const { page: pageNo, limit, offset } = pagingOf(q);
  const dir = q.sortOrder ?? 'desc';
  const { rows, total } = await viewedPage(s.db, s.clientId, s.companyId, q, {
    sortBy: sortBy as (typeof SORTS)[number],
    dir,
    limit,
    offset,
  });
  const ids = rows.map((r) => r.candidate_id);
  const [cards, names, revealed] = await Promise.all([
    candidateCards(s, ids),
    lastViewerNames(s, q, ids),
    revealedAmong(s.db, s, ids),
  ]);
  const byId = new Map(cards.map((c) => [c._id, c]));
  const items = rows.flatMap((r) => {
    const candidate = byId.get(r.candidate_id);
    if (!candidate) return [];
    return [
      {
        candidate,
        viewCount: Math.max(1, Number(r.views)),
        firstViewedAt: iso(r.first_at),
        lastViewedAt: iso(r.last_at),
        lastViewedByName: names.get(r.candidate_id) ?? 'A team member',
        contactViewed: revealed.has(r.candidate_id),
      },
    ];
  });
  return page(items, total, pageNo, limit);
}
