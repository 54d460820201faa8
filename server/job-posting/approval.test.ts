// Job posting approval over real HTTP: a confirmed job waits at PENDING (plan feature
// job_posting_approval); an admin acting for the company approves or declines it through
// activateJob's approvalStatus, which nobody else may send; the decision is audited, the employer
// sees the decline reason, and the public follows the live rule at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { ADMIN_HEADER } from '../../shared/http-headers.ts';
import { addCategory, addJob } from '../jobs-discovery/test/support.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';

type S = components['schemas'];

let server: TestServer;
let employer: TestUser;
let admin: TestUser;
let otherEmployer: TestUser;
let jobId = '';

const api = (path: string) => `/client/api/v1/${path}`;
const decide = (body: Record<string, unknown>, opts: { as: TestUser; actingFor?: TestUser; id?: string }) =>
  server.call<{ data: S['JobStatusChange']; message: string }>('PATCH', api(`jobs/activate/${opts.id ?? jobId}`), {
    host: HOST_A,
    token: opts.as.token,
    body,
    ...(opts.actingFor ? { headers: { [ADMIN_HEADER]: opts.actingFor.id } } : {}),
  });
const publicStatus = async () => (await server.call('GET', api(`jobs/get/guest/${jobId}`), { host: HOST_A })).status;
const ownView = async () =>
  (await server.call<{ data: S['Job'] }>('GET', api(`jobs/get/${jobId}`), { host: HOST_A, token: employer.token })).body
    .data;
const myJobs = async () =>
  (
    await server.call<{ data: { items: S['JobSummary'][] } }>('POST', api('jobs/get-job-list'), {
      host: HOST_A,
      token: employer.token,
      body: { mine: true },
    })
  ).body.data.items;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const a = server.tenantA;
  const company = await makeCompany(db, a, 'Lumen Fintech');
  const other = await makeCompany(db, a, 'Orbitly Commerce');
  employer = await makeUser(db, server.deps.secret, { clientId: a, role: 'employer', companyId: company });
  otherEmployer = await makeUser(db, server.deps.secret, { clientId: a, role: 'employer', companyId: other });
  admin = await makeUser(db, server.deps.secret, { clientId: a, role: 'admin' });
  const category = await addCategory(db, a, 'Software Development');
  jobId = (
    await addJob(db, a, company, {
      title: 'Senior Frontend Engineer',
      category,
      status: 'DRAFT',
      approval_status: 1,
      posted_at: null,
      posting_step: 'job-post-verification',
      experience_min: 3,
      experience_max: 6,
      company_info: JSON.stringify({ companyName: 'Lumen Fintech', logo: null, about: null, website: null }),
    })
  ).id;
});

afterAll(async () => server?.close());

describe('job posting approval', () => {
  it('leaves a confirmed job PENDING and off the board', async () => {
    const r = await server.call<{ data: S['Job'] }>('POST', api('jobs/confirm-post'), {
      host: HOST_A,
      token: employer.token,
      body: { jobId },
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'ACTIVE', approvalStatus: 1 });
    expect(await publicStatus()).toBe(404);
  });

  it('refuses a decision from anyone but an admin acting for the company', async () => {
    const own = await decide({ isActive: true, approvalStatus: 2 }, { as: employer });
    expect(own.status).toBe(403);
    expect((await decide({ isActive: true, approvalStatus: 2 }, { as: admin })).status).toBe(403);
    const reasonOnly = await decide({ isActive: true, declineReason: 'No' }, { as: employer });
    expect(reasonOnly.status).toBe(400);
    // Acting for another company's employer, the job is not found.
    const elsewhere = await decide({ isActive: true, approvalStatus: 2 }, { as: admin, actingFor: otherEmployer });
    expect(elsewhere.status).toBe(404);
    expect((await ownView()).approvalStatus).toBe(1);
  });

  it('checks the decision itself', async () => {
    const noReason = await decide({ isActive: true, approvalStatus: 3 }, { as: admin, actingFor: employer });
    expect(noReason.status).toBe(400);
    const blank = await decide(
      { isActive: true, approvalStatus: 3, declineReason: '   ' },
      { as: admin, actingFor: employer },
    );
    expect(blank.status).toBe(400);
    const approveWithReason = await decide(
      { isActive: true, approvalStatus: 2, declineReason: 'Fine' },
      { as: admin, actingFor: employer },
    );
    expect(approveWithReason.status).toBe(400);
    expect((await decide({ isActive: true, approvalStatus: 1 }, { as: admin, actingFor: employer })).status).toBe(400);
  });

  it('declines with a reason the employer sees, keeping the job off the board', async () => {
    const reason = 'The salary range is missing for a senior role.';
    const r = await decide(
      { isActive: true, approvalStatus: 3, declineReason: reason },
      { as: admin, actingFor: employer },
    );
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Job declined');
    expect(r.body.data).toMatchObject({ status: 'ACTIVE', approvalStatus: 3 });
    expect(await publicStatus()).toBe(404);
    expect(await ownView()).toMatchObject({ approvalStatus: 3, declineReason: reason });
    expect((await myJobs()).find((j) => j._id === jobId)).toMatchObject({ approvalStatus: 3, declineReason: reason });
  });

  it('approves, which makes the job public at once and clears the reason', async () => {
    const r = await decide({ isActive: true, approvalStatus: 2 }, { as: admin, actingFor: employer });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Job approved');
    expect(r.body.data.approvalStatus).toBe(2);
    expect(await publicStatus()).toBe(200);
    expect(await ownView()).toMatchObject({ approvalStatus: 2, declineReason: null });
  });

  it('records each decision and its admin in the audit log', async () => {
    const rows = await server.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'acting_for_id', 'action', 'detail'])
      .where('client_id', '=', server.tenantA)
      .where('action', 'like', 'job.%')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        actor_id: admin.id,
        acting_for_id: employer.id,
        action: 'job.decline',
        detail: { jobId, from: 1, to: 3, reason: 'The salary range is missing for a senior role.' },
      },
      { actor_id: admin.id, acting_for_id: employer.id, action: 'job.approve', detail: { jobId, from: 3, to: 2 } },
    ]);
  });

  it('still lets the employer switch the job off and on without a decision', async () => {
    expect((await decide({ isActive: false }, { as: employer })).body.data).toMatchObject({ status: 'INACTIVE' });
    expect(await publicStatus()).toBe(404);
    expect((await decide({ isActive: true }, { as: employer })).body.data).toMatchObject({
      status: 'ACTIVE',
      approvalStatus: 2,
    });
    expect(await publicStatus()).toBe(200);
  });
});

describe('without the approval feature', () => {
  it('approves a confirmed job at once', async () => {
    const { db } = server.database;
    await db
      .updateTable('clients')
      .set({ settings: JSON.stringify({ features: { job_posting_approval: false } }) })
      .where('id', '=', server.tenantA)
      .execute();
    const company = employer.companyId ?? '';
    const category = await addCategory(db, server.tenantA, 'Design');
    const draft = await addJob(db, server.tenantA, company, {
      title: 'Product Designer',
      category,
      status: 'DRAFT',
      approval_status: 1,
      experience_min: 2,
      experience_max: 5,
      company_info: JSON.stringify({ companyName: 'Lumen Fintech', logo: null, about: null, website: null }),
    });
    const r = await server.call<{ data: S['Job'] }>('POST', api('jobs/confirm-post'), {
      host: HOST_A,
      token: employer.token,
      body: { jobId: draft.id },
    });
    expect(r.body.data).toMatchObject({ status: 'ACTIVE', approvalStatus: 2 });
  });
});
