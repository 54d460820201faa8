// The head of each kind of public page (getSeoMeta, and the HTML the server answers for page
// routes). A job's page opens while it is viewable (jobs-discovery/job-page.ts) but only a LIVE job is
// indexable and carries JobPosting data; paused, closed and expired jobs are noindex.
import { findCategoryBySlug } from '../master-data/index.ts';
import { applyJobHeading, jobHeadingOf } from '../board-settings/index.ts';
import { companiesByIds, findVisibleCompany, jobDetail, findJob, isLiveRow, isViewableRow } from '../jobs/index.ts';
import type { Tenant } from '../http/context.ts';
import { notFound } from '../errors/errors.ts';
import { builtPageMeta, type SeoKind, type SeoMeta, type SeoScope } from '../pages/index.ts';
import { CONTENT_PAGE_SLUGS } from '../../shared/pages/paths.ts';
import { plainExcerpt } from '../http/escape.ts';
import { jobPosting } from './job-posting.ts';
import { absoluteUrl } from '../http/origin.ts';
import { categoryPath, companyPath, jobPath } from './sitemap.ts';

const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

/** Fixed public pages by slug ('home' is the index), with their title and path. */
export const PAGES: Readonly<Record<string, { path: string; title: (board: string) => string }>> = {
  home: { path: '/', title: (b) => `${b} — jobs and careers` },
  'browse-jobs': { path: '/browse-jobs', title: (b) => `Browse jobs | ${b}` },
  'browse-companies': { path: '/browse-companies', title: (b) => `Browse companies | ${b}` },
  'recommended-jobs': { path: '/recommended-jobs', title: (b) => `Recommended jobs | ${b}` },
  'about-us': { path: '/about-us', title: (b) => `About us | ${b}` },
  'contact-us': { path: '/contact-us', title: (b) => `Contact us | ${b}` },
  'privacy-policy': { path: '/privacy-policy', title: (b) => `Privacy policy | ${b}` },
  'terms-of-use': { path: '/terms-of-use', title: (b) => `Terms of use | ${b}` },
  journal: { path: '/journal', title: (b) => `Journal | ${b}` },
  'pricing-and-plans': { path: '/pricing-and-plans', title: (b) => `Pricing and plans | ${b}` },
};

function meta(m: Omit<SeoMeta, 'title' | 'description'> & { title: string; description: string }): SeoMeta {
  return { ...m, title: clip(m.title, 200), description: clip(m.description, 500) };
}

export async function jobMeta({ db, tenant, origin }: SeoScope, slug: string, now = new Date()): Promise<SeoMeta> {
  const row = await findJob(db, tenant.id, slug);
  if (!row || !isViewableRow(row)) throw notFound('This job does not exist or is no longer available');
  const companies = await companiesByIds(db, tenant.id, [row.company_id]);
  const company = companies.get(row.company_id);
  const job = jobDetail(row, company, { kind: 'public' }, now);
  const live = isLiveRow(row, now);
  const companyName = job.companyInfo?.companyName || job.company.name || tenant.name;
  const place = job.location?.locationType === 'WFH' ? 'Remote' : job.location?.city?.nm;
  const excerpt = plainExcerpt(job.description, 300);
  return meta({
    title: `${job.title} at ${companyName}${place ? `, ${place}` : ''}`,
    description: excerpt || `${companyName} is hiring a ${job.title}. Apply now on ${tenant.name}.`,
    canonical: `${origin}${jobPath({ id: job._id, slug: job.slug })}`,
    ogImage: absoluteUrl(origin, job.companyInfo?.logo ?? job.company.logoUri ?? job.company.externalLogoUrl),
    ogType: 'article',
    robots: live ? 'index,follow' : 'noindex,follow',
    jsonLd: live ? jobPosting(job, company, tenant, origin) : null,
  });
}

export async function companyMeta({ db, tenant, origin }: SeoScope, slug: string): Promise<SeoMeta> {
  const c = await findVisibleCompany(db, tenant.id, slug);
  if (!c) throw notFound('No such company');
  const logo = absoluteUrl(origin, c.logo_uri ?? c.external_logo_url);
  return meta({
    title: `${c.name} — jobs and company profile | ${tenant.name}`,
    description:
      plainExcerpt(c.about, 300) ||
      `${c.name} has ${c.open_jobs} open job${c.open_jobs === 1 ? '' : 's'} on ${tenant.name}.`,
    canonical: `${origin}${companyPath(c.slug)}`,
    ogImage: logo,
    ogType: 'profile',
    robots: 'index,follow',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: c.name,
      url: `${origin}${companyPath(c.slug)}`,
      ...(c.website ? { sameAs: c.website } : {}),
      ...(logo ? { logo } : {}),
    },
  });
}

export async function categoryMeta({ db, tenant, origin }: SeoScope, slug: string): Promise<SeoMeta> {
  const c = await findCategoryBySlug(db, tenant.id, slug);
  if (!c) throw notFound('No such category');
  return meta({
    title: `${c.name} jobs | ${tenant.name}`,
    description: plainExcerpt(c.description, 300) || `Open ${c.name} jobs on ${tenant.name}.`,
    canonical: `${origin}${categoryPath(c.slug)}`,
    ogImage: null,
    ogType: 'website',
    robots: 'index,follow',
    jsonLd: null,
  });
}

/** A fixed text in the board's word for "Job", the board's name (which may say "Jobs") kept. */
function inBoardWords(tenant: Tenant, text: (board: string) => string): string {
  const board = '\u0000';
  return applyJobHeading(text(board), jobHeadingOf(tenant.settings)).replace(board, () => tenant.name);
}

export function pageMeta({ tenant, origin }: SeoScope, slug: string): SeoMeta {
  const page = PAGES[slug];
  if (!page) throw notFound('No such page');
  return meta({
    title: inBoardWords(tenant, page.title),
    description: inBoardWords(
      tenant,
      (b) => `Find your next job on ${b}: browse open positions and companies, and apply online.`,
    ),
    canonical: `${origin}${page.path}`,
    ogImage: null,
    ogType: 'website',
    robots: 'index,follow',
    jsonLd: null,
  });
}

export async function seoMeta(scope: SeoScope, kind: SeoKind, slug: string): Promise<SeoMeta> {
  if (kind === 'job') return jobMeta(scope, slug);
  if (kind === 'company') return companyMeta(scope, slug);
  if (kind === 'category') return categoryMeta(scope, slug);
  // Content pages and named pages come from the page builder; the other fixed pages stay here.
  if ((CONTENT_PAGE_SLUGS as readonly string[]).includes(slug) || !PAGES[slug]) return builtPageMeta(scope, slug);
  return pageMeta(scope, slug);
}
