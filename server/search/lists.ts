// Candidate lists (shortlists) the company's team shares: create, rename, delete, list, and
// membership changes. Names are unique per company whatever their case (409); a list holds at most
// LIST_CAP candidates (400); only candidates the company may see can be added (400 naming the
// field, which does not say whether a refused id exists at all).
import type { components } from '@generated/schema';
import { isUniqueViolation } from '../db/errors.ts';
import type { Db } from '../db/database.ts';
import { page, type Page } from '../http/envelope.ts';
import { alreadyExists, fieldError, notFound } from '../errors/errors.ts';
import { nameOf, type Searcher } from './employer.ts';
import { listRow, listViews, lockLists } from './own-lists.ts';
import { pagingOf } from '../candidates/index.ts';
import { insertMembers, memberCounts, removeMembers, storedMembers, visibleCandidateIds } from './repo/list-members.ts';
import { deleteListsById, insertListRow, listPage, touchLists, updateListRow, type ListRow } from './repo/lists.ts';

type S = components['schemas'];
/**
 * CandidateListAddInput as the validator checked it: the contract's anyOf (listIds or
 * newListName) makes the generated type `unknown`.
 */
export type AddInput = { candidateIds: string[]; listIds?: string[]; newListName?: string };

/** The most members a list holds. */
export const LIST_CAP = 5000;

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
  const ok = new Set(await visibleCandidateIds(db, s, ids));
  if (ids.some((id) => !ok.has(id))) throw fieldError(field, `${field} names candidates that cannot be added`);
}

async function insertList(db: Db, s: Searcher, name: string, description: string | null): Promise<ListRow> {
  return taken(
    insertListRow(db, s.clientId, {
      company_id: s.companyId,
      name: name.trim(),
      description: description?.trim() || null,
      created_by: s.user.id,
      created_by_name: nameOf(s.user),
    }),
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
    memberCounts(db, s.clientId, listIds),
    storedMembers(db, s.clientId, listIds, ids),
  ]);
  const already = new Set(present.map((m) => `${m.list_id} ${m.candidate_id}`));
  const rows = lists.flatMap((l) =>
    ids
      .filter((id) => !already.has(`${l.id} ${id}`))
      .map((id) => ({
        list_id: l.id,
        candidate_id: id,
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
  await insertMembers(db, s.clientId, rows);
}

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
    updateListRow(s.db, s, id, {
      name: input.name.trim(),
      ...(input.description === undefined ? {} : { description: input.description?.trim() || null }),
      updated_at: new Date(),
    }),
  );
  if (!row) throw notFound('No such candidate list');
  const [view] = await listViews(s.db, s, [row]);
  if (!view) throw notFound('No such candidate list');
  return view;
}

export async function deleteLists(s: Searcher, ids: readonly string[]): Promise<S['Done']> {
  return { affected: await deleteListsById(s.db, s, ids) };
}

const SORTS = ['updatedAt', 'name', 'count'] as const;

export async function listLists(s: Searcher, q: S['ListQuery']): Promise<Page<S['CandidateList']>> {
  const sortBy = SORTS.find((k) => k === (q.sortBy || 'updatedAt'));
  if (!sortBy) throw fieldError('sortBy', `sortBy must be one of ${SORTS.join(', ')}`);
  const { page: pageNo, limit, offset } = pagingOf(q);
  const direction = q.sortOrder ?? (sortBy === 'name' ? 'asc' : 'desc');
  const { rows, total } = await listPage(s.db, s, { search: q.search?.trim(), sortBy, direction, limit, offset });
  return page(await listViews(s.db, s, rows), total, pageNo, limit);
}

/** search/add: into existing lists and, with newListName, a new one; answers the lists after. */
export async function addToLists(s: Searcher, input: AddInput): Promise<S['CandidateList'][]> {
  await checkAddable(s.db, s, 'candidateIds', input.candidateIds);
  const rows = await s.db.transaction().execute(async (trx) => {
    const lists = await lockLists(trx, s, input.listIds ?? []);
    if (input.newListName) lists.push(await insertList(trx, s, input.newListName, null));
    await addMembers(trx, s, 'candidateIds', lists, input.candidateIds);
    return touchLists(
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
    if (input.remove?.length) await removeMembers(trx, s.clientId, id, input.remove);
    return touchLists(trx, s, [id]);
  });
  const [view] = await listViews(s.db, s, rows);
  if (!view) throw notFound('No such candidate list');
  return view;
}
