// Mirroring an import (closing the company's imported jobs the source no longer lists) is the plan
// feature import_mirror. Starting a mirror import without it answers 403 and queues nothing; a
// plain import still starts. A queued mirror run whose plan lost the feature before it ran imports
// without closing anything and says why; with the feature the same run closes the dropped job.
// Runs are run here in the test's process (runImport), as the worker would: no worker is started.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory } from '../jobs-discovery/test/support.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { NO_MIRROR } from './imports.ts';
import { runImport } from './run-import.ts';
import type { Run } from './test/support.ts';

let server: TestServer;
let employer: TestUser;
let companyId: string;
let category: string;

beforeAll(async () => {
  // A server of its own: the runs it queues are run by hand here, never by another file's worker.
  server = await startTestServer({ own: true });
  const { db } = server.database;
  companyId = await makeCompany(db, server.tenantA, 'Mirror Flag Freight');
  employer = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'employer', companyId });
  category = (await addCategory(db, server.tenantA, 'Warehouse Operations')).name;
}, 120_000);
afterAll(async () => server?.close());

async function mirroring(on: boolean): Promise<void> {
  await server.database.db
    .updateTable('clients')
    .set({
      settings: sql`jsonb_set(settings, '{features}', coalesce(settings->'features', '{}'::jsonb) || ${JSON.stringify({ import_mirror: on })}::jsonb)`,
    })
    .where('id', '=', server.tenantA)
    .execute();
}

const job = (ref: string) => ({
  referenceNumber: ref,
  title: `Forklift Operator ${ref}`,
  description: '<p>Move pallets safely across the warehouse floor every shift.</p>',
  city: 'Pune',
  country: 'India',
  category,
});

const start = (refs: string[], mirror: boolean) =>
  server.call<{ data: Run; message: string }>('POST', '/client/api/v1/file-history/create', {
    host: HOST_A,
    token: employer.token,
    body: { importType: 'API_IMPORT', jobs: refs.map(job), mirror },
  });

async function run(id: string): Promise<Run> {
  await runImport({ db: server.database.db, config: server.deps.config }, id, new AbortController().signal);
  const r = await server.call<{ data: Run }>('GET', `/client/api/v1/file-history/get/${id}`, {
    host: HOST_A,
    token: employer.token,
  });
  return r.body.data;
}

const statusOf = async (ref: string) =>
  (
    await server.database.db
      .selectFrom('jobs')
      .select('status')
      .where('client_id', '=', server.tenantA)
      .where('company_id', '=', companyId)
      .where('reference_number', '=', ref)
      .executeTakeFirstOrThrow()
  ).status;

const runsOf = async () =>
  (
    await server.database.db
      .selectFrom('import_runs')
      .select('id')
      .where('client_id', '=', server.tenantA)
      .where('company_id', '=', companyId)
      .execute()
  ).length;

describe('import mirroring needs import_mirror', () => {
  it('refuses to start a mirror import without it, and starts a plain one', async () => {
    await mirroring(false);
    const before = await runsOf();
    const refused = await start(['MF-1'], true);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(NO_MIRROR);
    expect(await runsOf()).toBe(before);

    const plain = await start(['MF-1', 'MF-2'], false);
    expect(plain.status).toBe(200);
    expect(await run(plain.body.data._id)).toMatchObject({ status: 'done', created: 2, closed: 0 });
  });

  it('starts a mirror import with it; a run whose plan lost it meanwhile closes nothing and says why', async () => {
    await mirroring(true);
    const queued = await start(['MF-1'], true);
    expect(queued.status).toBe(200);
    expect(queued.body.data).toMatchObject({ status: 'queued', mirror: true });

    await mirroring(false);
    expect(await run(queued.body.data._id)).toMatchObject({
      status: 'done',
      updated: 1,
      closed: 0,
      message: 'The plan no longer includes mirroring imports, so no job was closed',
    });
    expect(await statusOf('MF-2')).toBe('ACTIVE');

    await mirroring(true);
    const mirrored = await start(['MF-1'], true);
    expect(await run(mirrored.body.data._id)).toMatchObject({ status: 'done', updated: 1, closed: 1, message: null });
    expect(await statusOf('MF-2')).toBe('CLOSED');
  });
});
