// Salary insights over real HTTP (docs/salary-insights.md): the percentiles of a known set of jobs,
// pay periods brought to one, currencies never mixed, nothing shown below five jobs or below three
// companies, the other board's jobs and the jobs that are not live never counted (and a job closed
// after an answer is left out of the next one, whatever is kept), the title's, category's and
// places' order, the plan flag on the board and on the employer's company, and the contract's
// hostile requests to both operations never answering a 5xx.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { addCategory, addJob, hoursAgo, PLACES, type JobSeed } from '../jobs-discovery/test/support.ts';
import { salaryInsightsProbes } from '../tenancy/test/probes/salary-insights.ts';
import { makeWorld } from '../tenancy/test/probes/world.ts';
import { makeCallers } from '../test/fuzz/callers.ts';
import { casesFor } from '../test/fuzz/cases.ts';
import { contractOperations } from '../test/fuzz/contract-ops.ts';
import { rngFor } from '../test/fuzz/rng.ts';
import { closeAgent, send } from '../test/fuzz/send.ts';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { NO_BASIS, NO_JOB } from './insights.ts';

type S = components['schemas'];
type Insights = S['SalaryInsights'];
type Answer<T> = { code: string; message: string; data: T };
type Salary = NonNullable<JobSeed['salary']>;

let server: TestServer;
let employerA: TestUser;
let candidateA: TestUser;
const companiesA: string[] = [];
const companiesB: string[] = [];

const api = (path: string) => `/client/api/v1/salary-insights/${path}`;

const jobInsights = (id: string, opts: { host?: string; token?: string | null } = {}) =>
  server.call<Answer<Insights>>('GET', api(`job/${id}`), { host: opts.host ?? HOST_A, token: opts.token ?? null });

const estimate = (query: Record<string, string>, user: TestUser = employerA, host = HOST_A) =>
  server.call<Answer<Insights>>('GET', api(`estimate?${new URLSearchParams(query).toString()}`), {
    host,
    token: user.token,
  });

type Spec = { company: number; salary: Salary } & Omit<JobSeed, 'title' | 'category' | 'salary'>;

/** Jobs of one title and category on a board, each of the board's company number `company`. */
async function seed(
  clientId: string,
  title: string,
  category: { id: string; name: string },
  specs: Spec[],
): Promise<string[]> {
  const companies = clientId === server.tenantA ? companiesA : companiesB;
  const ids: string[] = [];
  for (const { company, ...rest } of specs) {
    const companyId = companies[company];
    if (!companyId) throw new Error(`no company ${company}`);
    ids.push((await addJob(server.database.db, clientId, companyId, { title, category, ...rest })).id);
  }
  return ids;
}

const inr = (min: number, max = min): Salary => ({ min, max, currency: 'INR' });
const category = (name: string, clientId = server.tenantA) => addCategory(server.database.db, clientId, name);

async function boardFlag(on: boolean): Promise<void> {
  const features = JSON.stringify({ job_salary_insights: on });
  await server.database.db
    .updateTable('clients')
    .set({
      settings: sql`jsonb_set(settings, '{features}', coalesce(settings->'features', '{}'::jsonb) || ${features}::jsonb)`,
    })
    .where('id', '=', server.tenantA)
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  for (const n of [1, 2, 3, 4]) companiesA.push(await makeCompany(db, server.tenantA, `Pay Alpha ${n}`));
  for (const n of [1, 2, 3]) companiesB.push(await makeCompany(db, server.tenantB, `Pay Bravo ${n}`));
  employerA = await makeUser(db, server.deps.secret, {
    clientId: server.tenantA,
    role: 'employer',
    employerKind: 1,
    companyId: companiesA[0],
  });
  candidateA = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
});
afterAll(async () => {
  closeAgent();
  await server?.close();
});

describe('the figures', () => {
  it('are the percentiles of the middle of each job’s range, with the jobs and companies behind them', async () => {
    const cat = await category('Dispatch');
    // Ten jobs paying 100,000 to 1,000,000 a year (the middle of ±20,000), from four companies.
    const ids = await seed(
      server.tenantA,
      'Night Shift Dispatcher',
      cat,
      Array.from({ length: 10 }, (_, i) => ({
        company: i % 4,
        salary: inr((i + 1) * 100_000 - 20_000, (i + 1) * 100_000 + 20_000),
      })),
    );
    const r = await jobInsights(ids[3] ?? '');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toEqual({
      enough: true,
      basis: { kind: 'TITLE', name: 'Night Shift Dispatcher', place: { kind: 'CITY', name: 'Pune' } },
      period: 'YEARLY',
      minimumJobs: 5,
      minimumCompanies: 3,
      // percentile_cont interpolates: the 10th percentile of ten values lies 0.9 of the way from the
      // first to the second.
      distributions: [
        {
          currencyCode: 'INR',
          jobs: 10,
          companies: 4,
          p10: 190_000,
          p25: 325_000,
          median: 550_000,
          p75: 775_000,
          p90: 910_000,
        },
      ],
    });

    // The employer's hint for the same title and city, per month and case aside.
    const monthly = await estimate({ title: 'night shift  DISPATCHER ', cityId: PLACES.pune.id, period: 'MONTHLY' });
    expect(monthly.status, JSON.stringify(monthly.body)).toBe(200);
    expect(monthly.body.data.basis).toEqual({
      kind: 'TITLE',
      name: 'night shift DISPATCHER',
      place: { kind: 'CITY', name: 'Pune' },
    });
    expect(monthly.body.data.period).toBe('MONTHLY');
    expect(monthly.body.data.distributions[0]).toMatchObject({ p10: 15_833.33, median: 45_833.33, p90: 75_833.33 });
  });

  it('bring every pay period to the one asked for', async () => {
    const cat = await category('Warehouse');
    // A year of hours is 2,080: 25 an hour is 52,000 a year, 35 is 72,800.
    const ids = await seed(server.tenantA, 'Forklift Operator', cat, [
      { company: 0, salary: { min: 52_000, max: 52_000, currency: 'USD' } },
      { company: 1, salary: { min: 62_400, max: 62_400, currency: 'USD' } },
      { company: 2, salary: { min: 72_800, max: 72_800, currency: 'USD' } },
      { company: 3, salary: { min: 25, max: 25, currency: 'USD', period: 'HOURLY' } },
      { company: 0, salary: { min: 30, max: 40, currency: 'USD', period: 'HOURLY' } },
    ]);
    const yearly = (await jobInsights(ids[0] ?? '')).body.data;
    expect(yearly.period).toBe('YEARLY');
    expect(yearly.distributions[0]).toMatchObject({ jobs: 5, p10: 52_000, median: 62_400, p90: 72_800 });
    // On the hourly job's page, per hour.
    const hourly = (await jobInsights(ids[3] ?? '')).body.data;
    expect(hourly.period).toBe('HOURLY');
    expect(hourly.distributions[0]).toMatchObject({ p10: 25, median: 30, p90: 35 });
  });

  it('keep each currency apart, the reader’s first, and leave out a currency with too few jobs', async () => {
    const cat = await category('Payroll');
    const ids = await seed(server.tenantA, 'Payroll Specialist', cat, [
      ...[500_000, 600_000, 700_000, 800_000, 900_000].map((pay, i) => ({ company: i % 3, salary: inr(pay) })),
      ...[40_000, 50_000, 60_000, 70_000, 80_000].map((pay, i) => ({
        company: 1 + (i % 3),
        salary: { min: pay, max: pay, currency: 'USD' as const },
      })),
      { company: 0, salary: { min: 55_000, max: 55_000, currency: 'EUR' } },
      { company: 1, salary: { min: 65_000, max: 65_000, currency: 'EUR' } },
    ]);
    const onInrJob = (await jobInsights(ids[0] ?? '')).body.data;
    expect(onInrJob.distributions.map((d) => [d.currencyCode, d.jobs, d.median])).toEqual([
      ['INR', 5, 700_000],
      ['USD', 5, 60_000],
    ]);
    const onEurJob = (await jobInsights(ids[10] ?? '')).body.data;
    expect(onEurJob.distributions.map((d) => d.currencyCode)).toEqual(['INR', 'USD']);
    const usd = (await estimate({ title: 'Payroll Specialist', currencyCode: 'USD' })).body.data;
    expect(usd.basis?.place).toEqual({ kind: 'BOARD', name: null });
    expect(usd.distributions.map((d) => d.currencyCode)).toEqual(['USD', 'INR']);
    expect(JSON.stringify(usd)).not.toContain('EUR');
  });
});

describe('not enough data', () => {
  it('shows nothing of four jobs, however many companies', async () => {
    const cat = await category('Cranes');
    const ids = await seed(server.tenantA, 'Crane Operator', cat, [
      { company: 0, salary: inr(4_123_457) },
      { company: 1, salary: inr(4_123_457) },
      { company: 2, salary: inr(4_123_457) },
      { company: 3, salary: inr(4_123_457) },
    ]);
    const r = await jobInsights(ids[0] ?? '');
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      enough: false,
      basis: null,
      period: 'YEARLY',
      minimumJobs: 5,
      minimumCompanies: 3,
      distributions: [],
    });
    expect(JSON.stringify(r.body)).not.toContain('4123457');
  });

  it('shows nothing of many jobs from two companies', async () => {
    const cat = await category('Rigging');
    const ids = await seed(
      server.tenantA,
      'Tower Crane Rigger',
      cat,
      Array.from({ length: 8 }, (_, i) => ({ company: i % 2, salary: inr(3_456_789) })),
    );
    const r = await jobInsights(ids[0] ?? '');
    expect(r.body.data).toMatchObject({ enough: false, basis: null, distributions: [] });
    expect(JSON.stringify(r.body)).not.toContain('3456789');
    // Nor to the employer asking by the title.
    const hint = await estimate({ title: 'Tower Crane Rigger', categoryId: cat.id });
    expect(hint.body.data).toMatchObject({ enough: false, distributions: [] });
  });

  it('never counts the other board’s jobs, and the other board’s job is not found', async () => {
    const catA = await category('Customs');
    const catB = await category('Customs', server.tenantB);
    const idsA = await seed(server.tenantA, 'Customs Broker', catA, [
      { company: 0, salary: inr(900_000) },
      { company: 1, salary: inr(900_000) },
      { company: 2, salary: inr(900_000) },
    ]);
    const idsB = await seed(
      server.tenantB,
      'Customs Broker',
      catB,
      Array.from({ length: 5 }, (_, i) => ({ company: i % 3, salary: inr(2_718_281) })),
    );
    const onA = await jobInsights(idsA[0] ?? '');
    expect(onA.body.data).toMatchObject({ enough: false, distributions: [] });
    const hintA = await estimate({ title: 'Customs Broker', categoryId: catB.id });
    expect(hintA.body.data).toMatchObject({ enough: false, distributions: [] });
    expect(JSON.stringify([onA.body, hintA.body])).not.toContain('2718281');

    const onB = await jobInsights(idsB[0] ?? '', { host: HOST_B });
    expect(onB.body.data.distributions[0]).toMatchObject({ currencyCode: 'INR', jobs: 5, median: 2_718_281 });
    const crossed = await jobInsights(idsB[0] ?? '');
    expect(crossed.status).toBe(404);
    expect(crossed.body.message).toBe(NO_JOB);
  });

  it('counts only live jobs that show their salary, and a job closed after an answer is left out at once', async () => {
    const cat = await category('Cold chain');
    const live = await seed(
      server.tenantA,
      'Cold Chain Planner',
      cat,
      Array.from({ length: 5 }, (_, i) => ({ company: i % 3, salary: inr(1_000_000 + i * 100_000) })),
    );
    const past = hoursAgo(1);
    await seed(server.tenantA, 'Cold Chain Planner', cat, [
      { company: 3, salary: inr(9_000_000), status: 'CLOSED' },
      { company: 3, salary: inr(9_000_000), status: 'PAUSED' },
      { company: 3, salary: inr(9_000_000), status: 'EXPIRED' },
      { company: 3, salary: inr(9_000_000), expires_at: past },
      { company: 3, salary: inr(9_000_000), deleted_at: past },
      { company: 3, salary: inr(9_000_000), approval_status: 1 },
      { company: 3, salary: inr(9_000_000), is_salary_visible: false },
      { company: 3, salary: inr(9_000_000), status: 'DRAFT', posted_at: null },
    ]);
    const before = await jobInsights(live[0] ?? '');
    expect(before.body.data.distributions).toEqual([
      expect.objectContaining({ jobs: 5, companies: 3, p90: 1_360_000, median: 1_200_000 }),
    ]);
    expect(JSON.stringify(before.body)).not.toContain('9000000');

    // Closed straight in the database, as another process would: nothing in this process is told,
    // and the kept answer must still not be given (the board's stamp moved).
    await server.database.db
      .updateTable('jobs')
      .set({ status: 'CLOSED' })
      .where('client_id', '=', server.tenantA)
      .where('id', '=', live[4] ?? '')
      .execute();
    // The closed job's own page still opens, and what it shows no longer counts it.
    const after = await jobInsights(live[4] ?? '');
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({ enough: false, distributions: [] });
  });
});

describe('which jobs are compared', () => {
  it('falls back from the title to the country, then to the category', async () => {
    const cat = await category('Accounts');
    const mumbai = { city: PLACES.mumbai, state: PLACES.maharashtra };
    const [clerk] = await seed(server.tenantA, 'Ledger Clerk', cat, [
      { company: 0, salary: inr(400_000) },
      { company: 1, salary: inr(500_000) },
    ]);
    const [auditor] = await seed(server.tenantA, 'Ledger Auditor', cat, [
      { company: 0, salary: inr(800_000) },
      { company: 1, salary: inr(900_000), ...mumbai },
      { company: 2, salary: inr(1_000_000), ...mumbai },
      { company: 3, salary: inr(1_100_000), ...mumbai },
      { company: 2, salary: inr(1_200_000), ...mumbai },
    ]);
    const byCountry = (await jobInsights(auditor ?? '')).body.data;
    expect(byCountry.basis).toEqual({
      kind: 'TITLE',
      name: 'Ledger Auditor',
      place: { kind: 'COUNTRY', name: 'India' },
    });
    expect(byCountry.distributions[0]).toMatchObject({ jobs: 5, median: 1_000_000 });

    // Two clerks anywhere: the category, first in the city (the clerks and the Pune auditor).
    await seed(server.tenantA, 'Accounts Assistant', cat, [
      { company: 2, salary: inr(600_000) },
      { company: 3, salary: inr(700_000) },
    ]);
    const byCategory = (await jobInsights(clerk ?? '')).body.data;
    expect(byCategory.basis).toEqual({ kind: 'CATEGORY', name: 'Accounts', place: { kind: 'CITY', name: 'Pune' } });
    expect(byCategory.distributions[0]).toMatchObject({ jobs: 5, companies: 4, median: 600_000 });

    // The employer's hint by the category alone, without a place: the whole board.
    const hint = (await estimate({ categoryId: cat.id })).body.data;
    expect(hint.basis).toEqual({ kind: 'CATEGORY', name: 'Accounts', place: { kind: 'BOARD', name: null } });
    expect(hint.distributions[0]?.jobs).toBe(9);
  });

  it('compares a work-from-home job with the work-from-home jobs', async () => {
    const cat = await category('Support');
    const [remote] = await seed(server.tenantA, 'Remote Support Agent', cat, [
      ...Array.from({ length: 5 }, (_, i) => ({
        company: i % 3,
        wfh: true,
        country: null,
        salary: inr(300_000 + i * 10_000),
      })),
      { company: 3, salary: inr(5_000_000) },
      { company: 3, salary: inr(5_000_000) },
    ]);
    const r = (await jobInsights(remote ?? '')).body.data;
    expect(r.basis?.place).toEqual({ kind: 'REMOTE', name: null });
    expect(r.distributions[0]).toMatchObject({ jobs: 5, p90: 336_000 });
    const hint = (await estimate({ title: 'Remote Support Agent', remote: 'true' })).body.data;
    expect(hint.distributions[0]?.jobs).toBe(5);
  });

  it('needs a title or a category from the employer, and a job whose page opens', async () => {
    const none = await estimate({ cityId: PLACES.pune.id });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(NO_BASIS);
    expect((await estimate({ title: 'x' })).status).toBe(400);
    expect((await jobInsights(crypto.randomUUID())).status).toBe(404);
    const cat = await category('Drafts');
    const [draft] = await seed(server.tenantA, 'Draft Only', cat, [
      { company: 0, salary: inr(1), status: 'DRAFT', approval_status: 1, posted_at: null },
    ]);
    expect((await jobInsights(draft ?? '')).status).toBe(404);
  });
});

describe('the plan flag job_salary_insights', () => {
  it('is the board’s for the job page and also the employer company’s for the hint', async () => {
    const cat = await category('Flags');
    const [job] = await seed(server.tenantA, 'Flag Checker', cat, [{ company: 0, salary: inr(1) }]);
    expect((await jobInsights(job ?? '')).status).toBe(200);
    expect((await jobInsights(job ?? '', { token: candidateA.token })).status).toBe(200);
    expect((await estimate({ title: 'Flag Checker' })).status).toBe(200);

    // A company on the Lite plan, which does not include it, may not ask on a board that has it.
    const { db } = server.database;
    const unlicensed = await makeUser(db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'employer',
      employerKind: 1,
      companyId: await makeCompany(db, server.tenantA, 'Pay Alpha Lite', 'LITE_YEARLY'),
    });
    const refusedHint = await estimate({ title: 'Flag Checker' }, unlicensed);
    expect(refusedHint.status).toBe(403);
    expect(refusedHint.body.message).toBe('Your plan does not include this feature');

    await boardFlag(false);
    try {
      for (const r of [
        await jobInsights(job ?? ''),
        await jobInsights(job ?? '', { token: candidateA.token }),
        await estimate({ title: 'Flag Checker' }),
      ]) {
        expect(r.status).toBe(403);
        expect(r.body.message).toBe('Your plan does not include this feature');
      }
    } finally {
      await boardFlag(true);
    }
    expect((await jobInsights(job ?? '')).status).toBe(200);
  });
});

describe('hostile requests (the fuzz test’s cases for these operations)', () => {
  it('never answer a 5xx nor drop the connection, and refuse what the contract refuses', async () => {
    const world = await makeWorld(server, HOST_A, server.tenantA, 'Salary');
    Object.assign(world.ids, await salaryInsightsProbes.getJobSalaryInsights?.setup?.(server, world));
    const foreign = await makeUser(server.database.db, server.deps.secret, { clientId: server.tenantB, role: 'admin' });
    const callers = await makeCallers(server.database.db, server.deps.secret, world, foreign.token);
    await callers.refresh();
    const ops = contractOperations().filter((o) => o.id === 'getJobSalaryInsights' || o.id === 'getSalaryInsights');
    expect(ops.map((o) => o.id).sort()).toEqual(['getJobSalaryInsights', 'getSalaryInsights']);
    const problems: string[] = [];
    let sent = 0;
    let seq = 0;
    for (const op of ops) {
      const rng = rngFor(`salary-insights-fuzz:${op.id}`);
      for (const c of casesFor(op, world, rng)) {
        const outcome = await send(server.port, HOST_A, c, callers.tokenOf(c.actor, rng), `10.48.1.${++seq % 250}`);
        sent += 1;
        const status = outcome.status;
        if (typeof status !== 'number' || status >= 500) problems.push(`${c.op} [${c.label}] → ${status}`);
        else if (c.refusedField && !(status === 400 && outcome.fields.some((f) => f.startsWith(c.refusedField ?? ''))))
          problems.push(`${c.op} [${c.label}] not refused on ${c.refusedField}: ${status}`);
      }
    }
    expect(sent).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});
