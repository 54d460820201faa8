// The candidate plans' allowances over real HTTP: a plan of 2 resume builds builds two and refuses
// the third with LIMIT_OVER, writing nothing, and deleting a resume gives no build back; a plan of
// 1 parse and of 1 application refuse the second the same way (an expired parse gives none back,
// a redirect application spends one too); two builds racing for the last place build once; the
// plan page counts all three. A candidate without a plan, a plan that names no such allowance, and
// a board that does not sell candidate plans are not limited.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { uploadPdf } from '../applications/test/support.ts';
import type { Limits } from '../db/tables-payments.ts';
import { addCategory, addJob } from '../jobs-discovery/test/support.ts';
import { pdf } from '../files/test/support.ts';
import { caller, uploadToParser } from '../resumes/test/support.ts';
import { sweepExpiredParses } from '../resumes/sweep.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { grantPlan } from './licences-repo.ts';

type S = components['schemas'];

let server: TestServer;
let call: ReturnType<typeof caller>;
const companies = new Map<string, { companyId: string; category: { id: string; name: string } }>();

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  const { db } = server.database;
  // Board B keeps every candidate tool but sells no candidate plans.
  await db
    .updateTable('clients')
    .set({
      settings: sql`jsonb_set(settings, '{features}', coalesce(settings->'features', '{}'::jsonb) || '{"candidate_licence": false}'::jsonb)`,
    })
    .where('id', '=', server.tenantB)
    .execute();
  for (const clientId of [server.tenantA, server.tenantB])
    companies.set(clientId, {
      companyId: await makeCompany(db, clientId, 'Northwind Analytics'),
      category: await addCategory(db, clientId, 'Software Development'),
    });
});
afterAll(async () => server?.close());

/** A candidate on a candidate plan whose allowances are `limits` (every candidate tool included). */
async function candidateOn(clientId: string, limits: Limits | null): Promise<TestUser> {
  const { db } = server.database;
  const user = await makeUser(db, server.deps.secret, { clientId, role: 'candidate' });
  if (!limits) return user;
  const holder = { type: 'candidate', userId: user.id } as const;
  const licenceId = await grantPlan(db, clientId, holder, 'PREMIUM_YEALY');
  await db
    .updateTable('licences')
    .set({ snapshot: sql`jsonb_set(snapshot, '{limits}', ${JSON.stringify(limits)}::jsonb)` })
    .where('id', '=', licenceId)
    .execute();
  return user;
}

const build = (user: TestUser, name = 'Priya Sharma') => call<S['Resume']>('POST', 'resumes', user, { name });
const parse = (user: TestUser) =>
  uploadToParser<S['ParsedResume']>(server, user, {
    name: 'Priya_Sharma_CV.pdf',
    type: 'application/pdf',
    bytes: pdf(),
  });

async function openJob(clientId: string, extra: { redirect_url?: string } = {}) {
  const c = companies.get(clientId);
  if (!c) throw new Error('no company on this board');
  return addJob(server.database.db, clientId, c.companyId, {
    title: 'Backend Engineer',
    category: c.category,
    ...extra,
  });
}

async function apply(user: TestUser) {
  const job = await openJob(user.clientId);
  const host = user.clientId === server.tenantB ? HOST_B : HOST_A;
  const resumeUri = await uploadPdf(server, { token: user.token, host });
  return call<S['Application']>('POST', 'userjobs/create', user, { jobId: job.id, resumeUri, answers: {} });
}

const rowsOf = async (table: 'resumes' | 'parsed_resumes' | 'applications', user: TestUser) =>
  Number(
    (
      await server.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('candidate_id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** What the plan page shows of one allowance. */
async function usage(user: TestUser, key: S['PlanLimitKey']) {
  const r = await call<S['CandidateLicenceList']>('GET', 'licence/get-candidate-licence-list', user);
  expect(r.status).toBe(200);
  return r.body.data.currentLicence?.usage.find((u) => u.key === key);
}

function expectLimitOver(r: { status: number; body: { code: string; message: string } }, message: string) {
  expect(r.status, JSON.stringify(r.body)).toBe(403);
  expect(r.body).toMatchObject({ code: 'LIMIT_OVER', message });
}

describe('resume builds', () => {
  it('builds two of a plan of 2, refuses the third, and gives none back for a deleted resume', async () => {
    const priya = await candidateOn(server.tenantA, { resumeBuilds: 2 });
    const first = await build(priya);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await build(priya)).status).toBe(200);
    const refused = "Your plan's 2 resume builds are used up. Upgrade your plan to build more resumes.";
    expectLimitOver(await build(priya), refused);
    expect(await rowsOf('resumes', priya)).toBe(2);

    expect((await call('PUT', `resumes/delete/${first.body.data._id}`, priya)).status).toBe(200);
    expectLimitOver(await build(priya), refused);
    expect(await rowsOf('resumes', priya)).toBe(1);
    expect(await usage(priya, 'resumeBuilds')).toMatchObject({ limit: 2, used: 2, remaining: 0 });
  });

  it('builds once when two builds race for the last place', async () => {
    const ravi = await candidateOn(server.tenantA, { resumeBuilds: 1 });
    const answers = await Promise.all([build(ravi, 'Ravi Kumar'), build(ravi, 'Ravi Kumar')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(await rowsOf('resumes', ravi)).toBe(1);
  });

  it('says so in the singular, and when the plan includes none', async () => {
    const one = await candidateOn(server.tenantA, { resumeBuilds: 1 });
    expect((await build(one)).status).toBe(200);
    expectLimitOver(
      await build(one),
      "Your plan's 1 resume build is used up. Upgrade your plan to build more resumes.",
    );
    const none = await candidateOn(server.tenantA, { resumeBuilds: 0 });
    expectLimitOver(await build(none), 'Your plan includes no resume builds. Upgrade your plan to build resumes.');
    expect(await rowsOf('resumes', none)).toBe(0);
  });
});

describe('resume parses', () => {
  it('reads one file of a plan of 1, refuses the second without storing it, and gives none back on expiry', async () => {
    const bea = await candidateOn(server.tenantA, { resumeParses: 1 });
    const first = await parse(bea);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const refused = "Your plan's 1 resume parse is used up. Upgrade your plan to read more resumes into your profile.";
    expectLimitOver(await parse(bea), refused);
    expect(await rowsOf('parsed_resumes', bea)).toBe(1);
    const files = await server.database.db
      .selectFrom('files')
      .select('storage_key')
      .where('owner_id', '=', bea.id)
      .execute();
    expect(files).toHaveLength(1);

    await server.database.db
      .updateTable('parsed_resumes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('candidate_id', '=', bea.id)
      .execute();
    await sweepExpiredParses({ db: server.database.db, config: server.deps.config });
    expect(await rowsOf('parsed_resumes', bea)).toBe(0);
    expectLimitOver(await parse(bea), refused);
    expect(await usage(bea, 'resumeParses')).toMatchObject({ limit: 1, used: 1, remaining: 0 });
  });
});

describe('applications', () => {
  it('sends one of a plan of 1 and refuses the second, a redirect application included', async () => {
    const arjun = await candidateOn(server.tenantA, { applications: 1 });
    const first = await apply(arjun);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const refused = "Your plan's 1 application is used up. Upgrade your plan to apply to more jobs.";
    expectLimitOver(await apply(arjun), refused);
    const external = await openJob(server.tenantA, { redirect_url: 'https://careers.example.com/apply/7' });
    expectLimitOver(await call('POST', `userjobs/create-by-redirecturl?jobId=${external.id}`, arjun), refused);
    expect(await rowsOf('applications', arjun)).toBe(1);
    expect(await usage(arjun, 'applications')).toMatchObject({ limit: 1, used: 1, remaining: 0 });
  });
});

describe('who is not limited', () => {
  it('a candidate without a plan applies as before', async () => {
    const sofia = await candidateOn(server.tenantA, null);
    expect((await apply(sofia)).status).toBe(200);
    expect((await apply(sofia)).status).toBe(200);
    expect(await rowsOf('applications', sofia)).toBe(2);
  });

  it('a plan that names no such allowance', async () => {
    const tom = await candidateOn(server.tenantA, { applications: 1 });
    for (let i = 0; i < 3; i++) expect((await build(tom)).status).toBe(200);
    expect(await usage(tom, 'resumeBuilds')).toBeUndefined();
  });

  it('a candidate of a board that does not sell candidate plans, with a plan or without', async () => {
    const gus = await candidateOn(server.tenantB, { applications: 1, resumeBuilds: 1, resumeParses: 1 });
    const rita = await candidateOn(server.tenantB, null);
    for (const who of [gus, rita]) {
      for (let i = 0; i < 2; i++) {
        expect((await build(who)).status).toBe(200);
        expect((await parse(who)).status).toBe(200);
        expect((await apply(who)).status).toBe(200);
      }
      expect(await rowsOf('resumes', who)).toBe(2);
    }
  });
});

describe('the plan page', () => {
  it('counts applications, builds and parses on an unlimited plan too', async () => {
    const ana = await candidateOn(server.tenantA, { applications: null, resumeBuilds: null, resumeParses: null });
    expect((await build(ana)).status).toBe(200);
    expect((await parse(ana)).status).toBe(200);
    expect((await apply(ana)).status).toBe(200);
    expect((await apply(ana)).status).toBe(200);
    const r = await call<S['CandidateLicenceList']>('GET', 'licence/get-candidate-licence-list', ana);
    const used = Object.fromEntries((r.body.data.currentLicence?.usage ?? []).map((u) => [u.key, u.used]));
    expect(used).toEqual({ applications: 2, resumeBuilds: 1, resumeParses: 1 });
  });
});
