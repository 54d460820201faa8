// Isolation probes of the feeds operations (see types.ts). Each tenant gets a live job of its own;
// the other tenant's job must never appear in SEO metadata, sitemap URLs or the RSS listing.
import { addCategory, addJob } from '../../../jobs-discovery/test/support.ts';
import type { Probe, ProbeMap } from './types.ts';

const liveJob: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  const category = await addCategory(db, world.clientId, `Feed Category ${tag}`);
  const job = await addJob(db, world.clientId, world.companyId, { title: `Feed Analyst ${tag}`, category });
  return { feedJobId: job.id, feedJobSlug: job.slug, feedJobTitle: job.title };
};

export const feedsProbes: ProbeMap = {
  getSeoMeta: {
    setup: liveJob,
    call: (ids) => ({ method: 'GET', path: `/client/api/v1/seo/job/${ids.feedJobSlug}`, as: 'guest' }),
  },
  getSitemapCount: {
    setup: liveJob,
    call: () => ({ method: 'GET', path: '/client/api/v1/company/guest/sitemap-count', as: 'guest' }),
  },
  listSitemapUrls: {
    setup: liveJob,
    call: () => ({
      method: 'POST',
      path: '/client/api/v1/company/guest/sitemap',
      as: 'guest',
      body: { kind: 'job', page: 1, limit: 100 },
    }),
  },
  getJobRssListing: {
    setup: liveJob,
    call: () => ({
      method: 'POST',
      path: '/client/api/v1/jobs/rss-listing',
      as: 'guest',
      body: { page: 1, limit: 50 },
    }),
  },
};
