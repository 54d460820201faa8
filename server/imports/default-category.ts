// The category an imported job gets when its own matches none of the board's: one per tenant,
// created as "Other" the first time it is needed. It is remembered by id in the tenant's settings
// (imports.defaultCategoryId), so the tenant can rename it (or point the setting at another
// category) and it stays the default.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { CategoryRef } from './job-fields.ts';

const NAME = 'Other';
const SLUG = 'other';

export async function defaultImportCategory(db: Db, clientId: string): Promise<CategoryRef> {
  const client = await db.selectFrom('clients').select(['settings']).where('id', '=', clientId).executeTakeFirst();
  const imports = (client?.settings as Record<string, unknown> | undefined)?.imports;
  const chosen =
    imports && typeof imports === 'object' ? (imports as Record<string, unknown>).defaultCategoryId : undefined;
  if (typeof chosen === 'string' && /^[0-9a-f-]{36}$/i.test(chosen)) {
    const found = await db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('client_id', '=', clientId)
      .where('id', '=', chosen)
      .executeTakeFirst();
    if (found) return found;
  }
  // Two imports may need it at once: the unique slug lets one insert win and both read it back.
  await db
    .insertInto('categories')
    .values({ client_id: clientId, parent_id: null, name: NAME, slug: SLUG, description: 'Jobs of every other kind.' })
    .onConflict((oc) => oc.columns(['client_id', 'slug']).doNothing())
    .execute();
  const category = await db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('client_id', '=', clientId)
    .where('slug', '=', SLUG)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('clients')
    .set({
      settings: sql`settings || jsonb_build_object('imports', coalesce(settings->'imports', '{}'::jsonb) || jsonb_build_object('defaultCategoryId', ${category.id}::text))`,
    })
    .where('id', '=', clientId)
    .execute();
  return category;
}
