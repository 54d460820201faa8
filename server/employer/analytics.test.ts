// The employer's analytics: the monthly funnel the API answers equals what the recorded events say
// (six months of generated events, per job and for the company), every event is rolled up once
// even with two workers at it, the actions of the product record their events (a view, an apply
// start, an application with its source, a hire), and only the company's own figures come back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { caller, liveJob, makeWorld, uploadPdf, type World } from '../applications/test/support.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { rollUpBatch } from './hiring-monthly-repo.ts';
import { rollUpAll } from './hiring-rollup.ts';

type S = components['schemas'];
type Month = S['EmployerAnalyticsMonth'];

let server: TestServer;
let world: World;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  server = await startTestServer();
  world = await makeWorld(server);
  call = caller(server);
});
afterAll(async () => server?.close());

/** A small deterministic generator, so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const KINDS = ['view', 'apply_start', 'applied', 'shortlisted', 'interviewed', 'hired', 'rejected'] as const;
const SOURCES = ['search', 'alert', 'direct', 'import', 'invitation'] as const;
const FIELD: Record<(typeof KINDS)[number], keyof Month> = {
  view: 'jobViews',
  apply_start: 'applyStarts',
  applied: 'applications',
  shortlisted: 'shortlisted',
  interviewed: 'inInterview',
  hired: 'hired',
  rejected: 'rejected',
};

type Ev = { jobId: string; kind: string; source: string | null; value: number | null; at: Date };

async function byMonth(user: TestUser, body: S['EmployerAnalyticsMonthQuery']) {
  const r = await call<Month[]>('POST', 'employer-analytics/get-by-month', user, body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

function expected(events: Ev[], months: string[], jobId?: string) {
  return months.map((month) => {
    const of = events.filter((e) => e.at.toISOString().slice(0, 7) === month && (!jobId || e.jobId === jobId));
    const count = (kind: string) => of.filter((e) => e.kind === kind).length;
    const mean = (kind: string) => {
      const vs = of.filter((e) => e.kind === kind).map((e) => e.value ?? 0);
      return vs.length ? Math.round((vs.reduce((a, b) => a + b, 0) / vs.length) * 10) / 10 : null;
    };
    return {
      month,
      ...Object.fromEntries(KINDS.map((k) => [FIELD[k], count(k)])),
      sources: Object.fromEntries(
        SOURCES.map((s) => [s, of.filter((e) => e.kind === 'applied' && e.source === s).length]),
      ),
      timeToFirstApplicantHours: mean('first_applicant'),
      timeToHireDays: mean('hired'),
    };
  });
}

describe('employer analytics', () => {
  it('answers the monthly funnel the events add up to, per job and for the company, once rolled up', async () => {
    const { db } = server.database;
    const jobs = [await liveJob(server, world, 'Fleet Planner'), await liveJob(server, world, 'Route Analyst')];
    const rivalCompany = await makeCompany(db, server.tenantA, 'Rival Freight');
    const rivalJob = await liveJob(server, { ...world, companyId: rivalCompany }, 'Rival Dispatcher');
    const random = rng(17);
    const months = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];
    const events: Ev[] = [];
    for (let i = 0; i < 3000; i++) {
      const kind = KINDS[Math.floor(random() * KINDS.length)] ?? 'view';
      const month = months[Math.floor(random() * months.length)] ?? '2026-01';
      // Spread over the month, edges included: the first and the last millisecond.
      const start = Date.parse(`${month}-01T00:00:00Z`);
      const end = new Date(start);
      end.setUTCMonth(end.getUTCMonth() + 1);
      const at = new Date(
        i % 50 === 0 ? start : i % 50 === 1 ? end.getTime() - 1 : start + random() * (end.getTime() - start),
      );
      events.push({
        jobId: (random() < 0.5 ? jobs[0] : jobs[1])?.id ?? '',
        kind,
        source: kind === 'applied' ? (SOURCES[Math.floor(random() * SOURCES.length)] ?? null) : null,
        // Whole numbers: their sums are exact in any order, so the mean cannot depend on how the
        // two workers happened to split the batches.
        value: kind === 'hired' ? Math.round(random() * 60) : null,
        at,
      });
      if (i % 97 === 0)
        events.push({ jobId: jobs[0]?.id ?? '', kind: 'first_applicant', source: null, value: i % 89, at });
    }
    const company = (e: Ev) => ({
      client_id: server.tenantA,
      company_id: world.companyId,
      job_id: e.jobId,
      kind: e.kind as never,
      source: e.source as never,
      value: e.value,
      occurred_at: e.at,
    });
    // Another company's events, which must never count.
    const rival = events.slice(0, 300).map((e) => ({ ...company(e), company_id: rivalCompany, job_id: rivalJob.id }));
    for (let i = 0; i < events.length; i += 500)
      await db
        .insertInto('hiring_events')
        .values(events.slice(i, i + 500).map(company))
        .execute();
    await db.insertInto('hiring_events').values(rival).execute();

    // Nothing is read from the events themselves: before the roll-up the months are empty.
    const before = await byMonth(world.owner, { from: '2026-01', to: '2026-06' });
    expect(before.every((m) => m.applications === 0 && m.jobViews === 0)).toBe(true);

    // Two workers at once, in small batches: each event is counted once.
    await Promise.all([rollUpSmall(), rollUpSmall()]);
    expect(await rollUpAll(db)).toBe(0);

    const all = await byMonth(world.owner, { from: '2026-01', to: '2026-06' });
    expect(all.map(({ jobsPosted: _p, candidateProfileViews: _c, invitationsSent: _i, ...m }) => m)).toEqual(
      expected(events, months),
    );
    for (const job of jobs) {
      const one = await byMonth(world.owner, { from: '2026-01', to: '2026-06', jobId: job.id });
      expect(one.map(({ jobsPosted: _p, candidateProfileViews: _c, invitationsSent: _i, ...m }) => m)).toEqual(
        expected(events, months, job.id),
      );
    }
    // A wider range answers the empty months too, with zeros.
    const wide = await byMonth(world.owner, { from: '2025-11', to: '2026-07' });
    expect(wide.map((m) => m.month)).toEqual(['2025-11', '2025-12', ...months, '2026-07']);
    expect(wide[0]).toMatchObject({ applications: 0, timeToHireDays: null });

    const count = await call<S['EmployerAnalyticsCount']>('GET', 'employer-analytics/get-count', world.owner);
    expect(count.status).toBe(200);
    expect(count.body.data.jobViews).toBe(events.filter((e) => e.kind === 'view').length);
    const top = count.body.data.topJobs;
    expect(top.map((t) => t.jobId).sort()).toEqual(jobs.map((j) => j.id).sort());
    for (const t of top)
      expect(t.applications).toBe(events.filter((e) => e.jobId === t.jobId && e.kind === 'applied').length);
  });

  it('records what people do: a view, an apply start, an application with its source, a hire', async () => {
    const { db } = server.database;
    const company = await makeCompany(db, server.tenantA, 'Harbour Freight');
    const owner = await makeUser(db, server.deps.secret, {
      clientId: server.tenantA,
      role: 'employer',
      companyId: company,
    });
    const job = await liveJob(server, { ...world, companyId: company }, 'Port Scheduler', { questions: '[]' });
    const candidate = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });

    expect(
      (await call('POST', 'jobstracks/create-jobs-tracks', candidate, { jobId: job.id, type: 'view' })).status,
    ).toBe(200);
    expect(
      (await call('POST', 'jobstracks/create-jobs-tracks', candidate, { jobId: job.id, type: 'apply_start' })).status,
    ).toBe(200);
    const resumeUri = await uploadPdf(server, { token: candidate.token });
    const applied = await call<S['Application']>('POST', 'userjobs/create', candidate, {
      jobId: job.id,
      resumeUri,
      ref: 'alert',
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const hired = await call('PUT', `userjobs/update/${applied.body.data._id}`, owner, { status: 'HIRED' });
    expect(hired.status, JSON.stringify(hired.body)).toBe(200);

    await rollUpAll(db);
    const months = await byMonth(owner, {});
    const now = months[months.length - 1];
    expect(now).toMatchObject({ jobViews: 1, applyStarts: 1, applications: 1, hired: 1 });
    expect(now?.sources).toEqual({ search: 0, alert: 1, direct: 0, import: 0, invitation: 0 });
    expect(now?.timeToHireDays).toBe(0);
    expect(now?.timeToFirstApplicantHours).not.toBeNull();
  });

  it('refuses a range past 24 months or upside down, naming the field', async () => {
    const long = await call('POST', 'employer-analytics/get-by-month', world.owner, { from: '2024-01', to: '2026-06' });
    expect(long.status).toBe(400);
    const upside = await call('POST', 'employer-analytics/get-by-month', world.owner, {
      from: '2026-06',
      to: '2026-01',
    });
    expect(upside.status).toBe(400);
  });
});

async function rollUpSmall(): Promise<void> {
  while ((await rollUpBatch(server.database.db, 137)) > 0);
}
