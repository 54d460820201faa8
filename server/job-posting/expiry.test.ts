// The expiry sweep on the engine under test: the worker, once started, moves a past-due ACTIVE job
// to EXPIRED and leaves jobs that are not due, not ACTIVE, or without expiry as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addJob, hoursAgo } from '../jobs-discovery/test/support.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany } from '../test/world.ts';
import { expireDueJobs } from './expiry.ts';

let server: TestServer;

beforeAll(async () => {
  // A server of its own: it starts the background worker.
  server = await startTestServer({ own: true });
}, 120_000);

afterAll(async () => server?.close());

const statusOf = async (id: string) =>
  (await server.database.db.selectFrom('jobs').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('expiry sweep', () => {
  it('expires past-due ACTIVE jobs when the worker starts, and only those', async () => {
    const { db } = server.database;
    const company = await makeCompany(db, server.tenantA, 'Sweep Co');
    const category = await addCategory(db, server.tenantA, 'Sweeping');
    const due = await addJob(db, server.tenantA, company, { title: 'Past due', category, expires_at: hoursAgo(1) });
    const later = await addJob(db, server.tenantA, company, { title: 'Not yet', category, expires_at: hoursAgo(-24) });
    const never = await addJob(db, server.tenantA, company, { title: 'No expiry', category, expires_at: null });
    const paused = await addJob(db, server.tenantA, company, {
      title: 'Paused due',
      category,
      status: 'PAUSED',
      expires_at: hoursAgo(1),
    });

    await server.deps.jobs.startWorker();
    const until = Date.now() + 30_000;
    while ((await statusOf(due.id)) !== 'EXPIRED' && Date.now() < until) await new Promise((r) => setTimeout(r, 200));

    expect(await statusOf(due.id)).toBe('EXPIRED');
    expect(await statusOf(later.id)).toBe('ACTIVE');
    expect(await statusOf(never.id)).toBe('ACTIVE');
    expect(await statusOf(paused.id)).toBe('PAUSED');
    // A second sweep finds nothing left to move.
    expect(await expireDueJobs(db)).toBe(0);
  }, 60_000);
});
