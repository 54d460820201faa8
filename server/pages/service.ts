// Which page a board answers for a slug (getPageData, the page's head, the sitemap):
// - with the plan's page_builder feature, the board's own published page;
// - home, about-us, privacy-policy and terms-of-use otherwise answer the platform's default;
// - any other slug is a named page under /p: it needs custom_pages too, and answers 404 unless the
//   board published it.
import { CONTENT_PAGE_SLUGS, isPageSlug, pagePath } from '../../shared/pages/paths.ts';
import { isDefaultPageSlug } from '../../shared/pages/default-pages.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { notFound } from '../errors/errors.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { DEFAULTS_REVISED_AT, defaultPageSource } from './defaults.ts';
import { pageView, type Page, type PageScope } from './page-view.ts';
import { boardPlan, findPublishedPage, listPublishedPages } from './pages-repo.ts';

type FlagSource = Pick<Tenant, 'subscription' | 'settings'>;

const builds = (t: FlagSource) => featureAllowed(t as Tenant, 'page_builder');
const buildsNamedPages = (t: FlagSource) => builds(t) && featureAllowed(t as Tenant, 'custom_pages');

export const pageMissing = () => notFound('This page does not exist');

export async function getPage(db: Db, scope: PageScope, slug: string): Promise<Page> {
  const { tenant } = scope;
  if (!isPageSlug(slug)) throw pageMissing();
  const own = isDefaultPageSlug(slug) ? builds(tenant) : buildsNamedPages(tenant);
  const stored = own ? await findPublishedPage(db, tenant.id, slug) : undefined;
  if (stored) return pageView({ ...stored, updatedAt: stored.publishedAt }, scope);
  const fallback = await defaultPageSource(db, tenant, slug);
  if (fallback) return pageView(fallback, scope);
  throw pageMissing();
}

/** Whether the board answers its own published page for a slug (not the platform's default). */
export async function hasOwnPage(db: Db, tenant: Tenant, slug: string): Promise<boolean> {
  const own = isDefaultPageSlug(slug) ? builds(tenant) : buildsNamedPages(tenant);
  return own && (await findPublishedPage(db, tenant.id, slug)) !== undefined;
}

/** How the content pages are named in a list of links while the board has not published its own. */
const CONTENT_PAGE_TITLES: Record<(typeof CONTENT_PAGE_SLUGS)[number], string> = {
  'about-us': 'About us',
  'privacy-policy': 'Privacy policy',
  'terms-of-use': 'Terms of use',
};

/**
 * The pages of the builder a sitemap lists (the index page `/` is listed with the fixed pages):
 * the content pages always, the board's published named pages while it may have them.
 */
export async function sitemapPages(
  db: Db,
  clientId: string,
): Promise<Array<{ path: string; title: string; lastmod: Date }>> {
  const plan = await boardPlan(db, clientId);
  if (!plan) return [];
  const published = builds(plan) ? await listPublishedPages(db, clientId) : [];
  const bySlug = new Map(published.map((p) => [p.slug, p]));
  const content = CONTENT_PAGE_SLUGS.map((slug) => ({
    path: pagePath(slug),
    title: bySlug.get(slug)?.title ?? CONTENT_PAGE_TITLES[slug],
    lastmod: bySlug.get(slug)?.publishedAt ?? DEFAULTS_REVISED_AT,
  }));
  const named = buildsNamedPages(plan)
    ? published
        .filter((p) => !isDefaultPageSlug(p.slug))
        .map((p) => ({ path: pagePath(p.slug), title: p.title, lastmod: p.publishedAt }))
    : [];
  return [...content, ...named];
}
