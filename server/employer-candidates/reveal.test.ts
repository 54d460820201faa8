// Contact reveals over real HTTP: the first reveal of a candidate is charged against the plan's
// contact views and a repeat is free; a plan of 3 refuses the fourth candidate with LIMIT_OVER
// while repeats still answer; two racing first reveals of the last place charge once; only
// candidates the company may see are revealed; another company of the same tenant still sees the
// candidate masked. The candidate's resume comes only on a plan with resume_download.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { liveJob } from '../applications/test/support.ts';
import { addJob } from '../jobs-discovery/test/support.ts';
import { usageOf } from '../payments/usage.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import {
  applyTo,
  caller,
  candidate,
  findable,
  makeEcWorld,
  RESUME,
  setAllowance,
  type EcWorld,
} from './test/support.ts';

type S = components['schemas'];

let server: TestServer;
let w: EcWorld;
let arjun: TestUser;
let call: ReturnType<typeof caller>;

const reveal = (user: TestUser, id: string, body?: unknown) =>
  call<S['CandidateContact']>('POST', `employer/view-candidate/${id}`, user, body);

async function companyWithContactViews(name: string, limit: number): Promise<{ owner: TestUser; companyId: string }> {
  const { db } = server.database;
  const companyId = await makeCompany(db, server.tenantA, name);
  await setAllowance(server, server.tenantA, companyId, 'candidateContactViews', limit);
  const owner = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'employer', companyId });
  return { owner, companyId };
}

async function revealsOf(companyId: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('candidate_contact_reveals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  server = await startTestServer();
  w = await makeEcWorld(server);
  call = caller(server);
  arjun = await findable(server, w.candidate);
});
afterAll(async () => server?.close());

describe('revealing contact details', () => {
  it('charges the first reveal and answers every contact detail', async () => {
    const r = await reveal(w.owner, arjun.id, {});
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Contact details unlocked');
    expect(r.body.data).toMatchObject({
      _id: arjun.id,
      name: 'Arjun Mehta',
      email: arjun.email,
      mobNo: '9845012345',
      countryCode: '+91',
      linkedIn: 'https://www.linkedin.com/in/test-candidate',
      resume: RESUME,
      charged: true,
      contactViewsRemaining: 4999,
    });
    const views = await server.database.db
      .selectFrom('candidate_views')
      .select(['type', 'viewer_id'])
      .where('company_id', '=', w.companyId)
      .where('candidate_id', '=', arjun.id)
      .execute();
    expect(views).toEqual([{ type: 3, viewer_id: w.owner.id }]);
  });

  it('is free the second time, for any colleague, and keeps the first time', async () => {
    const first = await reveal(w.owner, arjun.id);
    const again = await reveal(w.member, arjun.id);
    expect(again.status).toBe(200);
    expect(again.body.data.charged).toBe(false);
    expect(again.body.data.firstViewedAt).toBe(first.body.data.firstViewedAt);
    expect(again.body.data.contactViewsRemaining).toBe(4999);
    expect(await revealsOf(w.companyId)).toBe(1);
  });

  it('refuses candidates the company may not see, and reveals an applicant who is not searchable', async () => {
    const hidden = await candidate(server, server.tenantA, 'Hidden', false);
    expect((await reveal(w.owner, hidden.id)).status).toBe(404);
    expect((await reveal(w.owner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await reveal(w.owner, w.employerB.id)).status).toBe(404);
    expect((await reveal(w.owner, w.owner.id)).status).toBe(404);
    const job = await liveJob(server, w, 'Platform Engineer');
    await applyTo(server, hidden, job.id);
    const applicant = await reveal(w.owner, hidden.id, { jobId: job.id });
    expect(applicant.status).toBe(200);
    expect(applicant.body.data.email).toBe(hidden.email);
  });

  it("refuses a job that is not the company's, naming nothing of it", async () => {
    const rivalJob = await addJob(server.database.db, server.tenantA, w.rivalCompanyId, {
      title: 'Rival Role',
      category: w.category,
    });
    const r = await reveal(w.owner, arjun.id, { jobId: rivalJob.id });
    expect(r.status).toBe(404);
    expect(JSON.stringify(r.body)).not.toContain('Rival Role');
  });

  it('refuses a malformed id or body with 400 and a candidate caller with 403', async () => {
    expect((await reveal(w.owner, 'not-an-id')).status).toBe(400);
    const bad = await reveal(w.owner, arjun.id, { jobId: 'x' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('jobId');
    expect((await reveal(w.owner, arjun.id, { extra: 1 })).status).toBe(400);
    expect((await reveal(arjun, arjun.id)).status).toBe(403);
  });
});

describe('the plan limit of contact views', () => {
  it('allows three with a limit of 3, refuses the fourth with LIMIT_OVER, and still answers repeats', async () => {
    const { owner, companyId } = await companyWithContactViews('Lumen Fintech', 3);
    const people = await Promise.all(['Ana', 'Ben', 'Cy', 'Dee'].map((n) => candidate(server, server.tenantA, n)));
    const remaining: unknown[] = [];
    for (const p of people.slice(0, 3)) {
      const r = await reveal(owner, p.id);
      expect(r.status).toBe(200);
      expect(r.body.data.charged).toBe(true);
      remaining.push(r.body.data.contactViewsRemaining);
    }
    expect(remaining).toEqual([2, 1, 0]);
    const fourth = await call<null>('POST', `employer/view-candidate/${people[3]?.id}`, owner);
    expect(fourth.status).toBe(403);
    expect(fourth.body.code).toBe('LIMIT_OVER');
    expect(fourth.body.message).toMatch(/3 candidate contact views are used up.*upgrade your plan or buy a top-up/i);
    const repeat = await reveal(owner, people[0]?.id ?? '');
    expect(repeat.status).toBe(200);
    expect(repeat.body.data).toMatchObject({ charged: false, contactViewsRemaining: 0, email: people[0]?.email });
    expect(await revealsOf(companyId)).toBe(3);
    const count = await call<S['ViewedCount']>('POST', 'track-user/viewed-count', owner, {});
    expect(count.body.data).toMatchObject({ contactViews: 3, contactViewLimit: 3, contactViewsRemaining: 0 });
    // The plan page counts the same reveals.
    const used = await usageOf(server.database.db, server.tenantA, { type: 'employer', companyId }, new Date(0));
    expect(used.candidateContactViews).toBe(3);
  });

  it('charges two racing first reveals of the last place once', async () => {
    const { owner, companyId } = await companyWithContactViews('Orbit Hiring', 1);
    const [a, b] = await Promise.all([
      candidate(server, server.tenantA, 'Eve'),
      candidate(server, server.tenantA, 'Fay'),
    ]);
    const answers = await Promise.all([reveal(owner, a?.id ?? ''), reveal(owner, b?.id ?? '')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(await revealsOf(companyId)).toBe(1);
  });

  it('charges two racing reveals of the same candidate once', async () => {
    const { owner, companyId } = await companyWithContactViews('Kite Labs', 5);
    const member = await makeUser(server.database.db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'employer',
      employerKind: 2,
      companyId,
    });
    const gus = await candidate(server, server.tenantA, 'Gus');
    const answers = await Promise.all([reveal(owner, gus.id), reveal(member, gus.id), reveal(owner, gus.id)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answers.filter((r) => r.body.data.charged)).toHaveLength(1);
    expect(await revealsOf(companyId)).toBe(1);
  });

  it('refuses every reveal when the plan has no contact views', async () => {
    const { owner } = await companyWithContactViews('Zero Views', 0);
    const hal = await candidate(server, server.tenantA, 'Hal');
    const r = await call<null>('POST', `employer/view-candidate/${hal.id}`, owner);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('LIMIT_OVER');
  });
});

describe('another company of the same tenant', () => {
  it('sees the revealed candidate masked and none of the first company’s reveals', async () => {
    const page = await call<S['SearchedCandidateDetails']>('POST', 'candidate/searched-candidate/details', w.rival, {
      candidateId: arjun.id,
    });
    expect(page.status).toBe(200);
    expect(page.body.data.candidate).toMatchObject({ contactVisible: false, email: null, mobNo: null });
    expect(page.body.data.profile).toMatchObject({ email: expect.stringMatching(/^[a-z]\*\*\*@/), resume: null });
    expect(page.body.data.profile.mobNo).toBe('98******45');
    const count = await call<S['ViewedCount']>('POST', 'track-user/viewed-count', w.rival, {});
    expect(count.body.data).toMatchObject({ contactViews: 0, uniqueCandidates: 0 });
    const first = await reveal(w.rival, arjun.id);
    expect(first.body.data.charged).toBe(true);
  });
});

describe("a candidate's resume from the candidate database (resume_download)", () => {
  const sellsResumes = (companyId: string, on: boolean) =>
    server.database.db
      .updateTable('licences')
      .set({
        snapshot: on
          ? sql`jsonb_set(snapshot, '{features}', (snapshot->'features') - 'resume_download' || '["resume_download"]'::jsonb)`
          : sql`jsonb_set(snapshot, '{features}', (snapshot->'features') - 'resume_download')`,
      })
      .where('client_id', '=', server.tenantA)
      .where('company_id', '=', companyId)
      .where('kind', '=', 'plan')
      .execute();
  const page = (owner: TestUser) =>
    call<S['SearchedCandidateDetails']>('POST', 'candidate/searched-candidate/details', owner, {
      candidateId: arjun.id,
    });

  it('comes with the reveal and the page only on a plan with it; the contact details come either way', async () => {
    const { owner, companyId } = await companyWithContactViews('No Resumes Ltd', 10);
    await sellsResumes(companyId, false);
    const revealed = await reveal(owner, arjun.id);
    expect(revealed.status).toBe(200);
    expect(revealed.body.data).toMatchObject({ email: arjun.email, mobNo: '9845012345', resume: null });
    const without = await page(owner);
    expect(without.body.data.candidate).toMatchObject({ contactVisible: true, hasResume: true });
    expect(without.body.data.profile).toMatchObject({ email: arjun.email, resume: null });

    await sellsResumes(companyId, true);
    expect((await reveal(owner, arjun.id)).body.data).toMatchObject({ charged: false, resume: RESUME });
    expect((await page(owner)).body.data.profile.resume).toEqual(RESUME);
  });
});
