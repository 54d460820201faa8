// The head the server writes into index.html for public page routes, so crawlers and link
// previews that run no JavaScript still see the title, description, canonical URL, Open Graph
// tags and, on a live job's page, its JobPosting structured data. That metadata is the plan's
// `seo_meta`: without it a page keeps only its title and its robots rule (plainHeadHtml).
import { pageSlugOfPath } from '../../shared/pages/paths.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { builtPageMeta, type SeoMeta, type SeoScope } from '../pages/index.ts';
import { articleMeta } from '../journal/index.ts';
import { articleSlugOfPath } from '../../shared/journal/paths.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { escapeHtml, scriptJson } from '../http/escape.ts';
import { originOf, type OriginRequest } from '../http/origin.ts';
import { categoryMeta, companyMeta, jobMeta, PAGES, pageMeta } from './seo-meta.ts';

export type PageHeadContext = { db: Db; tenant: Tenant | null };

const REF = /^[A-Za-z0-9-]{1,220}$/;

function pageSlugOf(pathname: string): string | undefined {
  if (pathname === '/' || pathname === '') return 'home';
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  return PAGES[slug] ? slug : undefined;
}

/** The page's meta; a missing job, company or category still gets a (noindex) title. */
async function metaFor(scope: SeoScope, url: URL): Promise<SeoMeta | null> {
  const ref = (name: string) => {
    const v = url.searchParams.get(name)?.trim();
    return v && REF.test(v) ? v : undefined;
  };
  const fallback = (title: string): SeoMeta => ({
    title: `${title} | ${scope.tenant.name}`,
    description: `Find your next job on ${scope.tenant.name}.`,
    canonical: `${scope.origin}${url.pathname}`,
    ogImage: null,
    ogType: 'website',
    robots: 'noindex,follow',
    jsonLd: null,
  });
  const orMissing = async (load: () => Promise<SeoMeta>, title: string) => {
    try {
      return await load();
    } catch {
      return fallback(title);
    }
  };
  const job = /^\/job-detail\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  if (job !== undefined) {
    const slug = decodeURIComponent(job);
    return REF.test(slug) ? orMissing(() => jobMeta(scope, slug), 'Job not found') : fallback('Job not found');
  }
  if (url.pathname === '/company-profile') {
    const slug = ref('slug') ?? ref('id');
    return slug ? orMissing(() => companyMeta(scope, slug), 'Company not found') : fallback('Company profile');
  }
  if (url.pathname === '/job-category') {
    const slug = ref('slug');
    return slug ? orMissing(() => categoryMeta(scope, slug), 'Job category') : fallback('Job categories');
  }
  // The content pages and named pages (/p/<slug>) of the page builder carry the page's own head.
  const built = pageSlugOfPath(url.pathname);
  if (built) return orMissing(() => builtPageMeta(scope, built), 'Page not found');
  // A journal article carries its own head and Article data (server/journal/seo.ts).
  const article = articleSlugOfPath(url.pathname);
  if (article) return orMissing(() => articleMeta(scope, article), 'Article not found');
  const page = pageSlugOf(url.pathname);
  return page ? pageMeta(scope, page) : null;
}

export function headHtml(m: SeoMeta, siteName: string): string {
  const tags = [
    `<title>${escapeHtml(m.title)}</title>`,
    `<meta name="description" content="${escapeHtml(m.description)}">`,
    `<meta name="robots" content="${escapeHtml(m.robots)}">`,
    `<link rel="canonical" href="${escapeHtml(m.canonical)}">`,
    `<meta property="og:title" content="${escapeHtml(m.title)}">`,
    `<meta property="og:description" content="${escapeHtml(m.description)}">`,
    `<meta property="og:url" content="${escapeHtml(m.canonical)}">`,
    `<meta property="og:type" content="${escapeHtml(m.ogType ?? 'website')}">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    ...(m.ogImage ? [`<meta property="og:image" content="${escapeHtml(m.ogImage)}">`] : []),
    `<meta name="twitter:card" content="${m.ogImage ? 'summary_large_image' : 'summary'}">`,
    ...(m.jsonLd ? [`<script type="application/ld+json">${scriptJson(m.jsonLd)}</script>`] : []),
  ];
  return tags.join('\n');
}

/**
 * The head of a board whose plan has no SEO metadata (`seo_meta`): the title, which every page
 * needs (browsers' tabs, screen readers, WCAG 2.4.2), and the robots rule, so a closed job or a
 * missing page still stays out of search results; no description, canonical URL, Open Graph or
 * structured data.
 */
export function plainHeadHtml(m: SeoMeta): string {
  return [`<title>${escapeHtml(m.title)}</title>`, `<meta name="robots" content="${escapeHtml(m.robots)}">`].join('\n');
}

/** RSS autodiscovery: browsers and feed readers find the board's feed from any public page. */
export function feedLink(tenant: Tenant, origin: string): string {
  if (!featureAllowed(tenant, 'job_rss_feed')) return '';
  const title = escapeHtml(`${tenant.name} — latest jobs`);
  return `<link rel="alternate" type="application/rss+xml" title="${title}" href="${escapeHtml(origin)}/feeds/jobs.rss">`;
}

/**
 * The head tags of a public page at `path` (path and query), or null when the page has no head
 * of its own (private areas, unknown paths) or the host is no tenant's.
 */
export async function renderPageHead(
  ctx: PageHeadContext,
  path: string,
  req: OriginRequest = { protocol: 'https', headers: {} },
): Promise<string | null> {
  const tenant = ctx.tenant;
  if (!tenant) return null;
  const origin = originOf(req, tenant);
  const url = new URL(path, origin);
  const m = await metaFor({ db: ctx.db, tenant, origin }, url);
  if (!m) return null;
  const head = featureAllowed(tenant, 'seo_meta') ? headHtml(m, tenant.name) : plainHeadHtml(m);
  return `${head}\n${feedLink(tenant, origin)}`.trim();
}

/** index.html with its <title> replaced by the head's and the other tags added before </head>. */
export function injectHead(indexHtml: string, head: string): string {
  const title = /<title>[\s\S]*?<\/title>/.exec(head)?.[0];
  const rest = title ? head.replace(title, '').trim() : head;
  let html = indexHtml;
  if (title)
    html = /<title>[\s\S]*?<\/title>/i.test(html)
      ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
      : html.replace(/<\/head>/i, () => `${title}\n</head>`);
  return html.replace(/<\/head>/i, () => `${rest}\n</head>`);
}
