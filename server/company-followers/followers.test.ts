// Company followers over real HTTP: following and unfollowing (idempotent), the list and the count,
// who may follow, another board's company not found, the plan's flag refused without it; each
// follower told of a new job once in the notification centre, whatever happens to the job after
// (edited, paused and resumed, deactivated and activated, approved again, the company followed
// anew); the daily e-mail digest for those who chose it; erasure and export of a candidate's follows.
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { ADMIN_HEADER } from '../../shared/http-headers.ts';
import { addCategory, addJob } from '../jobs-discovery/test/support.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, TEST_PASSWORD, type TestUser } from '../test/world.ts';
import { DIGEST_GAP_MS, runFollowerDigests } from './digest.ts';

type S = components['schemas'];
type Answer<T> = { code: string; message: string; data: T };

let server: TestServer;
let asha: TestUser;
let ravi: TestUser;
let employer: TestUser;
let admin: TestUser;
let employerB: TestUser;
let northwind = '';
let globex = '';
let category: { id: string; name: string };

const api = (p: string) => `/client/api/v1/${p}`;
const call = <T>(method: string, path: string, user: TestUser | null, body?: unknown, host = HOST_A) =>
  server.call<Answer<T>>(method, api(path), {
    host,
    token: user?.token ?? null,
    ...(body === undefined ? {} : { body }),
  });

async function boardFeature(clientId: string, flag: string, on: boolean) {
  await server.database.db
    .updateTable('clients')
    .set({
      settings: sql`jsonb_set(settings, '{features}', coalesce(settings->'features', '{}'::jsonb) || ${JSON.stringify({ [flag]: on })}::jsonb)`,
    })
    .where('id', '=', clientId)
    .execute();
}

/** A draft of the company's ready to be posted (every step saved). */
async function draft(companyId: string, title: string, clientId = server.tenantA) {
  const job = await addJob(server.database.db, clientId, companyId, {
    title,
    category,
    status: 'DRAFT',
    approval_status: 1,
    posted_at: null,
    posting_step: 'job-post-verification',
    experience_min: 2,
    experience_max: 5,
    company_info: JSON.stringify({ companyName: 'Northwind Logistics', logo: null, about: null, website: null }),
  });
  return job.id;
}

async function post(user: TestUser, jobId: string, host = HOST_A) {
  const r = await call<S['Job']>('POST', 'jobs/confirm-post', user, { jobId }, host);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

async function move(path: string, user: TestUser, body?: unknown, headers?: Record<string, string>) {
  const r = await server.call<Answer<unknown>>(path.startsWith('jobs/activate') ? 'PATCH' : 'PUT', api(path), {
    host: HOST_A,
    token: user.token,
    ...(body === undefined ? {} : { body }),
    ...(headers ? { headers } : {}),
  });
  expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBe(200);
}

/** The candidate's followed-company notifications, as their notification centre lists them. */
async function told(user: TestUser): Promise<S['Notification'][]> {
  const r = await call<{ items: S['Notification'][] }>('POST', 'notification/list', user, {
    type: 'company_job',
    limit: 50,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.items;
}

const toldOf = async (user: TestUser, jobId: string) => (await told(user)).filter((n) => n.refs?.jobId === jobId);

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const a = server.tenantA;
  // Tenant A posts without approval, so a confirmed job is live at once; approval is switched on
  // where a test needs it.
  await boardFeature(a, 'job_posting_approval', false);
  northwind = await makeCompany(db, a, 'Northwind Logistics');
  globex = await makeCompany(db, server.tenantB, 'Globex Freight');
  const user = (role: 'candidate' | 'employer' | 'admin', firstName: string, companyId?: string) =>
    makeUser(db, server.deps.secret, { clientId: a, role, firstName, ...(companyId ? { companyId } : {}) });
  asha = await user('candidate', 'Asha');
  ravi = await user('candidate', 'Ravi');
  employer = await user('employer', 'Esha', northwind);
  admin = await user('admin', 'Anil');
  employerB = await makeUser(db, server.deps.secret, {
    clientId: server.tenantB,
    role: 'employer',
    companyId: globex,
  });
  category = await addCategory(db, a, 'Logistics');
});
afterAll(() => server.close());

describe('following a company', () => {
  it('follows, counts, lists, and following again changes nothing', async () => {
    const guest = await call<S['CompanyFollowState']>('GET', `company-followers/company/${northwind}`, null);
    expect(guest.status).toBe(200);
    expect(guest.body.data).toEqual({ companyId: northwind, followers: 0, following: null });

    const r = await call<S['CompanyFollowState']>('PUT', `company-followers/follow/${northwind}`, asha);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe('You now follow Northwind Logistics');
    expect(r.body.data).toEqual({ companyId: northwind, followers: 1, following: true });
    const again = await call<S['CompanyFollowState']>('PUT', `company-followers/follow/${northwind}`, asha);
    expect(again.body.data).toEqual({ companyId: northwind, followers: 1, following: true });

    const seen = await call<S['CompanyFollowState']>('GET', `company-followers/company/${northwind}`, ravi);
    expect(seen.body.data).toEqual({ companyId: northwind, followers: 1, following: false });
    // The company's own employer sees the count (on their company profile), never "following".
    const own = await call<S['CompanyFollowState']>('GET', `company-followers/company/${northwind}`, employer);
    expect(own.body.data).toEqual({ companyId: northwind, followers: 1, following: null });

    const list = await call<{ items: S['FollowedCompany'][]; pagination: S['Pagination'] }>(
      'GET',
      'company-followers/following?page=1&limit=10',
      asha,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.pagination.total).toBe(1);
    expect(list.body.data.items[0]?.company).toMatchObject({ _id: northwind, name: 'Northwind Logistics' });
  });

  it('unfollows, and unfollowing again changes nothing', async () => {
    await call('PUT', `company-followers/follow/${northwind}`, ravi);
    const r = await call<S['CompanyFollowState']>('DELETE', `company-followers/follow/${northwind}`, ravi);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('You no longer follow Northwind Logistics');
    expect(r.body.data).toEqual({ companyId: northwind, followers: 1, following: false });
    const again = await call<S['CompanyFollowState']>('DELETE', `company-followers/follow/${northwind}`, ravi);
    expect(again.body.data.following).toBe(false);
    const list = await call<{ items: unknown[] }>('GET', 'company-followers/following', ravi);
    expect(list.body.data.items).toEqual([]);
  });

  it('lets only candidates follow, and finds no company of another board', async () => {
    expect((await call('PUT', `company-followers/follow/${northwind}`, employer)).status).toBe(403);
    expect((await call('PUT', `company-followers/follow/${northwind}`, null)).status).toBe(401);
    const foreign = await call('PUT', `company-followers/follow/${globex}`, asha);
    expect(foreign.status).toBe(404);
    expect((await call('GET', `company-followers/company/${globex}`, null)).status).toBe(404);
    // The same company on its own board's host answers.
    expect((await call('GET', `company-followers/company/${globex}`, null, undefined, HOST_B)).status).toBe(200);
    const rows = await server.database.db
      .selectFrom('company_follows')
      .select('company_id')
      .where('client_id', 'in', [server.tenantA, server.tenantB])
      .where('company_id', '=', globex)
      .execute();
    expect(rows).toEqual([]);
  });

  it('is refused without the board plan’s company_followers', async () => {
    await boardFeature(server.tenantA, 'company_followers', false);
    try {
      for (const [method, path, user] of [
        ['PUT', `company-followers/follow/${northwind}`, asha],
        ['GET', `company-followers/company/${northwind}`, null],
        ['GET', 'company-followers/following', asha],
      ] as const) {
        const r = await call(method, path, user);
        expect(r.status, path).toBe(403);
        expect(r.body.message).toBe('Your plan does not include this feature');
      }
      // Nor is anyone told of a new job meanwhile.
      const jobId = await draft(northwind, 'Yard Marshal Without Followers');
      await post(employer, jobId);
      expect(await toldOf(asha, jobId)).toEqual([]);
    } finally {
      await boardFeature(server.tenantA, 'company_followers', true);
    }
  });
});

describe('telling followers of a new job', () => {
  it('tells each follower once when the job goes live, and never again whatever happens to it', async () => {
    const jobId = await draft(northwind, 'Night Dispatch Lead');
    expect(await toldOf(asha, jobId)).toEqual([]);
    const posted = await post(employer, jobId);
    const first = await toldOf(asha, jobId);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      type: 'company_job',
      title: 'New job at Northwind Logistics',
      body: 'Night Dispatch Lead · Pune, India',
      link: `/job-detail/${posted.slug}`,
      isRead: false,
    });
    // Ravi unfollowed: nothing for him.
    expect(await toldOf(ravi, jobId)).toEqual([]);

    // Edited, paused and resumed, deactivated and activated again: still told once.
    await move(`jobs/create-job-highlights/${jobId}`, employer, {
      step: 'job-post',
      title: 'Night Dispatch Lead (Pune)',
      vacancies: 3,
      experience: { min: 2, max: 5 },
    });
    await move(`jobs/pause-job/${jobId}`, employer);
    await move(`jobs/resume-job/${jobId}`, employer);
    await move(`jobs/activate/${jobId}`, employer, { isActive: false });
    await move(`jobs/activate/${jobId}`, employer, { isActive: true });
    // Unfollowed and followed again, then republished: still once.
    await call('DELETE', `company-followers/follow/${northwind}`, asha);
    await call('PUT', `company-followers/follow/${northwind}`, asha);
    await move(`jobs/activate/${jobId}`, employer, { isActive: false });
    await move(`jobs/activate/${jobId}`, employer, { isActive: true });
    expect(await toldOf(asha, jobId)).toHaveLength(1);

    // The ledger is the rule: one row for (Asha, the job).
    const ledger = await server.database.db
      .selectFrom('company_follow_deliveries')
      .select('user_id')
      .where('client_id', '=', server.tenantA)
      .where('job_id', '=', jobId)
      .execute();
    expect(ledger).toEqual([{ user_id: asha.id }]);
  });

  it('tells a follower who began to follow after the job first went live when it goes live again, once', async () => {
    const jobId = await draft(northwind, 'Fleet Planner');
    await post(employer, jobId);
    await move(`jobs/pause-job/${jobId}`, employer);
    await call('PUT', `company-followers/follow/${northwind}`, ravi);
    await move(`jobs/resume-job/${jobId}`, employer);
    await move(`jobs/pause-job/${jobId}`, employer);
    await move(`jobs/resume-job/${jobId}`, employer);
    expect(await toldOf(ravi, jobId)).toHaveLength(1);
    expect(await toldOf(asha, jobId)).toHaveLength(1);
    await call('DELETE', `company-followers/follow/${northwind}`, ravi);
  });

  it('waits for the approval when the board asks for one, and tells once through declines and approvals', async () => {
    await boardFeature(server.tenantA, 'job_posting_approval', true);
    try {
      const jobId = await draft(northwind, 'Customs Documentation Officer');
      const posted = await post(employer, jobId);
      expect(posted.approvalStatus).toBe(1);
      expect(await toldOf(asha, jobId)).toEqual([]);
      const asAdmin = { [ADMIN_HEADER]: employer.id };
      await move(`jobs/activate/${jobId}`, admin, { isActive: true, approvalStatus: 2 }, asAdmin);
      expect(await toldOf(asha, jobId)).toHaveLength(1);
      await move(
        `jobs/activate/${jobId}`,
        admin,
        { isActive: true, approvalStatus: 3, declineReason: 'The salary range is missing.' },
        asAdmin,
      );
      // Approved again from the console's queue.
      const again = await call('POST', `admin/jobs/${jobId}/decision`, admin, { approvalStatus: 2 });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(await toldOf(asha, jobId)).toHaveLength(1);
    } finally {
      await boardFeature(server.tenantA, 'job_posting_approval', false);
    }
  });

  it('tells each follower in their own language while the board offers it', async () => {
    const offer = (languages: { available: string[]; default: string }) =>
      call('PUT', 'admin/settings', admin, { languages });
    const lucia = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'candidate',
      firstName: 'Lucía',
    });
    await server.database.db.updateTable('users').set({ locale: 'es' }).where('id', '=', lucia.id).execute();
    expect((await offer({ available: ['en', 'es'], default: 'en' })).status).toBe(200);
    try {
      await call('PUT', `company-followers/follow/${northwind}`, lucia);
      const jobId = await draft(northwind, 'Port Operations Analyst');
      await post(employer, jobId);
      expect(await toldOf(lucia, jobId)).toMatchObject([
        { title: 'Nuevo empleo en Northwind Logistics', body: 'Port Operations Analyst · Pune, India' },
      ]);
      // An English reader of the same job, in the same words as ever.
      expect(await toldOf(asha, jobId)).toMatchObject([{ title: 'New job at Northwind Logistics' }]);
    } finally {
      await call('DELETE', `company-followers/follow/${northwind}`, lucia);
      await offer({ available: ['en'], default: 'en' });
    }
  });

  it('tells nobody on another board', async () => {
    const jobId = await draft(globex, 'Globex Warehouse Lead', server.tenantB);
    await post(employerB, jobId, HOST_B);
    const rows = await server.database.db
      .selectFrom('company_follow_deliveries')
      .select('user_id')
      .where('job_id', '=', jobId)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('the e-mail digest', () => {
  const digests = (to: string) =>
    server.database.db
      .selectFrom('outbox')
      .select(['subject', 'text', 'meta'])
      .where('client_id', '=', server.tenantA)
      .where('to_address', '=', to)
      .where('kind', '=', 'company_followers_digest')
      .orderBy('created_at')
      .execute();
  const run = (now: Date) => runFollowerDigests(server.deps, { now, clientId: server.tenantA });

  it('is off until chosen, then mails the jobs told since, about once a day', async () => {
    const settings = await call<S['CompanyFollowerSettings']>('GET', 'company-followers/settings', asha);
    expect(settings.body.data).toEqual({ digest: false });
    await run(new Date());
    expect(await digests(asha.email)).toEqual([]);

    const on = await call<S['CompanyFollowerSettings']>('PUT', 'company-followers/settings', asha, { digest: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ message: 'E-mail digest turned on', data: { digest: true } });
    // Jobs told before it was turned on are not mailed.
    await run(new Date());
    expect(await digests(asha.email)).toEqual([]);

    const jobId = await draft(northwind, 'Cold Chain Supervisor');
    const posted = await post(employer, jobId);
    const now = new Date();
    expect((await run(now)).sent).toBe(1);
    const mails = await digests(asha.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('1 new job at companies you follow');
    expect(mails[0]?.text).toContain('Cold Chain Supervisor');
    expect(mails[0]?.text).toContain(`/job-detail/${posted.slug}`);
    expect(mails[0]?.text).toContain('/jobsseekers/my-jobs?tab=following');

    // Not again for the same job, nor within the day for a new one.
    expect((await run(new Date(now.getTime() + 60_000))).sent).toBe(0);
    const next = await draft(northwind, 'Returns Desk Lead');
    await post(employer, next);
    expect((await run(new Date(Date.now() + 60_000))).sent).toBe(0);
    expect((await run(new Date(now.getTime() + DIGEST_GAP_MS + 60_000))).sent).toBe(1);
    const later = await digests(asha.email);
    expect(later).toHaveLength(2);
    expect(later[1]?.text).toContain('Returns Desk Lead');
    expect(later[1]?.text).not.toContain('Cold Chain Supervisor');

    const off = await call<S['CompanyFollowerSettings']>('PUT', 'company-followers/settings', asha, { digest: false });
    expect(off.body).toMatchObject({ message: 'E-mail digest turned off', data: { digest: false } });
  });

  it("is written in the candidate's language while the board offers it", async () => {
    const offered = await call('PUT', 'admin/settings', admin, {
      languages: { available: ['en', 'es'], default: 'en' },
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    const lucia = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'candidate',
      firstName: 'Lucía',
    });
    await server.database.db.updateTable('users').set({ locale: 'es' }).where('id', '=', lucia.id).execute();
    expect((await call('PUT', `company-followers/follow/${northwind}`, lucia)).status).toBe(200);
    expect((await call('PUT', 'company-followers/settings', lucia, { digest: true })).status).toBe(200);
    await post(employer, await draft(northwind, 'Inventory Analyst'));

    await run(new Date());
    const [mail] = await digests(lucia.email);
    expect(mail?.subject).toBe('1 empleo nuevo en empresas que sigues');
    expect(mail?.text).toContain('Hola, Lucía:');
    expect(mail?.text).toContain('Inventory Analyst');
    // The later tests count Northwind's followers without her.
    expect((await call('DELETE', `company-followers/follow/${northwind}`, lucia)).status).toBe(200);
  });
});

describe('a candidate’s own data', () => {
  it('exports the companies they follow and erases them with the account', async () => {
    const zoya = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'candidate',
      firstName: 'Zoya',
    });
    await call('PUT', `company-followers/follow/${northwind}`, zoya);
    await call('PUT', 'company-followers/settings', zoya, { digest: true });
    const jobId = await draft(northwind, 'Linehaul Coordinator');
    await post(employer, jobId);
    expect(await toldOf(zoya, jobId)).toHaveLength(1);

    const exported = await server.call('GET', api('candidate/export'), { host: HOST_A, token: zoya.token });
    expect(exported.status).toBe(200);
    const files = unzipSync(new Uint8Array(exported.bytes));
    const account = JSON.parse(strFromU8(files['account.json'] as Uint8Array)) as Record<string, unknown>;
    expect(account).toMatchObject({
      followedCompanies: [{ company: 'Northwind Logistics' }],
      followedCompaniesDigest: true,
    });

    const del = await call('PUT', 'candidate/soft-delete', zoya, { password: TEST_PASSWORD, reason: 'Found a job' });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    const { db } = server.database;
    for (const table of ['company_follows', 'company_follow_deliveries', 'company_follow_settings'] as const) {
      const left = await db
        .selectFrom(table)
        .select('user_id')
        .where('client_id', '=', server.tenantA)
        .where('user_id', '=', zoya.id)
        .execute();
      expect(left, table).toEqual([]);
    }
    const count = await call<S['CompanyFollowState']>('GET', `company-followers/company/${northwind}`, null);
    expect(count.body.data.followers).toBe(1);
  });
});
