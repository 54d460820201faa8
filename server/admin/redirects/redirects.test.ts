// The console's redirect rules over real HTTP: an admin adds, lists (searched, paged) and deletes
// the board's rules; the served page then answers the rule's 301 or 302 and stops once it is
// deleted; the repository's refusals come back as 400 naming the field (and 409 for a taken old
// path), the console and the server's own addresses cannot be redirected; every write is in the
// audit log; another board's admin neither lists nor deletes them, and non-admins are refused.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { LOOP, RULE_EXISTS, TOO_LONG_CHAIN } from '../../redirects/redirects-repo.ts';
import { RESERVED_CONSOLE, RESERVED_SERVER, RESERVED_SIGN_IN } from '../../../shared/redirects/rules.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../../test/harness.ts';
import { makeUser, type TestUser } from '../../test/world.ts';

type S = components['schemas'];
type Rule = S['AdminRedirectRule'];
type Answer<T> = { code: string; message: string; data: T };
type Failure = { code: string; message: string; data: { fields?: { field: string; message: string }[] } | null };

let server: TestServer;
let admin: TestUser;
let adminB: TestUser;
let employer: TestUser;

const hostOf = (who: TestUser | null) => (who?.clientId === server.tenantB ? HOST_B : HOST_A);
const api = (path: string) => `/client/api/v1/admin/${path}`;

const add = (body: Record<string, unknown>, who: TestUser | null = admin) =>
  server.call<Answer<Rule> & Failure>('POST', api('redirects'), { host: hostOf(who), token: who?.token ?? null, body });
const list = (body: Record<string, unknown> = {}, who: TestUser | null = admin) =>
  server.call<Answer<{ items: Rule[]; pagination: S['Pagination'] }>>('POST', api('redirects/list'), {
    host: hostOf(who),
    token: who?.token ?? null,
    body,
  });
const remove = (id: string, who: TestUser | null = admin) =>
  server.call<Failure>('DELETE', api(`redirects/${id}`), { host: hostOf(who), token: who?.token ?? null });
const page = (path: string, host = HOST_A) => server.call<string>('GET', path, { host });

/** The field and message of a refused add. */
async function refused(body: Record<string, unknown>) {
  const res = await add(body);
  const f = res.body.data?.fields?.[0];
  return { status: res.status, field: f?.field ?? '', message: f?.message ?? res.body.message };
}

beforeAll(async () => {
  // The served pages need a built app to answer; an index page stands in for it.
  const dist = mkdtempSync(join(tmpdir(), 'admin-redirects-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body>app</body></html>');
  server = await startTestServer({ distDir: dist });
  const { db } = server.database;
  admin = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
  adminB = await makeUser(db, server.deps.secret, { clientId: server.tenantB, role: 'admin' });
  employer = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'employer' });
});
afterAll(() => server.close());

describe('adding and deleting a rule', () => {
  it('moves the old address with 301, then stops once the rule is deleted, audited both ways', async () => {
    const made = await add({ from: '/jobs/warehouse-manager-pune/', to: '/job-detail/whm-pune' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.message).toBe('Redirect added');
    expect(made.body.data).toMatchObject({
      from: '/jobs/warehouse-manager-pune',
      to: '/job-detail/whm-pune',
      statusCode: 301,
    });
    const moved = await page('/jobs/warehouse-manager-pune?utm_source=mail');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/job-detail/whm-pune?utm_source=mail');

    const gone = await remove(made.body.data._id);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body.message).toBe('Redirect deleted');
    const after = await page('/jobs/warehouse-manager-pune');
    expect(after.status).toBe(404);
    expect(after.headers.location).toBeUndefined();
    expect((await remove(made.body.data._id)).status).toBe(404);

    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'detail'])
      .where('client_id', '=', server.tenantA)
      .where('action', 'like', 'redirect.%')
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, a.actor_id])).toEqual([
      ['redirect.created', admin.id],
      ['redirect.deleted', admin.id],
    ]);
    expect(audit[1]?.detail).toMatchObject({ from: '/jobs/warehouse-manager-pune', to: '/job-detail/whm-pune' });
  });

  it('answers a temporary move with 302 to a full address of the board', async () => {
    const made = await add({ from: '/summer', to: `https://${HOST_A}/p/summer-internships`, statusCode: 302 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const moved = await page('/summer');
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe(`https://${HOST_A}/p/summer-internships`);
  });
});

describe('refusals', () => {
  it('names the field of every refusal the repository makes, and 409 for a taken old path', async () => {
    expect(await refused({ from: '/bad%E0%A4', to: '/x' })).toMatchObject({ status: 400, field: 'body.from' });
    expect(await refused({ from: '/old?page=2', to: '/x' })).toMatchObject({ status: 400, field: 'body.from' });
    expect(await refused({ from: '/old-a', to: 'https://evil.example/x' })).toMatchObject({
      status: 400,
      field: 'body.to',
      message: 'A redirect may only lead to a page of this board',
    });
    expect(await refused({ from: '/old-a', to: `https://${HOST_B}/x` })).toMatchObject({ field: 'body.to' });
    expect(await refused({ from: '/old-a', to: '//evil.example/x' })).toMatchObject({ status: 400, field: 'body.to' });
    expect(await refused({ from: '/old-a', to: '/x', statusCode: 307 })).toMatchObject({
      status: 400,
      field: 'body.statusCode',
    });
    expect((await add({ from: '/old-a', to: '/browse-jobs' })).status).toBe(200);
    expect(await refused({ from: '/old-a/', to: '/elsewhere' })).toMatchObject({ status: 409, message: RULE_EXISTS });
  });

  it('refuses a loop and a chain longer than five rules, naming the target', async () => {
    expect(await refused({ from: '/loop/1', to: '/loop/1/' })).toMatchObject({
      status: 400,
      field: 'body.to',
      message: LOOP,
    });
    for (let i = 1; i <= 5; i++) expect((await add({ from: `/chain/${i}`, to: `/chain/${i + 1}` })).status).toBe(200);
    expect(await refused({ from: '/chain/6', to: '/chain/1' })).toMatchObject({ field: 'body.to', message: LOOP });
    expect(await refused({ from: '/chain/6', to: '/chain/7' })).toMatchObject({
      field: 'body.to',
      message: TOO_LONG_CHAIN,
    });
  });

  it('keeps the console, the sign-in pages and what the server answers itself', async () => {
    for (const from of ['/admin', '/Admin/redirects', '/admin/'])
      expect(await refused({ from, to: '/browse-jobs' }), from).toMatchObject({
        field: 'body.from',
        message: RESERVED_CONSOLE,
      });
    for (const from of ['/employer/login', '/login'])
      expect(await refused({ from, to: '/browse-jobs' }), from).toMatchObject({
        field: 'body.from',
        message: RESERVED_SIGN_IN,
      });
    for (const from of [
      '/client/api/v1/jobs',
      '/assets/app.js',
      '/files/x',
      '/feeds/jobs.rss',
      '/robots.txt',
      '/sitemap.xml',
    ])
      expect(await refused({ from, to: '/browse-jobs' }), from).toMatchObject({
        field: 'body.from',
        message: RESERVED_SERVER,
      });
    // The public sitemap page is the app's and may move.
    expect((await add({ from: '/sitemap', to: '/browse-jobs' })).status).toBe(200);
  });

  it('refuses an old path too long for the index, as 400, never 500', async () => {
    expect(await refused({ from: `/${'\u{1F600}'.repeat(1000)}`, to: '/x' })).toMatchObject({
      status: 400,
      field: 'body.from',
    });
  });
});

describe('listing', () => {
  it('lists newest first, searches the old path and the target, pages', async () => {
    for (const n of [1, 2, 3]) await add({ from: `/team/depot-${n}`, to: `/p/depots?n=${n}` });
    const found = await list({ search: 'depot', limit: 10 });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data.items.map((r) => r.from)).toEqual(['/team/depot-3', '/team/depot-2', '/team/depot-1']);
    const byTarget = await list({ search: 'n=2' });
    expect(byTarget.body.data.items.map((r) => r.from)).toEqual(['/team/depot-2']);
    const second = await list({ search: 'depot', page: 2, limit: 10 });
    expect(second.body.data).toMatchObject({ items: [], pagination: { page: 2, total: 3, totalPages: 1 } });
    // A search with LIKE's wildcards matches them as characters.
    expect((await list({ search: '%' })).body.data.items).toEqual([]);
    expect((await list({ unknown: 1 })).status).toBe(400);
  });
});

describe('who may', () => {
  it('keeps each board’s rules to its own admins', async () => {
    const mine = await add({ from: '/only-on-a', to: '/p/a-secret' });
    expect((await list({ search: 'only-on-a' }, adminB)).body.data.items).toEqual([]);
    expect(JSON.stringify((await list({}, adminB)).body)).not.toContain('a-secret');
    const theirs = await remove(mine.body.data._id, adminB);
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain('a-secret');
    expect((await page('/only-on-a')).status).toBe(301);
    // B's rule for the same old path is B's alone.
    expect((await add({ from: '/only-on-a', to: '/p/b-page' }, adminB)).status).toBe(200);
    expect((await page('/only-on-a', HOST_B)).headers.location).toBe('/p/b-page');
    expect((await page('/only-on-a')).headers.location).toBe('/p/a-secret');
  });

  it('refuses non-admins (403) and guests (401)', async () => {
    expect((await list({}, employer)).status).toBe(403);
    expect((await add({ from: '/x-employer', to: '/y' }, employer)).status).toBe(403);
    expect((await remove('00000000-0000-4000-8000-000000000000', employer)).status).toBe(403);
    expect((await list({}, null)).status).toBe(401);
    expect((await add({ from: '/x-guest', to: '/y' }, null)).status).toBe(401);
  });
});
