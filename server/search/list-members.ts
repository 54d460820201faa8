// A candidate list with one page of its members (search/get/{id}): newest addition first, as
// cards with who added them; `search` matches the members' names and headlines.
import type { components } from '@generated/schema';
import { page, type Page } from '../http/envelope.ts';
import { notFound } from '../errors/errors.ts';
import { candidateCards, pagingOf } from '../candidates/index.ts';
import type { Searcher } from './employer.ts';
import { listRow, listViews } from './own-lists.ts';
import { memberPage } from './repo/list-members.ts';

type S = components['schemas'];
type Query = { page?: number; limit?: S['PageSize']; search?: string };

const iso = (d: Date | string) => new Date(d).toISOString();

export async function listMembers(
  s: Searcher,
  id: string,
  q: Query,
): Promise<Page<S['CandidateListMember']> & { list: S['CandidateList'] }> {
  const row = await listRow(s.db, s, id);
  const { page: pageNo, limit, offset } = pagingOf(q);
  const [{ members, total }, views] = await Promise.all([
    memberPage(s.db, s, id, { search: q.search?.trim(), limit, offset }),
    listViews(s.db, s, [row]),
  ]);
  const [list] = views;
  if (!list) throw notFound('No such candidate list');
  const cards = await candidateCards(
    { db: s.db, clientId: s.clientId, companyId: s.companyId },
    members.map((m) => m.candidate_id),
  );
  const byId = new Map(cards.map((c) => [c._id, c]));
  const items = members.flatMap((m) => {
    const candidate = byId.get(m.candidate_id);
    return candidate ? [{ candidate, addedAt: iso(m.added_at), addedByName: m.added_by_name }] : [];
  });
  return { ...page(items, total, pageNo, limit), list };
}
