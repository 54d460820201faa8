// SQL of the board an import writes to: its settings, categories and the importing company, and
// the default category ("Other") an imported job falls back to, remembered in the settings.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export async function clientOf(db: Db, clientId: string) {
  return db
    .selectFrom('clients')
    .select(['id', 'name', 'slug', 'status', 'subscription', 'tier', 'settings', 'appearance'])
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();
}

export async function clientSettings(db: Db, clientId: string): Promise<unknown> {
  const client = await db.selectFrom('clients').select(['settings']).where('id', '=', clientId).executeTakeFirst();
  return client?.settings;
}

export async function companyOf(db: Db, clientId: string, companyId: string) {
  return scopedTo(db, clientId)
    .selectFrom('companies')
    .select(['name', 'logo_uri', 'about', 'website'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
}

export async function boardCategories(db: Db, clientId: string) {
  return scopedTo(db, clientId).selectFrom('categories').select(['id', 'name', 'slug']).execute();
}

export async function findCategory(db: Db, clientId: string, id: string) {
  return scopedTo(db, clientId).selectFrom('categories').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function categoryBySlug(db: Db, clientId: string, slug: string) {
  return scopedTo(db, clientId)
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
}

/** Adds a top-level category unless one with its slug exists (two imports at once: one wins). */
export async function insertCategoryOnce(
  db: Db,
  clientId: string,
  c: { name: string; slug: string; description: string },
): Promise<void> {
  await scopedTo(db, clientId)
    .insertInto('categories', { parent_id: null, name: c.name, slug: c.slug, description: c.description })
    .onConflict((oc) => oc.columns(['client_id', 'slug']).doNothing())
    .execute();
}

/** Remembers the category as the board's default for imports (settings.imports.defaultCategoryId). */
export async function rememberDefaultCategory(db: Db, clientId: string, categoryId: string): Promise<void> {
  await db
    .updateTable('clients')
    .set({
      settings: sql`settings || jsonb_build_object('imports', coalesce(settings->'imports', '{}'::jsonb) || jsonb_build_object('defaultCategoryId', ${categoryId}::text))`,
    })
    .where('id', '=', clientId)
    .execute();
}
