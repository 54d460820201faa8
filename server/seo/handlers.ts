// Jobs for search engines and aggregators: SEO metadata, sitemaps and the RSS listing.
import { tenantOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { originOf } from '../http/origin.ts';
import { rssListing } from './rss-listing.ts';
import { seoMeta } from './seo-meta.ts';
import { sitemapCount, sitemapUrls, countKind } from './sitemap.ts';

/** URLs per page of the sitemap operations when the caller names no limit. */
const PAGE_SIZE = 1000;

export const feedHandlers = handlers({
  getSeoMeta: async ({ req, params, ctx }) => {
    const tenant = tenantOf(ctx);
    return ok(await seoMeta({ db: ctx.db, tenant, origin: originOf(req, tenant) }, params.kind, params.slug));
  },
  getSitemapCount: async ({ ctx }) => ok(await sitemapCount(ctx.db, tenantOf(ctx).id, PAGE_SIZE)),
  listSitemapUrls: async ({ req, body, ctx }) => {
    const tenant = tenantOf(ctx);
    const page = body.page ?? 1;
    const limit = body.limit ?? PAGE_SIZE;
    const [items, { count }] = await Promise.all([
      sitemapUrls(ctx.db, tenant.id, originOf(req, tenant), body.kind, page, limit),
      countKind(ctx.db, tenant.id, body.kind),
    ]);
    return ok({ items, pagination: { page, limit, total: count, totalPages: Math.ceil(count / limit) } });
  },
  getJobRssListing: async ({ req, body, ctx }) => {
    const tenant = tenantOf(ctx);
    return ok(await rssListing(ctx.db, tenant, originOf(req, tenant), body));
  },
});
