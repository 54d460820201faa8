// A candidate list with one page of its members (search/get/{id}): newest addition first, as
// cards with who added them; `search` matches the members' names and headlines.
import { sql, type SqlBool } from 'kysely';
import type { components } from '@generated/schema';
import { page, type Page } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { candidateCards } from './cards.ts';
import type { Searcher } from './employer.ts';
import { pagingOf } from './paging.ts';
import { listRow, listViews, visibleTo } from './lists-repo.ts';

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
  let base = s.db
    .selectFrom('candidate_list_members as m')
    .innerJoin('users as u', 'u.id', 'm.candidate_id')
    .leftJoin('candidate_profiles as p', (j) =>
      j.onRef('p.user_id', '=', 'u.id').onRef('p.client_id', '=', 'u.client_id'),
    )
    .where('m.list_id', '=', id)
    .where('m.client_id', '=', s.clientId)
    .where(visibleTo(s.companyId));
  const text = q.search?.trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(
      sql<SqlBool>`(concat_ws(' ', u.first_name, u.last_name) ilike ${like} or coalesce(p.headline, '') ilike ${like})`,
    );
  }
  const [members, count, views] = await Promise.all([
    base
      .select(['m.candidate_id', 'm.added_at', 'm.added_by_name'])
      .orderBy('m.added_at', 'desc')
      .orderBy('m.candidate_id')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
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
  return { ...page(items, Number(count.n), pageNo, limit), list };
}
