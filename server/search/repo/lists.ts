// Candidate lists in the database, always reached as one company's own: another company's list is
// as absent as a missing one. The members are in list-members.ts.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CandidateListsTable } from '../../db/tables-search.ts';
import { scopedTo, type TenantRow } from '../../db/tenant-scope.ts';
import type { Owner } from './owner.ts';
import { visibleTo } from '../../candidates/index.ts';

export type ListRow = Selectable<CandidateListsTable>;

const own = (db: Db, o: Owner) =>
  scopedTo(db, o.clientId).selectFrom('candidate_lists').where('company_id', '=', o.companyId);

export const listById = (db: Db, o: Owner, id: string): Promise<ListRow | undefined> =>
  own(db, o).selectAll().where('id', '=', id).executeTakeFirst();

/** The company's lists among the ids, locked for a membership change, in the order of their ids. */
export const lockListsById = (db: Db, o: Owner, ids: readonly string[]): Promise<ListRow[]> =>
  own(db, o)
    .selectAll()
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forUpdate()
    .execute();

/** Which of the ids are the company's lists. */
export async function ownListIds(db: Db, o: Owner, ids: readonly string[]): Promise<string[]> {
  const rows = await own(db, o)
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((r) => r.id);
}

export const insertListRow = (db: Db, clientId: string, row: TenantRow<'candidate_lists'>): Promise<ListRow> =>
  scopedTo(db, clientId).insertInto('candidate_lists', row).returningAll().executeTakeFirstOrThrow();

/** Renames (and describes) the company's list; undefined when it has none of that id. */
export const updateListRow = (
  db: Db,
  o: Owner,
  id: string,
  set: { name: string; description?: string | null; updated_at: Date },
): Promise<ListRow | undefined> =>
  scopedTo(db, o.clientId)
    .updateTable('candidate_lists')
    .set(set)
    .where('company_id', '=', o.companyId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

/** Marks the company's lists among the ids as changed now, and answers them. */
export const touchLists = (db: Db, o: Owner, ids: readonly string[]): Promise<ListRow[]> =>
  scopedTo(db, o.clientId)
    .updateTable('candidate_lists')
    .set({ updated_at: new Date() })
    .where('company_id', '=', o.companyId)
    .where('id', 'in', [...ids])
    .returningAll()
    .execute();

/** Deletes the company's lists among the ids; answers how many went. */
export async function deleteListsById(db: Db, o: Owner, ids: readonly string[]): Promise<number> {
  const result = await scopedTo(db, o.clientId)
    .deleteFrom('candidate_lists')
    .where('company_id', '=', o.companyId)
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type ListPageQuery = {
  search: string | undefined;
  sortBy: 'updatedAt' | 'name' | 'count';
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
};

/**
 * One page of the company's lists whose name holds `search`, with how many there are. By count,
 * a list is sorted by the members the company may see.
 */
export async function listPage(db: Db, o: Owner, q: ListPageQuery): Promise<{ rows: ListRow[]; total: number }> {
  let base = scopedTo(db, o.clientId).selectFrom('candidate_lists as l').where('l.company_id', '=', o.companyId);
  const text = q.search;
  if (text) base = base.where(sql<boolean>`l.name ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const visibleCount = sql`(select count(*) from candidate_list_members m join users u on u.id = m.candidate_id
    left join candidate_profiles p on p.user_id = u.id and p.client_id = u.client_id
    where m.list_id = l.id and ${visibleTo(o.companyId)})`;
  const key = q.sortBy === 'name' ? sql`lower(l.name)` : q.sortBy === 'count' ? visibleCount : sql`l.updated_at`;
  const [rows, count] = await Promise.all([
    base.selectAll('l').orderBy(key, q.direction).orderBy('l.id').limit(q.limit).offset(q.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
