// SQL of a tenant's job categories.
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { CategoriesTable } from '../db/tables-content.ts';
import type { DefaultCategory } from './default-categories.ts';
import { escapeLike } from '../db/like.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export type CategoryRow = Selectable<CategoriesTable>;

export async function hasCategories(db: Db, clientId: string): Promise<boolean> {
  const row = await scopedTo(db, clientId).selectFrom('categories').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Marks the board given its default categories; false when it was already (by any process). */
export async function claimCategorySeeding(db: Db, clientId: string): Promise<boolean> {
  const row = await db
    .updateTable('clients')
    .set({ categories_seeded_at: new Date() })
    .where('id', '=', clientId)
    .where('categories_seeded_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertCategories(db: Db, clientId: string, list: DefaultCategory[]): Promise<void> {
  if (!list.length) return;
  // A new board's categories start in alphabetical order; the admin reorders them in the console.
  const byName = [...list].sort((x, y) => x.name.localeCompare(y.name));
  await scopedTo(db, clientId)
    .insertInto(
      'categories',
      byName.map((c, sort) => ({
        parent_id: null,
        name: c.name,
        slug: c.slug,
        description: c.description,
        icon: null,
        sort,
      })),
    )
    .onConflict((oc) => oc.columns(['client_id', 'slug']).doNothing())
    .execute();
}

export async function listCategoryRows(
  db: Db,
  clientId: string,
  f: { search?: string; parentId?: string },
): Promise<CategoryRow[]> {
  let q = scopedTo(db, clientId).selectFrom('categories').selectAll();
  const search = f.search?.trim();
  if (search) q = q.where('name', 'ilike', `%${escapeLike(search)}%`);
  if (f.parentId) q = q.where('parent_id', '=', f.parentId);
  // The board's own order (the console's categories section), then by name.
  return q.orderBy('sort').orderBy('name').orderBy('id').execute();
}

export async function findCategoryBySlug(db: Db, clientId: string, slug: string): Promise<CategoryRow | undefined> {
  return scopedTo(db, clientId).selectFrom('categories').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function childCategories(db: Db, clientId: string, parentId: string): Promise<CategoryRow[]> {
  return scopedTo(db, clientId)
    .selectFrom('categories')
    .selectAll()
    .where('parent_id', '=', parentId)
    .orderBy('sort')
    .orderBy('name')
    .execute();
}

/** Every category's parent, for adding subcategories' job counts to their parents. */
export async function categoryParents(db: Db, clientId: string): Promise<Map<string, string | null>> {
  const rows = await scopedTo(db, clientId).selectFrom('categories').select(['id', 'parent_id']).execute();
  return new Map(rows.map((r) => [r.id, r.parent_id]));
}
