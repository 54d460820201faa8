// Instant indexing end to end on the engine under test, against local servers answering as
// Google's Indexing API (with its OAuth token endpoint) and IndexNow: a job's publication, change,
// close and expiry each send one notification per engine with the job page's URL and the right
// type; a 429 is tried again later; a board without keys sends and queues nothing; the console
// keeps the secret to itself; the key file answers on its own board's host only.
import { generateKeyPairSync } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { addCategory, PLACES } from '../jobs-discovery/test/support.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { GOOGLE_DAILY_QUOTA } from './deliver.ts';
import { startFakeEngines, type FakeEngines } from './fake-engines.ts';
import { INDEXING_TASK } from './queue-job.ts';

type S = components['schemas'];
type Answer<T> = { code: string; message: string; data: T };

let server: TestServer;
let engines: FakeEngines;
let adminA: TestUser;
let employerA: TestUser;
let employerB: TestUser;
let companyA: string;
let companyB: string;
let category: { id: string; name: string };
let categoryB: { id: string; name: string };
const saved = { root: process.env.GOOGLE_INDEXING_ROOT_URL, indexNow: process.env.INDEXNOW_ENDPOINT };

const api = (path: string) => `/client/api/v1/${path}`;
const call = <T>(method: 'GET' | 'POST' | 'PUT', path: string, user: TestUser, body?: unknown, host = HOST_A) =>
  server.call<Answer<T>>(method, api(path), { host, token: user.token, ...(body === undefined ? {} : { body }) });

function serviceAccount(tokenUri: string, extra: Record<string, unknown> = {}) {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return JSON.stringify({
    type: 'service_account',
    project_id: 'acme-careers',
    private_key_id: 'abc123',
    private_key: privateKey,
    client_email: 'indexing@acme-careers.iam.gserviceaccount.com',
    token_uri: tokenUri,
    ...extra,
  });
}

async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const rowsOf = (clientId: string, jobId: string) =>
  server.database.db
    .selectFrom('indexing_notifications')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('job_id', '=', jobId)
    .orderBy('created_at')
    .execute();

const allSent = (rows: { status: string }[], n: number) => rows.length === n && rows.every((r) => r.status === 'sent');
const receivedFor = (url: string) =>
  engines.received.filter((r) => r.body.url === url || (r.body.urlList as string[] | undefined)?.includes(url));

/** A complete draft through the posting flow's steps, ready for jobs/confirm-post. */
async function draft(user: TestUser, title: string, cat: { id: string }, host = HOST_A) {
  const step = async <T>(method: 'POST' | 'PUT', path: string, body: unknown) => {
    const r = await call<T>(method, path, user, body, host);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data;
  };
  const job = await step<S['Job']>('POST', 'jobs/create-job-type', {
    employmentType: 'FULL_TIME',
    workplaceType: 'OFFICE',
    categoryId: cat.id,
  });
  const id = job._id;
  await step('PUT', `jobs/create-job-highlights/${id}`, {
    step: 'job-description',
    description: '<p>Move freight safely and on time across our Pune warehouse.</p>',
    highlights: ['Day shifts'],
  });
  await step('PUT', `jobs/create-job-highlights/${id}`, {
    step: 'job-post',
    title,
    vacancies: 1,
    experience: { min: 1, max: 3 },
  });
  await step('PUT', `jobs/create-job-location/${id}`, {
    locationType: 'CITY',
    cityId: PLACES.pune.id,
    stateId: PLACES.maharashtra.id,
    countryId: PLACES.india.id,
  });
  const last = await step<S['Job']>('PUT', `jobs/create-job-benefits/${id}`, {
    step: 'company-info',
    companyInfo: { companyName: 'Acme Freight' },
  });
  expect(last._id).toBe(id);
  return { id };
}

async function publish(user: TestUser, jobId: string, host = HOST_A) {
  const r = await call<S['Job']>('POST', 'jobs/confirm-post', user, { jobId }, host);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  // The job page's address, as the engines must hear it.
  return `https://${host}/job-detail/${r.body.data.slug ?? jobId}`;
}

const pendingTasks = async () =>
  Number(
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from pgboss.job where name = ${INDEXING_TASK} and state in ('created', 'retry', 'active')`.execute(
        server.database.db,
      )
    ).rows[0]?.n,
  );

beforeAll(async () => {
  engines = await startFakeEngines();
  process.env.GOOGLE_INDEXING_ROOT_URL = `${engines.origin}/`;
  process.env.INDEXNOW_ENDPOINT = `${engines.origin}/indexnow`;
  // A server of its own: it starts the background worker.
  server = await startTestServer({ own: true });
  const { db } = server.database;
  companyA = await makeCompany(db, server.tenantA, 'Acme Freight');
  companyB = await makeCompany(db, server.tenantB, 'Globex Freight');
  adminA = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
  employerA = await makeUser(db, server.deps.secret, {
    clientId: server.tenantA,
    role: 'employer',
    companyId: companyA,
  });
  employerB = await makeUser(db, server.deps.secret, {
    clientId: server.tenantB,
    role: 'employer',
    companyId: companyB,
  });
  category = await addCategory(db, server.tenantA, 'Logistics');
  categoryB = await addCategory(db, server.tenantB, 'Logistics');
  // Tenant A posts without approval, so a confirmed job is live at once.
  await db
    .updateTable('clients')
    .set({ settings: sql`jsonb_set(settings, '{features}', '{"job_posting_approval": false}'::jsonb)` })
    .where('id', '=', server.tenantA)
    .execute();
  await server.deps.jobs.startWorker();
}, 120_000);

afterAll(async () => {
  await server?.close();
  await engines?.close();
  if (saved.root === undefined) delete process.env.GOOGLE_INDEXING_ROOT_URL;
  else process.env.GOOGLE_INDEXING_ROOT_URL = saved.root;
  if (saved.indexNow === undefined) delete process.env.INDEXNOW_ENDPOINT;
  else process.env.INDEXNOW_ENDPOINT = saved.indexNow;
});

describe('instant indexing', () => {
  it('sends nothing, and queues nothing, for a board without keys', async () => {
    const job = await draft(employerB, 'Keyless Driver', categoryB, HOST_B);
    await publish(employerB, job.id, HOST_B);
    const close = await call('POST', `jobs/postion-closed/${job.id}`, employerB, {}, HOST_B);
    expect(close.status).toBe(200);
    expect(await rowsOf(server.tenantB, job.id)).toEqual([]);
    expect(await pendingTasks()).toBe(0);
    expect(engines.received).toEqual([]);
  });

  it('refuses a wrong service account or key naming the field, and keeps the secret to itself', async () => {
    const bad = await call('PUT', 'admin/indexing/google', adminA, { serviceAccount: '{"type":"user"}' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('serviceAccount');
    const noKey = await call('PUT', 'admin/indexing/google', adminA, {
      serviceAccount: JSON.stringify({ type: 'service_account', client_email: 'a@b.iam.gserviceaccount.com' }),
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toMatch(/private_key/);
    expect((await call('PUT', 'admin/indexing/indexnow', adminA, { key: 'short' })).status).toBe(400);
    expect((await call('PUT', 'admin/indexing/indexnow', adminA, {})).status).toBe(400);
    expect((await call('GET', 'admin/indexing', employerA)).status).toBe(403);

    const account = serviceAccount(`${engines.origin}/token`);
    const set = await call<S['AdminIndexing']>('PUT', 'admin/indexing/google', adminA, { serviceAccount: account });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data.google).toMatchObject({
      configured: true,
      clientEmail: 'indexing@acme-careers.iam.gserviceaccount.com',
    });
    expect(JSON.stringify(set.body)).not.toContain('PRIVATE KEY');
    const generated = await call<S['AdminIndexing']>('PUT', 'admin/indexing/indexnow', adminA, { generate: true });
    expect(generated.body.data.indexNow.key).toMatch(/^[a-f0-9]{32}$/);
    const own = await call<S['AdminIndexing']>('PUT', 'admin/indexing/indexnow', adminA, {
      key: 'acme-indexnow-key-1',
    });
    expect(own.body.data.indexNow).toEqual({
      key: 'acme-indexnow-key-1',
      keyLocation: `https://${HOST_A}/acme-indexnow-key-1.txt`,
    });
    const view = await call<S['AdminIndexing']>('GET', 'admin/indexing', adminA);
    expect(JSON.stringify(view.body)).not.toContain('PRIVATE KEY');
  });

  it('serves the key file on its own board’s host only', async () => {
    const own = await server.call<string>('GET', '/acme-indexnow-key-1.txt', { host: HOST_A });
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toMatch(/^text\/plain/);
    expect(own.body).toBe('acme-indexnow-key-1');
    expect((await server.call('GET', '/acme-indexnow-key-1.txt', { host: HOST_B })).status).toBe(404);
    expect((await server.call('GET', '/acme-indexnow-key-2.txt', { host: HOST_A })).status).toBe(404);
    // robots.txt is still the feeds' own.
    expect((await server.call<string>('GET', '/robots.txt', { host: HOST_A })).body).toContain('User-agent');
  });

  it('publish, change, close and expiry each send one notification per engine with the right URL and type', async () => {
    const { db } = server.database;
    const job = await draft(employerA, 'Forklift Operator', category);
    const url = await publish(employerA, job.id);
    const expect1 = async (n: number, type: string) => {
      const rows = await until(
        'notifications sent',
        () => rowsOf(server.tenantA, job.id),
        (r) => allSent(r, n),
      );
      expect(
        rows
          .slice(-2)
          .map((r) => [r.engine, r.type, r.url, r.status_code])
          .sort(),
      ).toEqual([
        ['google', type, url, 200],
        ['indexnow', type, url, 200],
      ]);
      const got = receivedFor(url);
      expect(got.filter((r) => r.engine === 'google').map((r) => r.body.type)).toHaveLength(n / 2);
      expect(got.filter((r) => r.engine === 'indexnow')).toHaveLength(n / 2);
      const last = got.filter((r) => r.engine === 'google').at(-1);
      expect(last?.body).toEqual({ url, type });
      expect(last?.authorization).toMatch(/^Bearer token-/);
      expect(got.filter((r) => r.engine === 'indexnow').at(-1)?.body).toEqual({
        host: HOST_A,
        key: 'acme-indexnow-key-1',
        keyLocation: `https://${HOST_A}/acme-indexnow-key-1.txt`,
        urlList: [url],
      });
    };

    await expect1(2, 'URL_UPDATED');

    const change = await call('PUT', `jobs/create-job-highlights/${job.id}`, employerA, {
      step: 'job-description',
      description: '<p>Drive forklifts safely across our Pune warehouse, nights included.</p>',
      highlights: ['Night shifts'],
    });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    await expect1(4, 'URL_UPDATED');

    expect((await call('POST', `jobs/postion-closed/${job.id}`, employerA, {})).status).toBe(200);
    await expect1(6, 'URL_DELETED');
    // A deletion after the close has nothing new to say.
    expect((await call('PUT', `jobs/delete-job/${job.id}`, employerA, {})).status).toBe(200);

    // Expiry, by the background sweep.
    const second = await draft(employerA, 'Yard Marshal', category);
    const secondUrl = await publish(employerA, second.id);
    await until(
      'published',
      () => rowsOf(server.tenantA, second.id),
      (r) => allSent(r, 2),
    );
    await db
      .updateTable('jobs')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', second.id)
      .execute();
    await server.deps.jobs.send('jobs.expire', {});
    const expired = await until(
      'expiry sent',
      () => rowsOf(server.tenantA, second.id),
      (r) => allSent(r, 4),
    );
    expect(
      expired
        .slice(-2)
        .map((r) => [r.engine, r.type, r.url])
        .sort(),
    ).toEqual([
      ['google', 'URL_DELETED', secondUrl],
      ['indexnow', 'URL_DELETED', secondUrl],
    ]);
    expect(receivedFor(secondUrl)).toHaveLength(4);

    await until('the queue to drain', pendingTasks, (n) => n === 0);
    expect(receivedFor(url)).toHaveLength(6);
    expect(await rowsOf(server.tenantA, job.id)).toHaveLength(6);
  }, 90_000);

  it('tries a 429 again later, with a wait, until the engine takes it', async () => {
    const { db } = server.database;
    engines.answerNext('google', 429);
    engines.answerNext('indexnow', 429);
    const job = await draft(employerA, 'Dock Planner', category);
    const url = await publish(employerA, job.id);
    const refused = await until(
      'both refused once',
      () => rowsOf(server.tenantA, job.id),
      (r) => r.length === 2 && r.every((x) => x.status_code === 429),
    );
    expect(refused.map((r) => [r.status, r.attempts])).toEqual([
      ['queued', 1],
      ['queued', 1],
    ]);
    // Each waits for its next attempt: later, not now.
    const waiting = await sql<{ later: boolean }>`
      select start_after > now() + interval '30 seconds' as later from pgboss.job
      where name = ${INDEXING_TASK} and state = 'created' and data->>'id' = any(${refused.map((r) => r.id)}::text[])`.execute(
      db,
    );
    expect(waiting.rows.map((r) => r.later)).toEqual([true, true]);
    // Time passes.
    await sql`update pgboss.job set start_after = now() where name = ${INDEXING_TASK} and state = 'created'`.execute(
      db,
    );
    const sent = await until(
      'retried',
      () => rowsOf(server.tenantA, job.id),
      (r) => allSent(r, 2),
    );
    expect(sent.map((r) => [r.status_code, r.attempts])).toEqual([
      [200, 2],
      [200, 2],
    ]);
    expect(receivedFor(url)).toHaveLength(4);
  }, 60_000);

  it('defers Google beyond the day’s quota instead of sending', async () => {
    const { db } = server.database;
    const spent = Array.from({ length: GOOGLE_DAILY_QUOTA }, () => ({
      client_id: server.tenantA,
      job_id: server.tenantA,
      engine: 'google' as const,
      url: `https://${HOST_A}/job-detail/old`,
      type: 'URL_UPDATED' as const,
      status: 'sent' as const,
      attempts: 1,
      sent_at: new Date(),
    }));
    await db.insertInto('indexing_notifications').values(spent).execute();
    const job = await draft(employerA, 'Quota Clerk', category);
    const url = await publish(employerA, job.id);
    const rows = await until(
      'google deferred, indexnow sent',
      () => rowsOf(server.tenantA, job.id),
      (r) => r.length === 2 && r.every((x) => x.status !== 'queued'),
    );
    expect(rows.map((r) => [r.engine, r.status]).sort()).toEqual([
      ['google', 'deferred'],
      ['indexnow', 'sent'],
    ]);
    expect(receivedFor(url).map((r) => r.engine)).toEqual(['indexnow']);
    const view = await call<S['AdminIndexing']>('GET', 'admin/indexing', adminA);
    expect(view.body.data.google.sentToday).toBeGreaterThanOrEqual(GOOGLE_DAILY_QUOTA);
    expect(view.body.data.notifications[0]).toMatchObject({ url: expect.stringContaining('/job-detail/') });
  }, 60_000);
});
