// Imports under the plan's open-job quota, over real HTTP with the worker running: a trial plan
// (three open jobs) that has imports and their mirroring switched on by override imports new jobs
// only into the free places and reports the rest as row errors; updates of imported jobs need no
// place; a mirror import closes the dropped jobs first, so their places go to the feed's new jobs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addJob } from '../jobs-discovery/test/support.ts';
import { DEFAULT_PLANS } from '../payments/catalogue.ts';
import { openJobCount } from '../payments/quota-repo.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { waitForRun, type Run } from './test/support.ts';

let server: TestServer;
let employer: TestUser;
let companyId: string;
let category = { id: '', name: '' };

const LIMIT = DEFAULT_PLANS.find((p) => p.subscription === 'TRIAL')?.limits.jobPosts ?? 0;
const job = (ref: string, title = `Forklift Driver ${ref}`) => ({
  referenceNumber: ref,
  title,
  description: '<p>Move pallets safely around the warehouse floor every shift.</p>',
  city: 'Mumbai',
  country: 'India',
  category: category.name,
  jobType: 'full-time',
});

async function importJobs(jobs: ReturnType<typeof job>[], mirror = false): Promise<Run> {
  const r = await server.call<{ data: Run }>('POST', '/client/api/v1/file-history/create', {
    host: HOST_A,
    token: employer.token,
    body: { importType: 'API_IMPORT', jobs, mirror },
  });
  expect(r.status).toBe(200);
  return waitForRun(server, HOST_A, employer.token, r.body.data._id);
}

const statuses = async () =>
  Object.fromEntries(
    (
      await server.database.db
        .selectFrom('jobs')
        .select(['reference_number', 'status'])
        .where('company_id', '=', companyId)
        .where('reference_number', 'is not', null)
        .execute()
    ).map((r) => [r.reference_number, r.status]),
  );

// A generous hook timeout: a fresh PGlite database, its migrations and pg-boss's schema can take
// minutes on a loaded machine.
beforeAll(async () => {
  server = await startTestServer({ subscription: 'TRIAL' });
  const { db } = server.database;
  await db
    .updateTable('clients')
    .set({
      settings: JSON.stringify({ features: { bulk_job_upload: true, api_job_import: true, import_mirror: true } }),
    })
    .where('id', '=', server.tenantA)
    .execute();
  await server.deps.jobs.startWorker();
  // On its free trial (three open jobs), as after signing up.
  companyId = await makeCompany(db, server.tenantA, 'Harbour Freight', null);
  employer = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'employer', companyId });
  category = await addCategory(db, server.tenantA, 'Logistics');
  // One job posted by hand holds one of the three places.
  await addJob(db, server.tenantA, companyId, { title: 'Shift Lead', category });
}, 300_000);

afterAll(async () => {
  await server?.close();
});

describe('imports under the open-job quota', () => {
  it('imports new jobs into the free places and reports the rest by row', async () => {
    expect(LIMIT).toBe(3);
    const run = await importJobs(['Q-1', 'Q-2', 'Q-3', 'Q-4'].map((r) => job(r)));
    expect(run).toMatchObject({ status: 'done', total: 4, processed: 4, created: 2, updated: 0, failed: 2 });
    expect(run.errors).toEqual([
      {
        row: 3,
        referenceNumber: 'Q-3',
        message: expect.stringMatching(/^job Q-3 was not imported: Your plan allows 3 open jobs at a time/),
      },
      { row: 4, referenceNumber: 'Q-4', message: expect.stringContaining('upgrade your plan') },
    ]);
    expect(await openJobCount(server.database.db, server.tenantA, companyId, null)).toBe(LIMIT);
    expect(await statuses()).toEqual({ 'Q-1': 'ACTIVE', 'Q-2': 'ACTIVE' });
  }, 60_000);

  it('updates imported jobs without a free place, and still refuses new ones', async () => {
    const run = await importJobs(['Q-1', 'Q-2', 'Q-5'].map((r) => job(r, `Senior Forklift Driver ${r}`)));
    expect(run).toMatchObject({ status: 'done', created: 0, updated: 2, failed: 1 });
    expect(run.errors.map((e) => e.referenceNumber)).toEqual(['Q-5']);
    const titles = await server.database.db
      .selectFrom('jobs')
      .select('title')
      .where('company_id', '=', companyId)
      .where('reference_number', '=', 'Q-2')
      .executeTakeFirstOrThrow();
    expect(titles.title).toBe('Senior Forklift Driver Q-2');
  }, 60_000);

  it('gives the places a mirror import frees to the feed’s new jobs', async () => {
    const run = await importJobs(
      ['Q-3', 'Q-4', 'Q-5'].map((r) => job(r)),
      true,
    );
    // are closed first; take their places; Q-5 finds none left.
    expect(run).toMatchObject({ status: 'done', closed: 2, created: 2, failed: 1 });
    expect(run.errors).toEqual([
      { row: 3, referenceNumber: 'Q-5', message: expect.stringContaining('was not imported') },
    ]);
    expect(await statuses()).toEqual({ 'Q-1': 'CLOSED', 'Q-2': 'CLOSED', 'Q-3': 'ACTIVE', 'Q-4': 'ACTIVE' });
    expect(await openJobCount(server.database.db, server.tenantA, companyId, null)).toBe(LIMIT);
  }, 60_000);
});
