// jobs/rss-listing: the RSS feed's data under the public job search's filters (the same query as
// jobs/get-job-list, so the feed lists exactly the live jobs the board shows for those filters).
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { searchJobs } from '../jobs-discovery/index.ts';
import type { Tenant } from '../http/context.ts';
import { badRequest } from '../errors/errors.ts';
import { jobDescriptions } from './feeds-repo.ts';
import { rssChannel, rssItem, type RssFeed } from './rss.ts';

type JobSearchQuery = components['schemas']['JobSearchQuery'];

export async function rssListing(
  db: Db,
  tenant: Tenant,
  origin: string,
  query: JobSearchQuery,
  now: Date = new Date(),
): Promise<RssFeed> {
  if (query.mine) throw badRequest('The RSS feed lists public jobs only');
  const page = await searchJobs(db, tenant.id, null, { ...query, sort: query.sort ?? 'newest' }, now, {
    settings: tenant.settings,
  });
  const descriptions = await jobDescriptions(
    db,
    tenant.id,
    page.items.map((i) => i._id),
  );
  const items = page.items.map((card) => rssItem(card, descriptions.get(card._id) ?? null, origin));
  return rssChannel(tenant, origin, items);
}
