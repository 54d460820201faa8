// SQL of the console's categories; every query is the board's own (client_id).
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CategoriesTable } from '../../db/tables-content.ts';

export type CategoryRow = Selectable<CategoriesTable>;

/** Top-level categories in their order, each followed by its subcategories in theirs. */
export async function allCategories(db: Db, clientId: string): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('sort')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function findCategory(db: Db, clientId: string, id: string): Promise<CategoryRow | undefined> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The board's category of this name ignoring case, if any (optionally other than `exceptId`). */
export async function findByName(
  db: Db,
  clientId: string,
  name: string,
  exceptId?: string,
): Promise<CategoryRow | undefined> {
  let q = db
    .selectFrom('categories')
    .selectAll()
    .where('client_id', '=', clientId)
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export async function slugTaken(db: Db, clientId: string, slug: string): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where('client_id', '=', clientId)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined;
}

/** Jobs of any state filed directly under each category. */
export async function jobsPerCategory(db: Db, clientId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => ['category_id', eb.fn.countAll<string>().as('n')])
    .where('client_id', '=', clientId)
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
}

export async function nextSort(db: Db, clientId: string, parentId: string | null): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.max<number | null>('sort').as('top'))
    .where('client_id', '=', clientId)
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .executeTakeFirst();
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}
