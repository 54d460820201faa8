// What a change made through one server process does to another's next answer (issue 46, "Caches
// that agree"; docs/scale-out.md, "Caches"). Process A is the test server, process B a real child
// process (`server/main.ts`) on the same PostgreSQL database, so B's in-process caches are its own.
// B is asked first, so that everything it keeps is kept; then the change goes through A, and B's
// very next request must show it: the board's settings and synonyms, a revoked session, a redirect,
// the translations, and job search's kept rankings, counts, open-job counts and suggestions. And a
// board whose admin deleted every category through A is not given the defaults back by B.
// PGlite is one process's embedded database: there is no second process to disagree.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { addCategory, addJob } from '../jobs-discovery/test/support.ts';
import { createRedirect } from '../redirects/redirects-repo.ts';
import { startChildServer, type ChildServer } from '../test/child-server.ts';
import { engine } from '../test/databases.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import type { Call } from '../test/http-client.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';

type S = components['schemas'];
type Answer<T> = { code: string; message: string; data: T };
type Search = { items: S['JobSummary'][]; pagination: { total: number } };

describe.skipIf(engine === 'pglite')('a change through one process, seen by the next request of another', () => {
  let a: TestServer;
  let b: ChildServer;
  let admin: TestUser;
  let owner: TestUser;
  let candidate: TestUser;
  let companyId: string;
  let category: { id: string; name: string };
  const welders: string[] = [];

  const api =
    (call: () => Call) =>
    <T>(method: string, path: string, user: TestUser | null, body?: unknown, host = HOST_A) =>
      call()<Answer<T>>(method, `/client/api/v1/${path}`, {
        host,
        token: user?.token ?? null,
        ...(body === undefined ? {} : { body }),
      });
  const onA = api(() => a.call);
  const onB = api(() => b.call);

  /** A public search on B, answered 200. */
  async function searchOnB(body: Record<string, unknown>): Promise<Search> {
    const r = await onB<Search>('POST', 'jobs/get-job-list', null, { page: 1, limit: 10, ...body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data;
  }

  beforeAll(async () => {
    a = await startTestServer({ own: true });
    const { db } = a.database;
    const { secret } = a.deps;
    companyId = await makeCompany(db, a.tenantA, 'Anvil Works');
    category = await addCategory(db, a.tenantA, 'Metalwork');
    for (let i = 0; i < 12; i++)
      welders.push((await addJob(db, a.tenantA, companyId, { title: `Welder ${i}`, category })).id);
    admin = await makeUser(db, secret, { clientId: a.tenantA, role: 'admin' });
    owner = await makeUser(db, secret, { clientId: a.tenantA, role: 'employer', employerKind: 1, companyId });
    candidate = await makeUser(db, secret, { clientId: a.tenantA, role: 'candidate' });
    // B serves pages (redirects apply to them) from a web app of one file.
    const dist = mkdtempSync(join(tmpdir(), 'two-processes-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    b = await startChildServer(a, { DIST_DIR: dist });
  }, 120_000);

  afterAll(async () => {
    await b?.stop();
    await a?.close();
  });

  it("sees an admin's settings at once", async () => {
    expect((await onB<S['AdminSettings']>('GET', 'admin/settings', admin)).body.data.mail.senderName).toBeNull();
    const saved = await onA('PUT', 'admin/settings', admin, { mail: { senderName: 'Anvil Careers' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const seen = await onB<S['AdminSettings']>('GET', 'admin/settings', admin);
    expect(seen.body.data.mail.senderName).toBe('Anvil Careers');
  });

  it('refuses a session logged out through the other process', async () => {
    expect((await onB('GET', 'candidate/billing-info', candidate)).status).toBe(200);
    expect((await onA('PUT', 'candidate/logout', candidate)).status).toBe(200);
    expect((await onB('GET', 'candidate/billing-info', candidate)).status).toBe(401);
  });

  it('serves the texts with a job heading changed through the other process', async () => {
    const texts = () =>
      onB<{ messages: Record<string, string> }>('POST', 'localize/list', null, { namespaces: ['jobs'] });
    expect((await texts()).body.data.messages['jobs.apply']).toBe('Apply for this Job');
    await a.database.db
      .updateTable('clients')
      .set({ settings: JSON.stringify({ jobHeading: { singular: 'Role', plural: 'Roles' } }) })
      .where('id', '=', a.tenantB)
      .execute();
    const r = await onB<{ messages: Record<string, string> }>(
      'POST',
      'localize/list',
      null,
      { namespaces: ['jobs'] },
      HOST_B,
    );
    expect(r.body.data.messages['jobs.apply']).toBe('Apply for this Role');
  });

  it('moves an old address by a rule made through the other process', async () => {
    const before = await b.call('GET', '/old-careers?ref=mail', { host: HOST_A });
    expect(before.status).toBe(404);
    await createRedirect(a.database.db, a.tenantA, { from: '/old-careers', to: '/jobs' });
    const after = await b.call('GET', '/old-careers?ref=mail', { host: HOST_A });
    expect(after.status).toBe(301);
    expect(after.headers.location).toBe('/jobs?ref=mail');
  });

  it("searches with the board's synonyms saved through the other process", async () => {
    // Asked twice on B: its dictionary and the keyword's plan are kept.
    expect((await searchOnB({ keyword: 'metalsmith' })).pagination.total).toBe(0);
    expect((await searchOnB({ keyword: 'metalsmith' })).pagination.total).toBe(0);
    const saved = await onA('PUT', 'admin/settings', admin, {
      search: { synonyms: [{ language: 'en', terms: ['metalsmith', 'welder'] }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await searchOnB({ keyword: 'metalsmith' })).pagination.total).toBe(welders.length);
  });

  it("follows a job closed through the other process: its ranking, counts, cards' counts and suggestions", async () => {
    const suggested = async () => {
      const r = await onB<S['JobSearchSuggestions']>('GET', 'jobs/search-suggestions?q=weld', null);
      return r.body.data.items.filter((s) => s.kind === 'title').map((s) => s.label);
    };
    // Asked twice on B: the ranked pool, the word counts, the facet counts, the cards' open-job
    // counts and the board's vocabulary are kept.
    await searchOnB({ keyword: 'welder' });
    const kept = await searchOnB({ keyword: 'welder' });
    expect(kept.pagination.total).toBe(welders.length);
    expect(kept.items[0]?.company?.openJobs).toBe(welders.length);
    await suggested();
    expect(await suggested()).toContain('Welder 0');

    const closed = await onA('POST', `jobs/postion-closed/${welders[0]}`, owner, { reason: 'FILLED_HERE' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);

    const next = await searchOnB({ keyword: 'welder' });
    expect(next.pagination.total).toBe(welders.length - 1);
    expect(next.items.map((j) => j._id)).not.toContain(welders[0]);
    expect(next.items[0]?.company?.openJobs).toBe(welders.length - 1);
    expect(await suggested()).not.toContain('Welder 0');
  });

  it('does not give back the default categories an admin deleted through the other process', async () => {
    const bAdmin = await makeUser(a.database.db, a.deps.secret, { clientId: a.tenantB, role: 'admin' });
    // The board's first listing, through A, gives it the default categories; the admin deletes them all.
    const listed = await onA<S['AdminCategory'][]>('GET', 'admin/categories', bAdmin, undefined, HOST_B);
    expect(listed.body.data.length).toBeGreaterThan(0);
    for (const c of listed.body.data)
      expect((await onA('DELETE', `admin/categories/${c._id}`, bAdmin, undefined, HOST_B)).status).toBe(200);
    // B never listed this board's categories before.
    const onBoard = await onB<S['AdminCategory'][]>('GET', 'admin/categories', bAdmin, undefined, HOST_B);
    expect(onBoard.status).toBe(200);
    expect(onBoard.body.data).toEqual([]);
  });
});
