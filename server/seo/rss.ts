// The job RSS feed: its data (jobs/rss-listing, JobRssFeed) and its RSS 2.0 XML (/feeds/jobs.rss).
// Items come from the public Job view, so hidden salaries stay hidden in feeds too.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { type CompanyRow, companiesByIds, type JobRow, jobSummary } from '../jobs/index.ts';
import type { Tenant } from '../http/context.ts';
import { buildDate } from './build-date.ts';
import { escapeXml, plainExcerpt } from '../http/escape.ts';
import { newestLiveJobs } from './feeds-repo.ts';
import { jobPath } from './sitemap.ts';

type S = components['schemas'];
export type RssItem = S['JobRssItem'];
export type RssFeed = S['JobRssFeed'];

/** "Pune, Maharashtra, India", or "Remote (India)" for work from home. */
export function locationText(loc: S['JobLocation'] | null): string {
  if (!loc) return '';
  if (loc.locationType === 'WFH') return loc.country ? `Remote (${loc.country.nm})` : 'Remote';
  return [loc.city?.nm, loc.state?.nm, loc.country?.nm].filter(Boolean).join(', ');
}

export function rssItem(card: S['JobSummary'], description: string | null, origin: string): RssItem {
  return {
    guid: card._id,
    title: card.title ?? '',
    link: `${origin}${jobPath({ id: card._id, slug: card.slug })}`,
    description: plainExcerpt(description, 500),
    pubDate: card.postedAt ?? new Date(0).toISOString(),
    category: card.category.nm || null,
    companyName: card.company.name,
    location: locationText(card.location),
    employmentType: card.employmentType,
    workplaceType: card.workplaceType,
    salary: card.salary,
    expiresAt: card.expiresAt,
  };
}

export function rssChannel(tenant: Tenant, origin: string, items: RssItem[]): RssFeed {
  return {
    title: `Jobs at ${tenant.name}`,
    link: `${origin}/browse-jobs`,
    description: `The newest openings at ${tenant.name}`,
    language: 'en',
    // When the content last changed (RSS 2.0), so the feed's ETag holds still (build-date.ts).
    lastBuildDate: buildDate(items.map((i) => Date.parse(i.pubDate))).toISOString(),
    items,
  };
}

export async function liveJobCards(
  db: Db,
  clientId: string,
  limit: number,
  now: Date,
): Promise<{ row: JobRow; card: S['JobSummary']; company: CompanyRow | undefined }[]> {
  const rows = await newestLiveJobs(db, clientId, limit);
  const companies = await companiesByIds(
    db,
    clientId,
    rows.map((r) => r.company_id),
  );
  return rows.map((row) => {
    const company = companies.get(row.company_id);
    return { row, card: jobSummary(row, company, { kind: 'public' }, now), company };
  });
}

/** RFC 822 dates, as RSS 2.0 requires. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

export function rssXml(feed: RssFeed, selfUrl: string): string {
  const items = feed.items.map(
    (i) =>
      `    <item>\n` +
      `      <title>${escapeXml(i.title)}</title>\n` +
      `      <link>${escapeXml(i.link)}</link>\n` +
      `      <guid isPermaLink="true">${escapeXml(i.link)}</guid>\n` +
      `      <description>${escapeXml(i.description)}</description>\n` +
      `      <pubDate>${rfc822(i.pubDate)}</pubDate>\n` +
      (i.category ? `      <category>${escapeXml(i.category)}</category>\n` : '') +
      `    </item>\n`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n  <channel>\n` +
    `    <title>${escapeXml(feed.title)}</title>\n` +
    `    <link>${escapeXml(feed.link)}</link>\n` +
    `    <description>${escapeXml(feed.description)}</description>\n` +
    `    <language>${feed.language}</language>\n` +
    `    <lastBuildDate>${rfc822(feed.lastBuildDate)}</lastBuildDate>\n` +
    `    <atom:link href="${escapeXml(selfUrl)}" rel="self" type="application/rss+xml"/>\n` +
    items.join('') +
    `  </channel>\n</rss>\n`
  );
}
