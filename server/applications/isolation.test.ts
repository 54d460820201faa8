// Who sees and moves an application: only the job's own company (owner and team members, or an
// admin acting for them). Another employer of the same tenant, a candidate, and another tenant get
// nothing (404, 403 or 401) and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser } from '../test/world.ts';
import { caller, liveJob, makeWorld, uploadPdf, type World } from './test/support.ts';

type S = components['schemas'];
type AppList = { items: S['Application'][]; pagination: S['Pagination']; statusSummary: S['StatusSummary'] };

let server: TestServer;
let w: World;
let call: ReturnType<typeof caller>;
let appId: string;
let jobId: string;

beforeAll(async () => {
  server = await startTestServer();
  w = await makeWorld(server);
  call = caller(server);
  const job = await liveJob(server, w, 'Confidential Role');
  jobId = job.id;
  const resumeUri = await uploadPdf(server, { token: w.candidate.token });
  const r = await call<S['Application']>('POST', 'userjobs/create', w.candidate, {
    jobId,
    resumeUri,
    answers: { noticePeriodDays: 9 },
  });
  expect(r.status).toBe(200);
  appId = r.body.data._id;
});
afterAll(async () => server?.close());

const status = async () =>
  (
    await server.database.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', appId)
      .executeTakeFirstOrThrow()
  ).status;

describe('application isolation', () => {
  it('hides the application from another company of the same tenant', async () => {
    const list = await call<AppList>('POST', 'userjobs/list', w.rival, {});
    expect(list.body.data.items).toEqual([]);
    expect(list.body.data.statusSummary.every((s) => s.count === 0)).toBe(true);
    expect((await call('POST', 'userjobs/list', w.rival, { jobId })).status).toBe(404);
    expect((await call('POST', 'userjobs/get/candidate/details', w.rival, { userJobId: appId })).status).toBe(404);
    expect((await call('PUT', `userjobs/update/${appId}`, w.rival, { status: 'REJECTED' })).status).toBe(404);
    expect((await call('POST', 'candidate/list', w.rival, {})).body.data).toMatchObject({ items: [] });
    expect((await call('POST', 'candidate/status-count', w.rival, { jobId })).status).toBe(404);
    expect(await status()).toBe('APPLIED');
  });

  it('refuses a bulk change that names an application of another company, changing nothing', async () => {
    const resumeUri = await uploadPdf(server, { token: w.other.token });
    const mine = await call<S['Application']>('POST', 'userjobs/create', w.other, {
      jobId,
      resumeUri,
      answers: { noticePeriodDays: 1 },
    });
    const r = await call('PUT', `userjobs/update/${mine.body.data._id}`, w.rival, { status: 'HIRED', ids: [appId] });
    expect(r.status).toBe(404);
    const both = await call('PUT', `userjobs/update/${appId}`, w.owner, {
      status: 'HIRED',
      ids: ['00000000-0000-4000-8000-000000000001'],
    });
    expect(both.status).toBe(404);
    expect(await status()).toBe('APPLIED');
  });

  it('keeps candidates to their own applications and away from the employer calls', async () => {
    const theirs = await call<AppList>('POST', 'userjobs/list', w.other, {});
    expect(theirs.body.data.items.every((a) => a.candidate?._id === w.other.id)).toBe(true);
    expect(JSON.stringify(theirs.body)).not.toContain(appId);
    expect((await call('POST', 'userjobs/get/candidate/details', w.candidate, { userJobId: appId })).status).toBe(403);
    expect((await call('PUT', `userjobs/update/${appId}`, w.candidate, { status: 'HIRED' })).status).toBe(403);
    expect((await call('POST', 'candidate/status-count', w.candidate, {})).status).toBe(403);
    expect(await status()).toBe('APPLIED');
  });

  it('shows another tenant nothing, with its own token or with this tenant’s', async () => {
    const onB = { host: HOST_B };
    expect((await call('POST', 'userjobs/get/candidate/details', w.employerB, { userJobId: appId }, onB)).status).toBe(
      404,
    );
    expect((await call('PUT', `userjobs/update/${appId}`, w.employerB, { status: 'REJECTED' }, onB)).status).toBe(404);
    const list = await call<AppList>('POST', 'userjobs/list', w.employerB, {}, onB);
    expect(list.body.data.items).toEqual([]);
    const applyB = await call('POST', 'userjobs/create', w.candidateB, { jobId, resumeUri: '/files/x.pdf' }, onB);
    expect(applyB.status).toBe(404);
    // Tenant A's token is not accepted on B's host.
    expect((await call('POST', 'userjobs/list', w.owner, {}, onB)).status).toBe(401);
    expect(await status()).toBe('APPLIED');
  });

  it('lets an admin acting for the employer work as the employer', async () => {
    const admin = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
    const r = await server.call<{ data: S['ApplicationDetails'] }>(
      'POST',
      '/client/api/v1/userjobs/get/candidate/details',
      {
        host: 'acme.test',
        token: admin.token,
        headers: { 'x-admin-id': w.owner.id },
        body: { userJobId: appId },
      },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.application._id).toBe(appId);
  });
});
