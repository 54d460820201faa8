// Plain routes for crawlers and aggregators, per host: robots.txt, the sitemap index and its
// files, the RSS feed and the Indeed XML feed. Each host answers with its own tenant's live jobs
// only, on URLs of the tenant's primary host; a host that is no tenant's answers 404, and so does
// a feed the board's plan lacks (each names its flags: the Indeed feed is the board's XML feed for
// aggregators, job_xml_feed, in Indeed's format, job_indeed_feed: it needs both).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps, Tenant } from '../http/context.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { indeedXml } from './indeed.ts';
import { originOf } from '../http/origin.ts';
import { liveJobCards, rssChannel, rssItem, rssXml } from './rss.ts';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';
import { countKind, sitemapUrls, type SitemapUrl } from './sitemap.ts';

/** The sitemaps.org limit of URLs per file. */
export const JOBS_PER_SITEMAP = 50_000;
export const RSS_ITEMS = 100;
/** A ceiling on one Indeed feed; boards this large should page their feeds. */
const INDEED_MAX = 50_000;

const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain; charset=utf-8').send('Not found');

function send(reply: FastifyReply, type: string, body: string) {
  // Crawlers fetch these often; a short shared cache spares the database without hiding new jobs long.
  return reply.type(type).header('cache-control', 'public, max-age=300').send(body);
}

type Route = (req: FastifyRequest, reply: FastifyReply, tenant: Tenant, origin: string) => Promise<unknown>;

export function registerFeeds(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const tenantRoute =
    (features: readonly string[], route: Route) =>
    async (req: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
      const tenant = req.ctx.tenant;
      if (!tenant || tenant.status !== 'active' || !features.every((f) => featureAllowed(tenant, f)))
        return notFound(reply);
      return route(req, reply, tenant, originOf(req, tenant));
    };

  app.get(
    '/robots.txt',
    tenantRoute([], async (_req, reply, tenant, origin) => {
      const lines = [
        'User-agent: *',
        'Allow: /',
        'Disallow: /employer/',
        'Disallow: /jobsseekers/',
        'Disallow: /client/',
        ...(featureAllowed(tenant, 'sitemap') ? ['', `Sitemap: ${origin}/sitemap.xml`] : []),
      ];
      return send(reply, 'text/plain; charset=utf-8', `${lines.join('\n')}\n`);
    }),
  );

  app.get(
    '/sitemap.xml',
    tenantRoute(['sitemap'], async (_req, reply, tenant, origin) => {
      const jobs = await countKind(db, tenant.id, 'job');
      const pages = await countKind(db, tenant.id, 'page');
      const files = Array.from({ length: Math.ceil(jobs.count / JOBS_PER_SITEMAP) }, (_, i) => ({
        loc: `${origin}/sitemaps/jobs-${i + 1}.xml`,
        lastmod: jobs.lastmod?.toISOString() ?? null,
      }));
      files.push({ loc: `${origin}/sitemaps/pages.xml`, lastmod: pages.lastmod?.toISOString() ?? null });
      return send(reply, 'application/xml; charset=utf-8', sitemapIndexXml(files));
    }),
  );

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    tenantRoute(['sitemap'], async (req, reply, tenant, origin) => {
      const file = (req.params as { file: string }).file;
      let urls: SitemapUrl[];
      const n = /^jobs-([1-9]\d{0,5})\.xml$/.exec(file)?.[1];
      if (n) {
        urls = await sitemapUrls(db, tenant.id, origin, 'job', Number(n), JOBS_PER_SITEMAP);
        if (!urls.length) return notFound(reply);
      } else if (file === 'pages.xml') {
        const [pages, categories, companies, articles] = await Promise.all([
          sitemapUrls(db, tenant.id, origin, 'page', 1, JOBS_PER_SITEMAP),
          sitemapUrls(db, tenant.id, origin, 'category', 1, JOBS_PER_SITEMAP),
          sitemapUrls(db, tenant.id, origin, 'company', 1, JOBS_PER_SITEMAP),
          sitemapUrls(db, tenant.id, origin, 'article', 1, JOBS_PER_SITEMAP),
        ]);
        urls = [...pages, ...categories, ...companies, ...articles].slice(0, JOBS_PER_SITEMAP);
      } else return notFound(reply);
      return send(reply, 'application/xml; charset=utf-8', urlSetXml(urls));
    }),
  );

  app.get(
    '/feeds/jobs.rss',
    tenantRoute(['job_rss_feed'], async (_req, reply, tenant, origin) => {
      const now = new Date();
      const jobs = await liveJobCards(db, tenant.id, RSS_ITEMS, now);
      const items = jobs.map((j) => rssItem(j.card, j.row.description, origin));
      const xml = rssXml(rssChannel(tenant, origin, items), `${origin}/feeds/jobs.rss`);
      return send(reply, 'application/rss+xml; charset=utf-8', xml);
    }),
  );

  app.get(
    '/feeds/indeed.xml',
    tenantRoute(['job_xml_feed', 'job_indeed_feed'], async (_req, reply, tenant, origin) => {
      const now = new Date();
      const jobs = await liveJobCards(db, tenant.id, INDEED_MAX, now);
      return send(reply, 'application/xml; charset=utf-8', indeedXml(tenant, origin, jobs));
    }),
  );
}
