// Job pages over real HTTP: jobs/get/guest/{id} by id or slug and jobs/get/{id} for candidates and
// employers. Live jobs open; paused, closed and expired ones open with their status; drafts,
// pending, declined, inactive and deleted jobs and other tenants' jobs answer 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { addCategory, addJob, hoursAgo } from './test/support.ts';

type Job = components['schemas']['Job'];
type Answer = { code: string; message: string; data: Job };

let server: TestServer;
let owner: TestUser;
let teamMember: TestUser;
let otherEmployer: TestUser;
let candidate: TestUser;
const jobs: Record<string, { id: string; slug: string }> = {};

const guest = (idOrSlug: string, host = HOST_A) =>
  server.call<Answer>('GET', `/client/api/v1/jobs/get/guest/${idOrSlug}`, { host });
const signedIn = (id: string, user: TestUser, host = HOST_A) =>
  server.call<Answer>('GET', `/client/api/v1/jobs/get/${id}`, { host, token: user.token });
const views = async (id: string) =>
  (await server.database.db.selectFrom('jobs').select('views_count').where('id', '=', id).executeTakeFirstOrThrow())
    .views_count;

const EMPLOYER_ONLY = ['counts', 'postedBy', 'declineReason', 'importType', 'referenceNumber'];

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const { secret } = server.deps;
  const a = server.tenantA;
  const company = await makeCompany(db, a, 'Kestrel Health Analytics');
  const rival = await makeCompany(db, a, 'Orbitly Commerce');
  owner = await makeUser(db, secret, {
    clientId: a,
    role: 'employer',
    companyId: company,
    firstName: 'Priya',
    lastName: 'Raman',
  });
  teamMember = await makeUser(db, secret, { clientId: a, role: 'employer', employerKind: 2, companyId: company });
  otherEmployer = await makeUser(db, secret, { clientId: a, role: 'employer', companyId: rival });
  candidate = await makeUser(db, secret, { clientId: a, role: 'candidate' });
  const data = await addCategory(db, a, 'Data & Analytics');
  const add = async (key: string, seed: Omit<Parameters<typeof addJob>[3], 'category'>) => {
    jobs[key] = await addJob(db, a, company, { category: data, posted_by: owner.id, ...seed });
  };
  await add('live', {
    title: 'Data Analyst',
    salary: { min: 900_000, max: 1_400_000, currency: 'INR' },
    applicants_count: 12,
    company_info: JSON.stringify({ companyName: 'Kestrel Health', logo: null, about: null, website: null }),
  });
  await add('hiddenSalary', {
    title: 'Analytics Lead',
    salary: { min: 3e6, max: 4e6, currency: 'INR' },
    is_salary_visible: false,
  });
  await add('paused', { title: 'Paused Analyst', status: 'PAUSED' });
  await add('closed', { title: 'Closed Analyst', status: 'CLOSED' });
  await add('expired', { title: 'Expired Analyst', expires_at: hoursAgo(3) });
  await add('draft', { title: 'Draft Analyst', status: 'DRAFT', approval_status: 1, posted_at: null });
  await add('pending', { title: 'Pending Analyst', approval_status: 1 });
  await add('declined', { title: 'Declined Analyst', approval_status: 3, decline_reason: 'Salary missing' });
  await add('inactive', { title: 'Inactive Analyst', status: 'INACTIVE' });
  await add('deleted', { title: 'Deleted Analyst', status: 'DELETED', deleted_at: hoursAgo(1) });

  const b = server.tenantB;
  const globex = await makeCompany(db, b, 'Globex Corporation');
  const bData = await addCategory(db, b, 'Data');
  jobs.foreign = await addJob(db, b, globex, { title: 'Globex Data Analyst', category: bData });
});

afterAll(async () => server?.close());

describe('jobs/get/guest', () => {
  it('opens a live job by id and by slug, without employer-only fields', async () => {
    const { id, slug } = jobs.live ?? { id: '', slug: '' };
    const byId = await guest(id);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toMatchObject({
      _id: id,
      slug,
      title: 'Data Analyst',
      status: 'ACTIVE',
      approvalStatus: 2,
      salary: { min: 900_000, max: 1_400_000, currencyCode: 'INR', period: 'YEARLY' },
      company: { name: 'Kestrel Health Analytics', openJobs: 2 },
      companyInfo: { companyName: 'Kestrel Health' },
    });
    for (const field of EMPLOYER_ONLY) expect(byId.body.data).not.toHaveProperty(field);
    const bySlug = await guest(slug);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data._id).toBe(id);
  });

  it('hides a salary the employer chose not to show', async () => {
    const r = await guest(jobs.hiddenSalary?.slug ?? '');
    expect(r.body.data).toMatchObject({ isSalaryVisible: false, salary: null });
  });

  it('opens paused, closed and expired jobs with their status', async () => {
    for (const [key, status] of [
      ['paused', 'PAUSED'],
      ['closed', 'CLOSED'],
      ['expired', 'EXPIRED'],
    ] as const) {
      const r = await guest(jobs[key]?.slug ?? '');
      expect(r.status, key).toBe(200);
      expect(r.body.data.status, key).toBe(status);
    }
  });

  it('answers 404 for drafts, pending, declined, inactive and deleted jobs', async () => {
    for (const key of ['draft', 'pending', 'declined', 'inactive', 'deleted']) {
      const job = jobs[key] ?? { id: '', slug: '' };
      expect((await guest(job.id)).status, key).toBe(404);
      expect((await guest(job.slug)).status, key).toBe(404);
    }
    expect((await guest('no-such-job')).status).toBe(404);
  });

  it("answers 404 for another tenant's job by id and by slug", async () => {
    const foreign = jobs.foreign ?? { id: '', slug: '' };
    for (const key of [foreign.id, foreign.slug]) {
      const r = await guest(key);
      expect(r.status).toBe(404);
      expect(JSON.stringify(r.body)).not.toContain('Globex');
    }
  });

  it('counts every guest view', async () => {
    const id = jobs.closed?.id ?? '';
    const before = await views(id);
    await guest(id);
    await guest(id);
    expect(await views(id)).toBe(before + 2);
  });
});

describe('jobs/get', () => {
  it("gives a candidate isApplied and isSaved, and counts only the candidate's first view", async () => {
    const { db } = server.database;
    const id = jobs.live?.id ?? '';
    await db
      .insertInto('applications')
      .values({ client_id: server.tenantA, job_id: id, candidate_id: candidate.id })
      .execute();
    const before = await views(id);
    const first = await signedIn(id, candidate);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ isApplied: true, isSaved: false });
    for (const field of EMPLOYER_ONLY) expect(first.body.data).not.toHaveProperty(field);
    await signedIn(id, candidate);
    expect(await views(id)).toBe(before + 1);
    const track = await db
      .selectFrom('job_tracks')
      .select('view_count')
      .where('user_id', '=', candidate.id)
      .where('job_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(track.view_count).toBe(2);

    await db
      .updateTable('job_tracks')
      .set({ saved_at: new Date() })
      .where('user_id', '=', candidate.id)
      .where('job_id', '=', id)
      .execute();
    expect((await signedIn(id, candidate)).body.data).toMatchObject({ isApplied: true, isSaved: true });
  });

  it('treats candidates like guests for jobs that are not public', async () => {
    expect((await signedIn(jobs.paused?.id ?? '', candidate)).body.data.status).toBe('PAUSED');
    for (const key of ['draft', 'pending', 'declined', 'inactive', 'deleted'])
      expect((await signedIn(jobs[key]?.id ?? '', candidate)).status, key).toBe(404);
    expect((await signedIn(jobs.foreign?.id ?? '', candidate)).status).toBe(404);
  });

  it('shows the own company every field of its job in any status but DELETED', async () => {
    for (const user of [owner, teamMember]) {
      const draft = await signedIn(jobs.draft?.id ?? '', user);
      expect(draft.status).toBe(200);
      expect(draft.body.data).toMatchObject({ status: 'DRAFT', approvalStatus: 1 });
      const declined = await signedIn(jobs.declined?.id ?? '', user);
      expect(declined.body.data).toMatchObject({ declineReason: 'Salary missing', approvalStatus: 3 });
      const hidden = await signedIn(jobs.hiddenSalary?.id ?? '', user);
      expect(hidden.body.data.salary).toMatchObject({ min: 3e6, max: 4e6 });
      const live = await signedIn(jobs.live?.id ?? '', user);
      expect(live.body.data).toMatchObject({
        counts: { applicants: 12, newApplicants: 0 },
        postedBy: { id: owner.id, nm: 'Priya Raman' },
        importType: null,
        referenceNumber: null,
      });
      expect((await signedIn(jobs.deleted?.id ?? '', user)).status).toBe(404);
    }
  });

  it("shows another company's employer only the public job", async () => {
    expect((await signedIn(jobs.draft?.id ?? '', otherEmployer)).status).toBe(404);
    const live = await signedIn(jobs.live?.id ?? '', otherEmployer);
    expect(live.status).toBe(200);
    for (const field of EMPLOYER_ONLY) expect(live.body.data).not.toHaveProperty(field);
    expect(live.body.data).not.toHaveProperty('isApplied');
  });

  it('needs a token and refuses a slug', async () => {
    expect((await server.call('GET', `/client/api/v1/jobs/get/${jobs.live?.id ?? ''}`, { host: HOST_A })).status).toBe(
      401,
    );
    expect((await signedIn(jobs.live?.slug ?? '', candidate)).status).toBe(400);
  });
});
