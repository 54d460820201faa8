// Candidate lists (shortlists) the company's team shares: create, rename, delete, list, and
// membership changes. Names are unique per company whatever their case (409); a list holds at most
// LIST_CAP candidates (400); only candidates the company may see can be added (400 naming the
// field, which does not say whether a refused id exists at all).
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import { isUniqueViolation } from '../accounts/users-repo.ts';
import type { Db } from '../db/database.ts';
import { page, type Page } from '../http/envelope.ts';
import { alreadyExists, fieldError, notFound } from '../http/errors.ts';
import { nameOf, type Searcher } from './employer.ts';
import { pagingOf } from './paging.ts';
import {
  addable,
  LIST_CAP,
  listRow,
  listViews,
  lockLists,
  memberCounts,
  visibleTo,
  type ListRow,
} from './lists-repo.ts';

type S = components['schemas'];
/**
 * CandidateListAddInput as the validator checked it: the contract's anyOf (listIds or
 * newListName) makes the generated type `unknown`.
 */
export type AddInput = { candidateIds: string[]; listIds?: string[]; newListName?: string };

const TAKEN = 'Your company already has a candidate list with this name';

async function taken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(TAKEN);
    throw error;
  }
}

async function checkAddable(db: Db, s: Searcher, field: string, ids: readonly string[]): Promise<void> {
  const ok = await addable(db, s, ids);
  if (ids.some((id) => !ok.has(id))) throw fieldError(field, `${field} names candidates that cannot be added`);
}

async function insertList(db: Db, s: Searcher, name: string, description: string | null): Promise<ListRow> {
  return taken(
    db
      .insertInto('candidate_lists')
      .values({
        client_id: s.clientId,
        company_id: s.companyId,
        name: name.trim(),
        description: description?.trim() || null,
        created_by: s.user.id,
        created_by_name: nameOf(s.user),
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

/** Adds the candidates missing from each list, refusing a list that would pass the cap. */
async function addMembers(
  db: Db,
  s: Searcher,
  field: string,
  lists: readonly ListRow[],
  ids: readonly string[],
): Promise<void> {
  if (!ids.length || !lists.length) return;
  const listIds = lists.map((l) => l.id);
  const [counts, present] = await Promise.all([
    memberCounts(db, listIds),
    db
      .selectFrom('candidate_list_members')
      .select(['list_id', 'candidate_id'])
      .where('list_id', 'in', listIds)
      .where('candidate_id', 'in', [...ids])
      .execute(),
  ]);
  const already = new Set(present.map((m) => `${m.list_id} ${m.candidate_id}`));
  const rows = lists.flatMap((l) =>
    ids
      .filter((id) => !already.has(`${l.id} ${id}`))
      .map((id) => ({
        list_id: l.id,
        candidate_id: id,
        client_id: s.clientId,
        added_by: s.user.id,
        added_by_name: nameOf(s.user),
      })),
  );
  for (const l of lists) {
    const adding = rows.filter((r) => r.list_id === l.id).length;
    if ((counts.get(l.id) ?? 0) + adding > LIST_CAP)
      throw fieldError(field, `The list ${l.name} would pass ${LIST_CAP} candidates`);
  }
  if (!rows.length) return;
  await db
    .insertInto('candidate_list_members')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

const touch = (db: Db, s: Searcher, ids: readonly string[]) =>
  db
    .updateTable('candidate_lists')
    .set({ updated_at: new Date() })
    .where('client_id', '=', s.clientId)
    .where('company_id', '=', s.companyId)
    .where('id', 'in', [...ids])
    .returningAll()
    .execute();

export async function createList(s: Searcher, input: S['CandidateListInput']): Promise<S['CandidateList']> {
  const ids = input.candidateIds ?? [];
  await checkAddable(s.db, s, 'candidateIds', ids);
  const row = await s.db.transaction().execute(async (trx) => {
    const list = await insertList(trx, s, input.name, input.description ?? null);
    await addMembers(trx, s, 'candidateIds', [list], ids);
    return list;
  });
  const [view] = await listViews(s.db, s, [row]);
  if (!view) throw notFound('No such candidate list');
  return view;
}

export async function updateList(
  s: Searcher,
  id: string,
  input: S['CandidateListUpdateInput'],
): Promise<S['CandidateList']> {
  const row = await taken(
    s.db
      .updateTable('candidate_lists')
      .set({
        name: input.name.trim(),
        ...(input.description === undefined ? {} : { description: input.description?.trim() || null }),
        updated_at: new Date(),
      })
      .where('client_id', '=', s.clientId)
      .where('company_id', '=', s.companyId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),
  );
  if (!row) throw notFound('No such candidate list');
  const [view] = await listViews(s.db, s, [row]);
  if (!view) throw notFound('No such candidate list');
  return view;
}

export async function deleteLists(s: Searcher, ids: readonly string[]): Promise<S['Done']> {
  const result = await s.db
    .deleteFrom('candidate_lists')
    .where('client_id', '=', s.clientId)
    .where('company_id', '=', s.companyId)
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return { affected: Number(result.numDeletedRows) };
}

const SORTS = ['updatedAt', 'name', 'count'] as const;

export async function listLists(s: Searcher, q: S['ListQuery']): Promise<Page<S['CandidateList']>> {
  const sortBy = SORTS.find((k) => k === (q.sortBy || 'updatedAt'));
  if (!sortBy) throw fieldError('sortBy', `sortBy must be one of ${SORTS.join(', ')}`);
  const { page: pageNo, limit, offset } = pagingOf(q);
  let base = s.db
    .selectFrom('candidate_lists as l')
    .where('l.client_id', '=', s.clientId)
    .where('l.company_id', '=', s.companyId);
  const text = q.search?.trim();
  if (text) base = base.where(sql<boolean>`l.name ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const direction = q.sortOrder ?? (sortBy === 'name' ? 'asc' : 'desc');
  const visibleCount = sql`(select count(*) from candidate_list_members m join users u on u.id = m.candidate_id
    left join candidate_profiles p on p.user_id = u.id and p.client_id = u.client_id
    where m.list_id = l.id and ${visibleTo(s.companyId)})`;
  const key = sortBy === 'name' ? sql`lower(l.name)` : sortBy === 'count' ? visibleCount : sql`l.updated_at`;
  const [rows, count] = await Promise.all([
    base.selectAll('l').orderBy(key, direction).orderBy('l.id').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return page(await listViews(s.db, s, rows), Number(count.n), pageNo, limit);
}

/** search/add: into existing lists and, with newListName, a new one; answers the lists after. */
export async function addToLists(s: Searcher, input: AddInput): Promise<S['CandidateList'][]> {
  await checkAddable(s.db, s, 'candidateIds', input.candidateIds);
  const rows = await s.db.transaction().execute(async (trx) => {
    const lists = await lockLists(trx, s, input.listIds ?? []);
    if (input.newListName) lists.push(await insertList(trx, s, input.newListName, null));
    await addMembers(trx, s, 'candidateIds', lists, input.candidateIds);
    return touch(
      trx,
      s,
      lists.map((l) => l.id),
    );
  });
  return listViews(s.db, s, rows);
}

/** search/update/{id}: `add` first, then `remove`. */
export async function changeMembers(
  s: Searcher,
  id: string,
  input: S['CandidateListMembershipInput'],
): Promise<S['CandidateList']> {
  await listRow(s.db, s, id);
  await checkAddable(s.db, s, 'add', input.add ?? []);
  const rows = await s.db.transaction().execute(async (trx) => {
    const lists = await lockLists(trx, s, [id]);
    await addMembers(trx, s, 'add', lists, input.add ?? []);
    if (input.remove?.length)
      await trx
        .deleteFrom('candidate_list_members')
        .where('list_id', '=', id)
        .where('candidate_id', 'in', input.remove)
        .execute();
    return touch(trx, s, [id]);
  });
  const [view] = await listViews(s.db, s, rows);
  if (!view) throw notFound('No such candidate list');
  return view;
}
