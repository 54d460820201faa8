// The category an imported job gets when its own matches none of the board's: one per tenant,
// created as "Other" the first time it is needed. It is remembered by id in the tenant's settings
// (imports.defaultCategoryId), so the tenant can rename it (or point the setting at another
// category) and it stays the default.
import type { Db } from '../db/database.ts';
import {
  categoryBySlug,
  clientSettings,
  findCategory,
  insertCategoryOnce,
  rememberDefaultCategory,
} from './board-repo.ts';
import type { CategoryRef } from './job-fields.ts';

const NAME = 'Other';
const SLUG = 'other';

export async function defaultImportCategory(db: Db, clientId: string): Promise<CategoryRef> {
  const settings = await clientSettings(db, clientId);
  const imports = (settings as Record<string, unknown> | undefined)?.imports;
  const chosen =
    imports && typeof imports === 'object' ? (imports as Record<string, unknown>).defaultCategoryId : undefined;
  if (typeof chosen === 'string' && /^[0-9a-f-]{36}$/i.test(chosen)) {
    const found = await findCategory(db, clientId, chosen);
    if (found) return found;
  }
  // Two imports may need it at once: the unique slug lets one insert win and both read it back.
  await insertCategoryOnce(db, clientId, { name: NAME, slug: SLUG, description: 'Jobs of every other kind.' });
  const category = await categoryBySlug(db, clientId, SLUG);
  await rememberDefaultCategory(db, clientId, category.id);
  return category;
}
