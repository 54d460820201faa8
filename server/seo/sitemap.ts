// The tenant's sitemap URLs by kind (jobs, companies, categories, fixed pages and the page
// builder's pages), counted and paged.
// Both the contract's sitemap operations and the plain /sitemap.xml files read from here, so the
// two never disagree about which jobs are listed.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { listVisibleCompanies } from '../jobs/index.ts';
import { sitemapPages } from '../pages/index.ts';
import { countJournalLinks, journalLinks } from '../journal/index.ts';
import { categoryLinks, countCategories, countLiveJobs, liveJobLinks } from './feeds-repo.ts';

type S = components['schemas'];
export type SitemapKind = S['SitemapKind'];
export type SitemapUrl = S['SitemapUrl'];

export const SITEMAP_KINDS: readonly SitemapKind[] = ['job', 'company', 'category', 'page', 'article'];

/** The fixed public pages worth indexing, with how a list of links names them. */
export const FIXED_PAGES = ['/', '/browse-jobs', '/browse-companies'] as const;
const FIXED_TITLES: Record<(typeof FIXED_PAGES)[number], string> = {
  '/': 'Home',
  '/browse-jobs': 'Browse jobs',
  '/browse-companies': 'Companies',
};

export const jobPath = (job: { id: string; slug: string | null }) =>
  `/job-detail/${encodeURIComponent(job.slug ?? job.id)}`;
export const companyPath = (slug: string) => `/company-profile?slug=${encodeURIComponent(slug)}`;
export const categoryPath = (slug: string) => `/job-category?slug=${encodeURIComponent(slug)}`;

export type KindCount = { kind: SitemapKind; count: number; lastmod: Date | null };

export async function countKind(db: Db, clientId: string, kind: SitemapKind): Promise<KindCount> {
  if (kind === 'job') return { kind, ...(await countLiveJobs(db, clientId)) };
  if (kind === 'category') return { kind, ...(await countCategories(db, clientId)) };
  if (kind === 'article') return { kind, ...(await countJournalLinks(db, clientId)) };
  if (kind === 'company') {
    const { total } = await listVisibleCompanies(db, clientId, {}, { by: 'name', desc: false }, 1, 1);
    // Company rows carry no reliable "last changed" across their jobs; null says unknown.
    return { kind, count: total, lastmod: null };
  }
  const [jobs, built] = await Promise.all([countLiveJobs(db, clientId), sitemapPages(db, clientId)]);
  const lastmod = [jobs.lastmod, ...built.map((p) => p.lastmod)].reduce<Date | null>(
    (latest, d) => (d && (!latest || d > latest) ? d : latest),
    null,
  );
  return { kind, count: FIXED_PAGES.length + built.length, lastmod };
}

export async function sitemapCount(db: Db, clientId: string, pageSize: number): Promise<S['SitemapCount']> {
  const counts = await Promise.all(SITEMAP_KINDS.map((k) => countKind(db, clientId, k)));
  return {
    pageSize,
    total: counts.reduce((sum, c) => sum + c.count, 0),
    kinds: counts.map((c) => ({
      kind: c.kind,
      count: c.count,
      pages: Math.ceil(c.count / pageSize),
      lastmod: c.lastmod ? c.lastmod.toISOString() : null,
    })),
  };
}

/** One page (from 1) of `limit` URLs of a kind, absolute on `origin`. */
export async function sitemapUrls(
  db: Db,
  clientId: string,
  origin: string,
  kind: SitemapKind,
  page: number,
  limit: number,
  now: Date = new Date(),
): Promise<SitemapUrl[]> {
  const offset = (page - 1) * limit;
  if (kind === 'job')
    return (await liveJobLinks(db, clientId, offset, limit)).map((j) => ({
      loc: `${origin}${jobPath(j)}`,
      title: j.title ?? 'Job',
      lastmod: j.updated_at.toISOString(),
      changefreq: 'daily',
      priority: 0.8,
    }));
  if (kind === 'category')
    return (await categoryLinks(db, clientId, offset, limit)).map((c) => ({
      loc: `${origin}${categoryPath(c.slug)}`,
      title: c.name,
      lastmod: c.updated_at.toISOString(),
      changefreq: 'daily',
      priority: 0.6,
    }));
  // The journal and its published articles (server/journal/sitemap.ts).
  if (kind === 'article')
    return (await journalLinks(db, clientId, offset, limit)).map((a) => ({
      loc: `${origin}${a.path}`,
      title: a.title,
      lastmod: (a.lastmod ?? now).toISOString(),
      changefreq: 'weekly',
      priority: 0.5,
    }));
  if (kind === 'company') {
    const { rows } = await listVisibleCompanies(db, clientId, {}, { by: 'name', desc: false }, page, limit);
    return rows.map((c) => ({
      loc: `${origin}${companyPath(c.slug)}`,
      title: c.name,
      lastmod: c.updated_at.toISOString(),
      changefreq: 'weekly',
      priority: 0.6,
    }));
  }
  const [{ lastmod }, built] = await Promise.all([countLiveJobs(db, clientId), sitemapPages(db, clientId)]);
  const fixed: SitemapUrl[] = FIXED_PAGES.map((p) => ({
    loc: `${origin}${p}`,
    title: FIXED_TITLES[p],
    lastmod: (lastmod ?? now).toISOString(),
    changefreq: 'daily',
    priority: p === '/' ? 1 : 0.7,
  }));
  // The page builder's content pages and published named pages (server/pages/service.ts).
  const pages: SitemapUrl[] = built.map((p) => ({
    loc: `${origin}${p.path}`,
    title: p.title,
    lastmod: p.lastmod.toISOString(),
    changefreq: 'monthly',
    priority: 0.5,
  }));
  return [...fixed, ...pages].slice(offset, offset + limit);
}
