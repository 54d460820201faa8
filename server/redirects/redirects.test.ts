// Redirect rules: the repository the admin console calls (create, list, delete; invalid paths,
// targets off the board, loops and long chains refused), the redirect/{path} operation (found,
// normalised, 404), the served pages answering a real 301/302 with the query kept, and one board's
// rules never applying on another.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors/errors.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { LOOP, RULE_EXISTS, TOO_LONG_CHAIN, createRedirect, deleteRedirect, listRedirects } from './redirects-repo.ts';
import type { NewRedirect } from './redirects-repo.ts';

type Answer = { code: string; message: string; data: { from: string; to: string; statusCode: number } | null };

let server: TestServer;
let a: string;
let b: string;

const lookup = (path: string, host = HOST_A) =>
  server.call<Answer>('GET', `/client/api/v1/redirect/${encodeURIComponent(path)}`, { host });
const page = (path: string, host = HOST_A) => server.call<string>('GET', path, { host });
const create = (rule: NewRedirect, clientId = a) => createRedirect(server.database.db, clientId, rule);

/** The refusal `create` throws: its status and the field it names with its message. */
async function refusal(rule: NewRedirect): Promise<{ status: number; field: string; message: string }> {
  try {
    await create(rule);
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    const f = e.data?.fields?.[0];
    return { status: e.status, field: f?.field ?? '', message: f?.message ?? e.message };
  }
  throw new Error(`${rule.from} → ${rule.to} was accepted`);
}

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'redirects-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body>app</body></html>');
  server = await startTestServer({ distDir: dist });
  a = server.tenantA;
  b = server.tenantB;
});
afterAll(() => server.close());

describe('redirect rules', () => {
  it('creates, lists and deletes a board’s rules, in normal form', async () => {
    const rule = await create({ from: '/Jobs/Warehouse-Manager-Pune/', to: '/job-detail/whm pune?ref=old' });
    expect(rule).toMatchObject({
      from: '/Jobs/Warehouse-Manager-Pune',
      to: '/job-detail/whm%20pune?ref=old',
      statusCode: 301,
    });
    const temp = await create({ from: '/caf%C3%A9//menu', to: `https://${HOST_A}/p/canteen`, statusCode: 302 });
    expect(temp).toMatchObject({ from: '/café/menu', to: `https://${HOST_A}/p/canteen`, statusCode: 302 });
    expect((await listRedirects(server.database.db, a)).map((r) => r.from)).toEqual([
      '/Jobs/Warehouse-Manager-Pune',
      '/café/menu',
    ]);
    expect(await listRedirects(server.database.db, b)).toEqual([]);
    // Another board cannot delete it; its own can, once.
    expect(await deleteRedirect(server.database.db, b, temp._id)).toBe(false);
    expect(await deleteRedirect(server.database.db, a, temp._id)).toBe(true);
    expect(await deleteRedirect(server.database.db, a, temp._id)).toBe(false);
    expect(await deleteRedirect(server.database.db, a, 'not-an-id')).toBe(false);
  });

  it('refuses invalid paths, targets off the board and a second rule for one path', async () => {
    expect(await refusal({ from: 'no-slash', to: '/x' })).toMatchObject({ status: 400, field: 'body.from' });
    expect(await refusal({ from: '/old?page=2', to: '/x' })).toMatchObject({ field: 'body.from' });
    expect(await refusal({ from: '/bad%E0%A4', to: '/x' })).toMatchObject({ field: 'body.from' });
    expect(await refusal({ from: '/ctl%00', to: '/x' })).toMatchObject({ field: 'body.from' });
    for (const to of ['//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'jobs', '/a#top', ''])
      expect(await refusal({ from: '/old-a', to }), to).toMatchObject({ status: 400, field: 'body.to' });
    for (const to of ['https://evil.example/x', `https://user:pw@${HOST_A}/x`, `https://${HOST_B}/x`])
      expect(await refusal({ from: '/old-a', to }), to).toMatchObject({ field: 'body.to' });
    await create({ from: '/old-a', to: '/browse-jobs' });
    expect(await refusal({ from: '/old-a/', to: '/elsewhere' })).toMatchObject({ status: 409, message: RULE_EXISTS });
  });

  it('refuses a loop, direct or through other rules, also by an absolute URL of the board', async () => {
    expect(await refusal({ from: '/loop/1', to: '/loop/1/' })).toMatchObject({ field: 'body.to', message: LOOP });
    await create({ from: '/loop/1', to: '/loop/2' });
    await create({ from: '/loop/2', to: '/loop/3?x=1' });
    expect(await refusal({ from: '/loop/3', to: '/loop/1' })).toMatchObject({ message: LOOP });
    expect(await refusal({ from: '/loop/3', to: `http://${HOST_A}/loop/2` })).toMatchObject({ message: LOOP });
    // A rule of another board is no part of this board's chains.
    await create({ from: '/loop/3', to: '/loop/1' }, b);
    await create({ from: '/loop/3', to: '/loop/done' });
  });

  it(`refuses a chain of more than 5 rules, counted on both sides of the new one`, async () => {
    for (let i = 1; i <= 4; i++) await create({ from: `/chain/${i}`, to: `/chain/${i + 1}` });
    // /chain/1 → … → /chain/5 → /chain/6 is five rules: allowed.
    await create({ from: '/chain/5', to: '/chain/6' });
    expect(await refusal({ from: '/chain/6', to: '/chain/7' })).toMatchObject({ message: TOO_LONG_CHAIN });
    expect(await refusal({ from: '/chain/0', to: '/chain/1' })).toMatchObject({ message: TOO_LONG_CHAIN });
    // Joining two chains: /x/1 → /x/2, then the new /x/2 → /chain/3 (→ /chain/4 → /chain/5 → /chain/6)
    // makes five rules: allowed; one more in front of /x/1 is six.
    await create({ from: '/x/1', to: '/x/2' });
    await create({ from: '/x/2', to: '/chain/3' });
    expect(await refusal({ from: '/y/1', to: '/x/1' })).toMatchObject({ message: TOO_LONG_CHAIN });
  });
});

describe('redirect/{path}', () => {
  it('answers the target of a path, normalised; 404 without a rule; case counts', async () => {
    await create({ from: '/jobs/warehouse-manager-pune', to: '/job-detail/warehouse-operations-manager-pune' });
    const found = await lookup('jobs/warehouse-manager-pune/');
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual({
      from: '/jobs/warehouse-manager-pune',
      to: '/job-detail/warehouse-operations-manager-pune',
      statusCode: 301,
    });
    expect((await lookup('/jobs/warehouse-manager-pune?utm=x')).body.data?.from).toBe('/jobs/warehouse-manager-pune');
    expect((await lookup('caf\u00e9/menu')).status).toBe(404);
    const missing = await lookup('jobs/Warehouse-Manager-Pune');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('ERROR');
  });

  it('never answers another board’s rule (tenant isolation)', async () => {
    await create({ from: '/only-on-b', to: '/p/b-secret' }, b);
    const onA = await lookup('only-on-b');
    expect(onA.status).toBe(404);
    expect(JSON.stringify(onA.body)).not.toContain('b-secret');
    expect((await lookup('only-on-b', HOST_B)).body.data?.to).toBe('/p/b-secret');
    const pageOnA = await page('/only-on-b');
    expect(pageOnA.status).toBe(404);
    expect(pageOnA.headers.location).toBeUndefined();
  });
});

describe('served pages', () => {
  it('answer the rule’s 301 or 302 with Location before the app, keeping the query', async () => {
    await create({ from: '/old/careers', to: '/browse-jobs?category=it' });
    await create({ from: '/old/summer', to: `https://${HOST_A}/p/summer`, statusCode: 302 });
    const moved = await page('/old/careers/?utm_source=mail&q=a%20b');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/browse-jobs?category=it&utm_source=mail&q=a%20b');
    const temp = await page('/old/summer');
    expect(temp.status).toBe(302);
    expect(temp.headers.location).toBe(`https://${HOST_A}/p/summer`);
    // Percent-encoded paths match their decoded rule; a path without a rule gets the app.
    await create({ from: '/café', to: '/about-us' });
    expect((await page('/caf%C3%A9?x=1')).headers.location).toBe('/about-us?x=1');
    const app = await page('/browse-jobs');
    expect(app.status).toBe(200);
    expect(app.body).toContain('app');
    // Nothing a visitor writes in the address breaks the page server.
    for (const odd of ['/%E0%A4', '/%00', `/${'a'.repeat(3000)}`]) expect((await page(odd)).status).toBeLessThan(500);
  });
});
