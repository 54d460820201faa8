// The platform's default pages for a board (shared/pages/default-pages.ts), as page sources with
// stable ids: the same board and slug always get the same ids, and nothing is written to serve them.
import { defaultPage, isDefaultPageSlug } from '../../shared/pages/default-pages.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { nameUuid } from '../master/uuid.ts';
import type { PageSource } from './page-view.ts';
import { busiestCategory } from './pages-repo.ts';

/** When the default texts were last revised: the `updatedAt` of a default page. */
export const DEFAULTS_REVISED_AT = new Date('2026-11-26T00:00:00.000Z');

export async function defaultPageSource(db: Db, tenant: Tenant, slug: string): Promise<PageSource | null> {
  if (!isDefaultPageSlug(slug)) return null;
  const featuredCategory = slug === 'home' ? await busiestCategory(db, tenant.id) : null;
  const page = defaultPage(slug, tenant.name, { featuredCategory });
  if (!page) return null;
  const id = (suffix: string) => nameUuid(`page:${tenant.id}:${slug}${suffix}`);
  return {
    id: id(''),
    slug,
    title: page.title,
    description: page.description,
    updatedAt: DEFAULTS_REVISED_AT,
    isDefault: true,
    blocks: page.blocks.map((b, i) => ({
      id: id(`:${i}`),
      type: b.type,
      settings: b.settings as Record<string, unknown>,
      sortOrder: i,
    })),
  };
}
