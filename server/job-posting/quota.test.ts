// The plan's job quota over real HTTP: a company on the trial plan may have three open jobs
// (ACTIVE or PAUSED, pending ones included); confirming, activating and starting a draft beyond
// that answer 403 LIMIT_OVER with a clear message; closing a job frees a place; premium is unlimited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, addJob } from '../jobs-discovery/test/support.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { DEFAULT_PLANS } from '../payments/catalogue.ts';

let server: TestServer;
let employer: TestUser;
let neighbour: TestUser;
let premiumEmployer: TestUser;
let category = { id: '', name: '' };
const ids: Record<string, string> = {};

/** A fixture id made in beforeAll; a missing one is a broken test, not a passing one. */
function id(key: string): string {
  const value = ids[key];
  if (!value) throw new Error(`no fixture ${key}`);
  return value;
}

type Failure = { code: string; message: string };
const api = (path: string) => `/client/api/v1/${path}`;
const call = (user: TestUser, method: 'POST' | 'PUT' | 'PATCH', path: string, body: unknown, host = HOST_A) =>
  server.call<Failure>(method, api(path), { host, token: user.token, body });
const draftFields = (name: string) => ({
  status: 'DRAFT' as const,
  approval_status: 1 as const,
  posted_at: null,
  experience_min: 1,
  experience_max: 3,
  company_info: JSON.stringify({ companyName: name, logo: null, about: null, website: null }),
});

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const a = server.tenantA;
  // Both companies are on their free trial, as after signing up; the board itself is Premium.
  const company = await makeCompany(db, a, 'Lumen Fintech', null);
  const other = await makeCompany(db, a, 'Orbitly Commerce', null);
  employer = await makeUser(db, server.deps.secret, { clientId: a, role: 'employer', companyId: company });
  neighbour = await makeUser(db, server.deps.secret, { clientId: a, role: 'employer', companyId: other });
  category = await addCategory(db, a, 'Software Development');
  ids.live = (await addJob(db, a, company, { title: 'Frontend Engineer', category })).id;
  ids.paused = (await addJob(db, a, company, { title: 'Backend Engineer', category, status: 'PAUSED' })).id;
  ids.inactive = (await addJob(db, a, company, { title: 'Data Analyst', category, status: 'INACTIVE' })).id;
  // Neither an expired nor a declined nor a deleted job holds a place.
  await addJob(db, a, company, { title: 'Old Role', category, expires_at: new Date(Date.now() - 60_000) });
  await addJob(db, a, company, { title: 'Declined Role', category, approval_status: 3 });
  await addJob(db, a, company, { title: 'Gone Role', category, status: 'DELETED', deleted_at: new Date() });
  ids.draft1 = (await addJob(db, a, company, { title: 'QA Engineer', category, ...draftFields('Lumen Fintech') })).id;
  ids.draft2 = (await addJob(db, a, company, { title: 'SRE', category, ...draftFields('Lumen Fintech') })).id;

  const bCompany = await makeCompany(db, server.tenantB, 'Globex Corp');
  premiumEmployer = await makeUser(db, server.deps.secret, {
    clientId: server.tenantB,
    role: 'employer',
    companyId: bCompany,
  });
  const bCategory = await addCategory(db, server.tenantB, 'Operations');
  for (let i = 0; i < 4; i += 1)
    await addJob(db, server.tenantB, bCompany, { title: `Operator ${i + 1}`, category: bCategory });
  ids.premiumDraft = (
    await addJob(db, server.tenantB, bCompany, { title: 'Operator 5', category: bCategory, ...draftFields('Globex') })
  ).id;
});

afterAll(async () => server?.close());

describe('the plan job quota', () => {
  it('is three open jobs on the trial plan and unlimited on premium', () => {
    const limitOf = (sub: string) => DEFAULT_PLANS.find((p) => p.subscription === sub)?.limits.jobPosts;
    expect(limitOf('TRIAL')).toBe(3);
    expect(limitOf('PREMIUM_YEALY')).toBeNull();
  });

  it('lets a company fill its last place, then refuses the next with LIMIT_OVER', async () => {
    const posted = await call(employer, 'POST', 'jobs/confirm-post', { jobId: ids.draft1 });
    expect(posted.status).toBe(200);
    const refused = await call(employer, 'POST', 'jobs/confirm-post', { jobId: ids.draft2 });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'LIMIT_OVER',
      message: expect.stringContaining('Your plan allows 3 open jobs at a time'),
    });
    const activate = await call(employer, 'PATCH', `jobs/activate/${ids.inactive}`, { isActive: true });
    expect(activate.status).toBe(403);
    expect(activate.body.code).toBe('LIMIT_OVER');
    const start = await call(employer, 'POST', 'jobs/create-job-type', {
      employmentType: 'FULL_TIME',
      categoryId: category.id,
    });
    expect(start.status).toBe(403);
    expect(start.body.code).toBe('LIMIT_OVER');
    const draft = await server.database.db
      .selectFrom('jobs')
      .select(['status'])
      .where('id', '=', id('draft2'))
      .executeTakeFirstOrThrow();
    expect(draft.status).toBe('DRAFT');
  });

  it('counts per company: another company of the board still has room', async () => {
    const start = await call(neighbour, 'POST', 'jobs/create-job-type', {
      employmentType: 'FULL_TIME',
      categoryId: category.id,
    });
    expect(start.status).toBe(200);
  });

  it('resumes a paused job, which already holds its place', async () => {
    expect((await call(employer, 'PUT', `jobs/pause-job/${ids.live}`, {})).status).toBe(200);
    expect((await call(employer, 'PUT', `jobs/resume-job/${ids.live}`, {})).status).toBe(200);
  });

  it('frees a place when a job is switched off or closed', async () => {
    expect((await call(employer, 'PATCH', `jobs/activate/${ids.paused}`, { isActive: false })).status).toBe(200);
    const again = await call(employer, 'PATCH', `jobs/activate/${ids.inactive}`, { isActive: true });
    expect(again.status).toBe(200);
    expect((await call(employer, 'POST', `jobs/postion-closed/${ids.live}`, {})).status).toBe(200);
    expect((await call(employer, 'POST', 'jobs/confirm-post', { jobId: ids.draft2 })).status).toBe(200);
  });

  it('takes the last place once when two activations race', async () => {
    const { db } = server.database;
    await db.updateTable('jobs').set({ status: 'CLOSED' }).where('id', '=', id('draft2')).execute();
    const a = await addJob(db, server.tenantA, employer.companyId ?? '', {
      title: 'Racer A',
      category,
      status: 'INACTIVE',
    });
    const b = await addJob(db, server.tenantA, employer.companyId ?? '', {
      title: 'Racer B',
      category,
      status: 'INACTIVE',
    });
    const results = await Promise.all(
      [a.id, b.id].map((id) => call(employer, 'PATCH', `jobs/activate/${id}`, { isActive: true })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
  });

  it('does not limit a premium plan', async () => {
    const r = await call(premiumEmployer, 'POST', 'jobs/confirm-post', { jobId: ids.premiumDraft }, HOST_B);
    expect(r.status).toBe(200);
  });
});
