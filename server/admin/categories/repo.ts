// SQL of the console's categories; every query is the board's own (scopedTo).
import { sql, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CategoriesTable } from '../../db/tables-content.ts';
import { scopedTo, type TenantRow } from '../../db/tenant-scope.ts';

export type CategoryRow = Selectable<CategoriesTable>;

/** Top-level categories in their order, each followed by its subcategories in theirs. */
export async function allCategories(db: Db, clientId: string): Promise<CategoryRow[]> {
  return scopedTo(db, clientId)
    .selectFrom('categories')
    .selectAll()
    .orderBy('sort')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function findCategory(db: Db, clientId: string, id: string): Promise<CategoryRow | undefined> {
  return scopedTo(db, clientId).selectFrom('categories').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The board's category of this name ignoring case, if any (optionally other than `exceptId`). */
export async function findByName(
  db: Db,
  clientId: string,
  name: string,
  exceptId?: string,
): Promise<CategoryRow | undefined> {
  let q = scopedTo(db, clientId)
    .selectFrom('categories')
    .selectAll()
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export async function slugTaken(db: Db, clientId: string, slug: string): Promise<boolean> {
  const row = await scopedTo(db, clientId)
    .selectFrom('categories')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined;
}

/** Jobs of any state filed directly under each category. */
export async function jobsPerCategory(db: Db, clientId: string): Promise<Map<string, number>> {
  const rows = await scopedTo(db, clientId)
    .selectFrom('jobs')
    .select((eb) => ['category_id', eb.fn.countAll<string>().as('n')])
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
}

export async function nextSort(db: Db, clientId: string, parentId: string | null): Promise<number> {
  const row = await scopedTo(db, clientId)
    .selectFrom('categories')
    .select((eb) => eb.fn.max<number | null>('sort').as('top'))
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .executeTakeFirst();
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

export async function insertCategory(db: Db, clientId: string, row: TenantRow<'categories'>): Promise<string> {
  const inserted = await scopedTo(db, clientId).insertInto('categories', row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function setCategory(
  db: Db,
  clientId: string,
  id: string,
  patch: Updateable<CategoriesTable>,
): Promise<void> {
  await scopedTo(db, clientId).updateTable('categories').set(patch).where('id', '=', id).execute();
}

/** Jobs keep their category's name beside its id (lists and feeds read it): it follows a rename. */
export async function relabelJobs(db: Db, clientId: string, categoryId: string, name: string): Promise<void> {
  await scopedTo(db, clientId)
    .updateTable('jobs')
    .set({ category_nm: name })
    .where('category_id', '=', categoryId)
    .execute();
}

export async function deleteCategoryRow(db: Db, clientId: string, id: string): Promise<void> {
  await scopedTo(db, clientId).deleteFrom('categories').where('id', '=', id).execute();
}
