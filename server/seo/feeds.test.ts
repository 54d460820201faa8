// Search engines and aggregators over real HTTP: the server-rendered head of job pages (JobPosting
// JSON-LD for live jobs only), robots.txt, sitemaps, the RSS and Indeed feeds, per host. A job
// leaves every feed the moment it stops being live, and no host ever lists another tenant's job.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addJob, PLACES } from '../jobs-discovery/test/support.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import type { Call } from '../test/http-client.ts';
import { startPageApp, type PageApp } from '../test/page-app.ts';
import { makeCompany } from '../test/world.ts';
import { childrenNamed, parseXml, textOf } from './test/xml.ts';

let server: TestServer;
let pageApp: PageApp | undefined;
let pages: Call;
const TRICKY = 'Ops & <Data> Lead </script><script>alert(1)</script>';
const jobs: Record<string, { id: string; slug: string }> = {};
const EXPIRES = new Date(Date.now() + 30 * 86_400_000);

const text = async (path: string, host = HOST_A) => {
  const res = await server.call<string>('GET', path, { host });
  return { status: res.status, body: res.body, type: String(res.headers['content-type']) };
};
const page = (path: string, host = HOST_A) =>
  pages<string>('GET', path, { host, headers: { accept: 'text/html,application/xhtml+xml' } });

function jsonLd(html: string): Record<string, unknown>[] {
  const found = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return found.map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>);
}

async function jobsSitemap(host = HOST_A): Promise<string> {
  const index = await text('/sitemap.xml', host);
  const locs = childrenNamed(parseXml(index.body), 'sitemap').map((s) => textOf(s, 'loc') ?? '');
  const jobFile = locs.find((l) => l.includes('/sitemaps/jobs-1.xml'));
  if (!jobFile) return '';
  return (await text(new URL(jobFile).pathname, host)).body;
}

const setStatus = (id: string, status: 'ACTIVE' | 'PAUSED') =>
  server.database.db.updateTable('jobs').set({ status }).where('id', '=', id).execute();

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const a = server.tenantA;
  const company = await makeCompany(db, a, 'Kestrel & Co');
  await db
    .updateTable('companies')
    .set({ website: 'https://kestrel.example', logo_uri: '/files/kestrel-logo.png' })
    .where('id', '=', company)
    .execute();
  const ops = await addCategory(db, a, 'Operations & Logistics');
  jobs.live = await addJob(db, a, company, {
    title: TRICKY,
    category: ops,
    employment_type: 'CONTRACT',
    salary: { min: 900_000, max: 1_400_000, currency: 'INR', period: 'YEARLY' },
    expires_at: EXPIRES,
  });
  jobs.remote = await addJob(db, a, company, {
    title: 'Remote Support Engineer',
    category: ops,
    wfh: true,
    employment_type: 'INTERNSHIP',
    redirect_url: 'https://apply.example/remote',
    salary: { min: 50, max: 80, currency: 'USD', period: 'HOURLY' },
    is_salary_visible: false,
  });
  jobs.paused = await addJob(db, a, company, { title: 'Paused Planner', category: ops, status: 'PAUSED' });
  const b = server.tenantB;
  const rival = await makeCompany(db, b, 'Globex Corp');
  const bCat = await addCategory(db, b, 'Finance');
  jobs.other = await addJob(db, b, rival, { title: 'Globex Treasury Analyst', category: bCat, city: PLACES.mumbai });

  const dist = mkdtempSync(join(tmpdir(), 'seo-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Jobs</title></head><body><div id="root"></div></body></html>',
  );
  pageApp = await startPageApp(server, dist);
  pages = pageApp.call;
});

afterAll(async () => {
  await pageApp?.app.close();
  await server?.close();
});

describe('job page head without JavaScript', () => {
  it('carries a complete JobPosting for a live job, escaped', async () => {
    const res = await page(`/job-detail/${jobs.live?.slug}`);
    expect(res.status).toBe(200);
    const html = res.body;
    // One <title>, the job's, escaped; the tricky title never opens a tag of its own.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Ops &amp; &lt;Data&gt; Lead &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(`<link rel="canonical" href="http://${HOST_A}/job-detail/${jobs.live?.slug}">`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta name="description"');
    const [ld, ...rest] = jsonLd(html);
    expect(rest).toHaveLength(0);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: TRICKY,
      employmentType: 'CONTRACTOR',
      validThrough: EXPIRES.toISOString(),
      directApply: true,
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Kestrel & Co',
        sameAs: 'https://kestrel.example',
        logo: `http://${HOST_A}/files/kestrel-logo.png`,
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Pune',
          addressRegion: 'Maharashtra',
          addressCountry: 'IN',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 900_000, maxValue: 1_400_000, unitText: 'YEAR' },
      },
      identifier: { '@type': 'PropertyValue', name: 'Acme Careers', value: jobs.live?.id },
    });
    expect(String(ld?.description)).toContain('<p>We are hiring');
    expect(Date.parse(String(ld?.datePosted))).not.toBeNaN();
  });

  it('marks a remote redirect job TELECOMMUTE, not direct apply, with no hidden salary', async () => {
    const [ld] = jsonLd((await page(`/job-detail/${jobs.remote?.slug}`)).body);
    expect(ld).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'IN' },
      employmentType: 'INTERN',
      directApply: false,
    });
    expect(ld).not.toHaveProperty('baseSalary');
    expect(ld).not.toHaveProperty('jobLocation');
  });

  it('gives a paused job a title but no JSON-LD, and noindex', async () => {
    const html = (await page(`/job-detail/${jobs.paused?.slug}`)).body;
    expect(html).toContain('<title>Paused Planner at Kestrel &amp; Co, Pune</title>');
    expect(html).toContain('content="noindex,follow"');
    expect(jsonLd(html)).toHaveLength(0);
  });

  it("never renders another tenant's job on this host", async () => {
    const html = (await page(`/job-detail/${jobs.other?.slug}`)).body;
    expect(html).not.toContain('Globex Treasury Analyst');
    expect(jsonLd(html)).toHaveLength(0);
  });

  it('titles browse-jobs and the category page; private areas keep the app title', async () => {
    expect((await page('/browse-jobs')).body).toContain('<title>Browse jobs | Acme Careers</title>');
    const slug = (
      await server.database.db
        .selectFrom('categories')
        .select('slug')
        .where('client_id', '=', server.tenantA)
        .where('name', '=', 'Operations & Logistics')
        .executeTakeFirstOrThrow()
    ).slug;
    expect((await page(`/job-category?slug=${slug}`)).body).toContain(
      '<title>Operations &amp; Logistics jobs | Acme Careers</title>',
    );
    expect((await page('/employer/my-jobs')).body).toContain('<title>Jobs</title>');
  });
});

describe('robots and feeds per host', () => {
  it('robots.txt points at the host sitemap and keeps private areas out', async () => {
    const robots = await text('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain(`Sitemap: http://${HOST_A}/sitemap.xml`);
    for (const p of ['/employer/', '/jobsseekers/', '/client/']) expect(robots.body).toContain(`Disallow: ${p}`);
    expect((await text('/robots.txt', HOST_B)).body).toContain(`Sitemap: http://${HOST_B}/sitemap.xml`);
  });

  it('keeps the port a board is reached on (hosts are stored without one), but not a standard one', async () => {
    expect((await text('/robots.txt', `${HOST_A}:4173`)).body).toContain(`Sitemap: http://${HOST_A}:4173/sitemap.xml`);
    expect((await text('/robots.txt', `${HOST_A}:80`)).body).toContain(`Sitemap: http://${HOST_A}/sitemap.xml`);
    const html = (await page(`/job-detail/${jobs.live?.slug}`, `${HOST_A}:4173`)).body;
    expect(html).toContain(`<link rel="canonical" href="http://${HOST_A}:4173/job-detail/${jobs.live?.slug}">`);
  });

  it('lists live jobs in the sitemap, RSS and Indeed feeds, and drops them once paused', async () => {
    const live = jobs.live?.slug ?? '';
    const sitemap = await jobsSitemap();
    const locs = childrenNamed(parseXml(sitemap), 'url').map((u) => textOf(u, 'loc'));
    expect(locs).toContain(`http://${HOST_A}/job-detail/${live}`);
    expect(locs).not.toContain(`http://${HOST_A}/job-detail/${jobs.paused?.slug}`);

    const rss = await text('/feeds/jobs.rss');
    expect(rss.type).toContain('application/rss+xml');
    const doc = parseXml(rss.body);
    expect(doc.name).toBe('rss');
    expect(doc.attrs.version).toBe('2.0');
    const channel = childrenNamed(doc, 'channel')[0];
    if (!channel) throw new Error('no channel');
    for (const el of ['title', 'link', 'description', 'language', 'lastBuildDate'])
      expect(textOf(channel, el)).toBeTruthy();
    const items = childrenNamed(channel, 'item');
    // The last change of the content, not the request's time, so the feed's ETag holds still.
    const newest = Math.max(...items.map((i) => Date.parse(textOf(i, 'pubDate') ?? '')));
    expect(Date.parse(textOf(channel, 'lastBuildDate') ?? '')).toBe(newest);
    const item = items.find((i) => textOf(i, 'title') === TRICKY);
    expect(item).toBeDefined();
    if (!item) return;
    expect(textOf(item, 'link')).toBe(`http://${HOST_A}/job-detail/${live}`);
    expect(childrenNamed(item, 'guid')[0]?.attrs.isPermaLink).toBe('true');
    expect(textOf(item, 'pubDate')).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(textOf(item, 'category')).toBe('Operations & Logistics');
    expect(rss.body).toContain('Ops &amp; &lt;Data&gt;');
    expect(items.map((i) => textOf(i, 'title'))).not.toContain('Paused Planner');

    const indeed = parseXml((await text('/feeds/indeed.xml')).body);
    expect(indeed.name).toBe('source');
    expect(textOf(indeed, 'publisher')).toBe('Acme Careers');
    const posted = childrenNamed(indeed, 'job').map((j) => Date.parse(textOf(j, 'date') ?? ''));
    expect(Date.parse(textOf(indeed, 'lastBuildDate') ?? '')).toBe(Math.max(...posted));
    const job = childrenNamed(indeed, 'job').find((j) => textOf(j, 'referencenumber') === jobs.live?.id);
    expect(job && textOf(job, 'title')).toBe(TRICKY);
    expect(job && textOf(job, 'city')).toBe('Pune');
    expect(job && textOf(job, 'jobtype')).toBe('contract');
    expect(job && textOf(job, 'salary')).toBe('INR 900000-1400000 per year');

    await setStatus(jobs.live?.id ?? '', 'PAUSED');
    try {
      expect(await jobsSitemap()).not.toContain(live);
      expect((await text('/feeds/jobs.rss')).body).not.toContain(live);
      expect((await text('/feeds/indeed.xml')).body).not.toContain(live);
      expect(jsonLd((await page(`/job-detail/${live}`)).body)).toHaveLength(0);
    } finally {
      await setStatus(jobs.live?.id ?? '', 'ACTIVE');
    }
  });

  it("never lists another tenant's job", async () => {
    const bodies = [await jobsSitemap(), (await text('/feeds/jobs.rss')).body, (await text('/feeds/indeed.xml')).body];
    for (const b of bodies) expect(b).not.toContain('Globex Treasury Analyst');
    const other = [
      await jobsSitemap(HOST_B),
      (await text('/feeds/jobs.rss', HOST_B)).body,
      (await text('/feeds/indeed.xml', HOST_B)).body,
    ];
    for (const b of other) {
      expect(b).toContain(jobs.other?.slug);
      expect(b).not.toContain(jobs.live?.slug);
      expect(b).not.toContain('Kestrel');
    }
  });

  it('answers 404 on a host that is no tenant', async () => {
    expect((await text('/feeds/jobs.rss', 'nobody.test')).status).toBe(404);
  });
});

describe('contract operations', () => {
  it('counts and lists sitemap URLs with the same live rule', async () => {
    const count = await server.call<{ data: { kinds: { kind: string; count: number }[] } }>(
      'GET',
      '/client/api/v1/company/guest/sitemap-count',
      { host: HOST_A },
    );
    expect(count.status).toBe(200);
    expect(count.body.data.kinds.find((k) => k.kind === 'job')?.count).toBe(2);
    // The three fixed pages and the page builder's about, privacy and terms pages.
    expect(count.body.data.kinds.find((k) => k.kind === 'page')?.count).toBe(6);
    const list = await server.call<{ data: { items: { loc: string }[]; pagination: { total: number } } }>(
      'POST',
      '/client/api/v1/company/guest/sitemap',
      { host: HOST_A, body: { kind: 'job', page: 1, limit: 1 } },
    );
    expect(list.status).toBe(200);
    expect(list.body.data.items).toHaveLength(1);
    expect(list.body.data.pagination.total).toBe(2);
    // Each URL is named for people (the HTML sitemap): pages by their titles.
    const pages = await server.call<{ data: { items: { loc: string; title: string }[] } }>(
      'POST',
      '/client/api/v1/company/guest/sitemap',
      { host: HOST_A, body: { kind: 'page', page: 1, limit: 10 } },
    );
    expect(pages.body.data.items.map((i) => i.title)).toEqual([
      'Home',
      'Browse jobs',
      'Companies',
      'About us',
      'Privacy policy',
      'Terms of use',
    ]);
  });

  it('answers the RSS listing as JSON items', async () => {
    const res = await server.call<{ data: { title: string; items: { guid: string; title: string; link: string }[] } }>(
      'POST',
      '/client/api/v1/jobs/rss-listing',
      { host: HOST_A, body: { page: 1, limit: 10 } },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.title).toBe('Jobs at Acme Careers');
    expect(res.body.data.items.map((i) => i.guid).sort()).toEqual([jobs.live?.id, jobs.remote?.id].sort());
  });

  it('answers SeoMeta with JSON-LD for a live job only, 404 for another tenant', async () => {
    type Meta = { data: { canonical: string; robots: string; jsonLd: Record<string, unknown> | null } };
    const live = await server.call<Meta>('GET', `/client/api/v1/seo/job/${jobs.live?.slug}`, { host: HOST_A });
    expect(live.status).toBe(200);
    expect(live.body.data.jsonLd?.['@type']).toBe('JobPosting');
    expect(live.body.data.robots).toBe('index,follow');
    const paused = await server.call<Meta>('GET', `/client/api/v1/seo/job/${jobs.paused?.slug}`, { host: HOST_A });
    expect(paused.body.data.jsonLd).toBeNull();
    expect(paused.body.data.robots).toBe('noindex,follow');
    expect((await server.call('GET', `/client/api/v1/seo/job/${jobs.other?.slug}`, { host: HOST_A })).status).toBe(404);
    expect((await server.call('GET', '/client/api/v1/seo/page/browse-jobs', { host: HOST_A })).status).toBe(200);
  });
});
