// The jobs widget over real HTTP: an employer sets the origins allowed to embed its company's
// widget (full origins only, 400 naming the entry); the data answers only a listed Origin, with
// CORS, Vary, a short Cache-Control and an ETag; only the company's own live jobs, filtered by
// category or place, with absolute links on the board; the script and the iframe page with their
// own headers while every other response keeps the defaults; nothing across boards.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { addCategory, addJob } from '../jobs-discovery/test/support.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';

type S = components['schemas'];
type Answer<T> = { code: string; message: string; data: T };

const ACME = 'https://acme.example';
const api = (p: string) => `/client/api/v1/jobs-widget/${p}`;

let server: TestServer;
let employer: TestUser;
let candidate: TestUser;
let companyId = '';
let otherCompanyId = '';
let engineering: { id: string; name: string };
let slug = '';
const jobs: Record<string, string> = {};

const call = <T>(
  method: string,
  path: string,
  opts: { user?: TestUser; body?: unknown; origin?: string; host?: string; headers?: Record<string, string> } = {},
) =>
  server.call<Answer<T>>(method, path, {
    host: opts.host ?? HOST_A,
    token: opts.user?.token ?? null,
    headers: { ...(opts.origin ? { origin: opts.origin } : {}), ...opts.headers },
    ...(opts.body === undefined ? {} : { body: opts.body }),
  });

/** `origin` null sends no Origin header at all. */
const widgetJobs = (query = '', origin: string | null = ACME, host = HOST_A) =>
  call<S['JobsWidgetList']>('GET', `${api(`company/${companyId}/jobs`)}${query}`, { ...(origin && { origin }), host });

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  companyId = await makeCompany(db, server.tenantA, 'Widget Works');
  otherCompanyId = await makeCompany(db, server.tenantA, 'Other Widgets');
  employer = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'employer', companyId });
  candidate = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
  engineering = await addCategory(db, server.tenantA, 'Widget Engineering');
  const sales = await addCategory(db, server.tenantA, 'Widget Sales');
  slug = (await db.selectFrom('categories').select('slug').where('id', '=', engineering.id).executeTakeFirstOrThrow())
    .slug;
  const past = new Date(Date.now() - 86_400_000);
  const add = async (key: string, seed: Parameters<typeof addJob>[3], company = companyId) =>
    (jobs[key] = (await addJob(db, server.tenantA, company, seed)).id);
  await add('live', { title: 'Widget Live Engineer', category: engineering });
  await add('remote', { title: 'Widget Remote Seller', category: sales, wfh: true });
  await add('paused', { title: 'Widget Paused Role', category: engineering, status: 'PAUSED' });
  await add('expired', { title: 'Widget Expired Role', category: engineering, expires_at: past });
  await add('pending', { title: 'Widget Pending Role', category: engineering, approval_status: 1 });
  await add('deleted', { title: 'Widget Deleted Role', category: engineering, deleted_at: past });
  await add('other', { title: 'Widget Other Company Role', category: engineering }, otherCompanyId);
});
afterAll(async () => server?.close());

describe('the employer sets the allowed origins', () => {
  it('starts with none and gives the snippets absolute URLs on the board', async () => {
    const r = await call<S['JobsWidgetSettings']>('GET', api('settings'), { user: employer });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      companyId,
      allowedOrigins: [],
      scriptUrl: `http://${HOST_A}/widget/jobs.js`,
      frameUrl: `http://${HOST_A}/widget/jobs/${companyId}`,
    });
  });

  it('keeps full origins, normalised and once each', async () => {
    const body = { allowedOrigins: [ACME, 'https://Careers.Acme.Example:443', ACME, 'http://localhost:8080'] };
    const r = await call<S['JobsWidgetSettings']>('PUT', api('settings'), { user: employer, body });
    expect(r.status).toBe(200);
    expect(r.body.data.allowedOrigins).toEqual([ACME, 'https://careers.acme.example', 'http://localhost:8080']);
    const again = await call<S['JobsWidgetSettings']>('GET', api('settings'), { user: employer });
    expect(again.body.data.allowedOrigins).toHaveLength(3);
  });

  it.each([
    ['a path', 'https://acme.example/jobs'],
    ['a trailing slash', 'https://acme.example/'],
    ['another scheme', 'ftp://acme.example'],
    ['no scheme', 'acme.example'],
    ['credentials', 'https://user@acme.example'],
    ['a wildcard', '*'],
  ])('refuses %s with 400 naming the entry', async (_label, bad) => {
    const r = await call('PUT', api('settings'), { user: employer, body: { allowedOrigins: [ACME, bad] } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('allowedOrigins');
    expect(JSON.stringify(r.body)).toMatch(/allowedOrigins[./]1/);
  });

  it('is for employers of a company only', async () => {
    expect((await call('GET', api('settings'))).status).toBe(401);
    expect((await call('GET', api('settings'), { user: candidate })).status).toBe(403);
    const loner = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'employer',
      companyId: null,
    });
    expect((await call('PUT', api('settings'), { user: loner, body: { allowedOrigins: [] } })).status).toBe(403);
  });
});

describe('the widget data', () => {
  beforeAll(async () => {
    await call('PUT', api('settings'), { user: employer, body: { allowedOrigins: [ACME] } });
  });

  it('answers a listed origin with CORS and caching headers', async () => {
    const r = await widgetJobs();
    expect(r.status).toBe(200);
    expect(r.headers['access-control-allow-origin']).toBe(ACME);
    expect(String(r.headers.vary)).toMatch(/origin/i);
    expect(r.headers['cache-control']).toBe('public, max-age=60');
    expect(r.headers.etag).toBeTruthy();
    const cached = await call('GET', api(`company/${companyId}/jobs`), {
      origin: ACME,
      headers: { 'if-none-match': String(r.headers.etag) },
    });
    expect(cached.status).toBe(304);
    expect(r.body.data.company).toEqual({ id: companyId, name: 'Widget Works' });
    expect(r.body.data.colors.primary).toMatch(/^#[0-9a-f]{6}$/i);
    expect(r.body.data.board.url).toBe(`http://${HOST_A}/browse-jobs`);
  });

  it('refuses an origin not listed, and a request with none, with no data', async () => {
    for (const origin of ['https://evil.example', 'https://acme.example.evil.example', 'null', null]) {
      const r = await widgetJobs('', origin);
      expect(r.status).toBe(403);
      expect(r.headers['access-control-allow-origin']).toBeUndefined();
      expect(r.body.data).toBeNull();
      expect(JSON.stringify(r.body)).not.toContain('Widget Live Engineer');
    }
  });

  it('lists only the company’s open jobs, linked on the board', async () => {
    const r = await widgetJobs();
    const titles = r.body.data.jobs.map((j) => j.title).sort();
    expect(titles).toEqual(['Widget Live Engineer', 'Widget Remote Seller']);
    const live = r.body.data.jobs.find((j) => j.id === jobs.live);
    expect(live?.url).toMatch(new RegExp(`^http://${HOST_A.replace('.', '\\.')}/job-detail/widget-live-engineer-`));
    expect(live?.place).toBe('Pune, Maharashtra, India');
    expect(live?.category).toBe('Widget Engineering');
  });

  it('filters by category (slug or id) and by place', async () => {
    const titles = async (q: string) => (await widgetJobs(q)).body.data.jobs.map((j) => j.title);
    expect(await titles(`?category=${slug}`)).toEqual(['Widget Live Engineer']);
    expect(await titles(`?category=${engineering.id}`)).toEqual(['Widget Live Engineer']);
    expect(await titles('?category=no-such-category')).toEqual([]);
    expect(await titles('?place=pune')).toEqual(['Widget Live Engineer']);
    expect(await titles('?place=India')).toHaveLength(2);
    expect(await titles('?place=remote')).toEqual(['Widget Remote Seller']);
    expect(await titles('?place=Berlin')).toEqual([]);
    expect(await titles('?limit=1')).toHaveLength(1);
  });

  it('refuses malformed filters with 400 naming them', async () => {
    for (const q of ['?category=%3Cscript%3E', '?place=%00', '?limit=0', '?limit=51']) {
      const r = await widgetJobs(q);
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toMatch(/category|place|limit/);
    }
  });

  it('knows no company of another board', async () => {
    const r = await widgetJobs('', ACME, HOST_B);
    expect(r.status).toBe(404);
    expect(JSON.stringify(r.body)).not.toContain('Widget');
    const unknown = await call('GET', api('company/6f1c2b7e-3d4a-4c8e-9a0b-5e7f8a9b0c1d/jobs'), { origin: ACME });
    expect(unknown.status).toBe(404);
  });
});

describe('the script and the iframe page', () => {
  it('serves the script to any site, small and long-cached', async () => {
    const r = await call('GET', '/widget/jobs.js');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/javascript/);
    expect(r.headers['cache-control']).toMatch(/max-age=86400/);
    expect(r.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(r.headers.etag).toBeTruthy();
    expect(gzipSync(r.bytes).length).toBeLessThan(15 * 1024);
    expect(r.bytes.toString()).toContain('attachShadow');
    expect((await call('GET', '/widget/jobs.js', { host: 'nobody.test' })).status).toBe(404);
  });

  it('lets only the listed origins frame the iframe page, which lists the open jobs', async () => {
    const r = await call('GET', `/widget/jobs/${companyId}?place=Pune`);
    expect(r.status).toBe(200);
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors 'self' ${ACME}`);
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(r.headers['x-frame-options']).toBeUndefined();
    expect(r.headers['cache-control']).toBe('public, max-age=60');
    const html = r.bytes.toString();
    expect(html).toContain('Widget Live Engineer');
    expect(html).not.toContain('Widget Remote Seller');
    expect(html).not.toContain('Widget Paused Role');
    expect(html).toMatch(/<h2[^>]*>Open jobs at Widget Works<\/h2>/);
    expect((await call('GET', `/widget/jobs/${companyId}?limit=99`)).status).toBe(400);
    expect((await call('GET', `/widget/jobs/${companyId}`, { host: HOST_B })).status).toBe(404);
    expect((await call('GET', '/widget/jobs/not-an-id')).status).toBe(404);
  });

  it('leaves every other response its default headers', async () => {
    const r = await call('GET', api('settings'), { user: employer, origin: ACME });
    expect(String(r.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
    expect(r.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
