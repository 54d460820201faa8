// Saved searches in the database, always reached as one company's own: another company's saved
// search is as absent as a missing one.
import { sql, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SavedSearchesTable } from '../../db/tables-search.ts';
import { scopedTo, type TenantRow } from '../../db/tenant-scope.ts';
import type { Owner } from './owner.ts';

export type SavedSearchRow = Selectable<SavedSearchesTable>;

const own = (db: Db, o: Owner) =>
  scopedTo(db, o.clientId).selectFrom('saved_searches').where('company_id', '=', o.companyId);

export const savedSearchById = (db: Db, o: Owner, id: string): Promise<SavedSearchRow | undefined> =>
  own(db, o).selectAll().where('id', '=', id).executeTakeFirst();

export const insertSavedSearch = (
  db: Db,
  clientId: string,
  row: TenantRow<'saved_searches'>,
): Promise<SavedSearchRow> =>
  scopedTo(db, clientId).insertInto('saved_searches', row).returningAll().executeTakeFirstOrThrow();

/** Changes the company's saved search; undefined when it has none of that id. */
export const updateSavedSearchRow = (
  db: Db,
  o: Owner,
  id: string,
  set: Updateable<SavedSearchesTable>,
): Promise<SavedSearchRow | undefined> =>
  scopedTo(db, o.clientId)
    .updateTable('saved_searches')
    .set(set)
    .where('company_id', '=', o.companyId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

/** Records a run of the company's saved search (no row back: the caller holds it). */
export async function recordSavedSearchRun(
  db: Db,
  o: Owner,
  id: string,
  run: Pick<Updateable<SavedSearchesTable>, 'previous_ids' | 'matched_ids' | 'result_count' | 'last_run_at'>,
): Promise<void> {
  await scopedTo(db, o.clientId)
    .updateTable('saved_searches')
    .set(run)
    .where('company_id', '=', o.companyId)
    .where('id', '=', id)
    .execute();
}

export type SavedSearchPageQuery = {
  search: string | undefined;
  sortBy: 'updated_at' | 'name';
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
};

/** One page of the company's saved searches whose name holds `search`, with how many there are. */
export async function savedSearchPage(
  db: Db,
  o: Owner,
  q: SavedSearchPageQuery,
): Promise<{ rows: SavedSearchRow[]; total: number }> {
  let base = own(db, o);
  const text = q.search;
  if (text) base = base.where(sql<boolean>`name ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(q.sortBy === 'name' ? sql`lower(name)` : sql.ref(q.sortBy), q.direction)
      .orderBy('id')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Deletes the company's saved searches among the ids; answers how many went. */
export async function deleteSavedSearchesById(db: Db, o: Owner, ids: readonly string[]): Promise<number> {
  const result = await scopedTo(db, o.clientId)
    .deleteFrom('saved_searches')
    .where('company_id', '=', o.companyId)
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
