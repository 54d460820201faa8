// `npm run bench:analytics`: the employer analytics page's API on PostgreSQL with one company of
// 1,000 jobs and 1,000,000 hiring events over the past year: the background roll-up's time, then
// p50/p95/p99 and memory of the page's three calls (twelve months for the company, twelve months
// for one job, the totals) over HTTP, beside a baseline measured in the same run: the same
// twelve months counted straight from the events, as the page would without the roll-up.
// See docs/benchmark.md.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { startSession } from '../server/users/sessions.ts';
import type { Database } from '../server/db/tables.ts';
import { rollUpAll } from '../server/employer/hiring-rollup.ts';
import { httpClient, sendOk, type HttpRequest } from './http-client.ts';
import { BENCH_HOST, createDatabase, seedDatabase } from './seed.ts';
import { startServer } from './server.ts';
import { summarise, type Summary } from './stats.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const JOBS = arg('jobs', 1_000);
const EVENTS = arg('events', 1_000_000);
const REQUESTS = arg('requests', 400);
const BASELINE = arg('baseline', 40);
const CONCURRENCY = arg('concurrency', 8);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = (line: string) => console.log(line);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function timed(n: number, concurrency: number, one: (i: number) => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  let peak = process.memoryUsage().rss;
  const t0 = performance.now();
  const lane = async () => {
    while (next < n) {
      const i = next++;
      const t = performance.now();
      await one(i);
      latencies.push(performance.now() - t);
      peak = Math.max(peak, process.memoryUsage().rss);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { summary: summarise({ latenciesMs: latencies, errors: 0, elapsedMs: performance.now() - t0 }), peak };
}

const row = (name: string, s: Summary, peak: number) =>
  `${name.padEnd(44)} p50 ${s.p50.toFixed(1).padStart(7)} ms  p95 ${s.p95.toFixed(1).padStart(7)} ms  p99 ${s.p99.toFixed(1).padStart(7)} ms  ${s.rps.toFixed(0).padStart(5)} req/s  peak RSS ${mb(peak)}`;

async function main() {
  log(
    `employer analytics: ${JOBS.toLocaleString('en')} jobs, ${EVENTS.toLocaleString('en')} events, concurrency ${CONCURRENCY}`,
  );
  const database = await createDatabase(ADMIN_URL, 'jobboard_bench_analytics');
  const seeded = await seedDatabase(database.url, JOBS, log);
  const pool = new pg.Pool({ connectionString: database.url, max: CONCURRENCY + 2 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const server = await startServer(database.url);
  try {
    // One company holds every job: the page's worst case on this board.
    const company = await db
      .selectFrom('companies')
      .select('id')
      .where('client_id', '=', seeded.clientId)
      .executeTakeFirstOrThrow();
    await db.updateTable('jobs').set({ company_id: company.id }).where('client_id', '=', seeded.clientId).execute();
    const owner = await db
      .insertInto('users')
      .values({
        client_id: seeded.clientId,
        role: 'employer',
        employer_kind: 1,
        company_id: company.id,
        invited_by: null,
        email: 'bench-owner@example.com',
        password_hash: null,
        mob_no: null,
        country_code: null,
        designation: null,
        avatar_uri: null,
        status: 'active',
        email_verified_at: new Date(),
        last_active_at: null,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token } = await startSession(db, server.secret, { id: owner.id, clientId: seeded.clientId });

    const t0 = performance.now();
    // The mix of a live board: mostly views, fewer apply starts and applications, few hires.
    await sql`
      insert into hiring_events (client_id, company_id, job_id, kind, source, value, occurred_at)
      select ${seeded.clientId}::uuid, ${company.id}::uuid, jobs.ids[1 + (g % array_length(jobs.ids, 1))],
        k.kind, case when k.kind = 'applied' then (array['search','alert','direct','import','invitation'])[1 + (g % 5)] end,
        case when k.kind = 'hired' then (g % 60)::float8 when k.kind = 'first_applicant' then (g % 90)::float8 end,
        now() - ((g % 365) || ' days')::interval - ((g % 86400) || ' seconds')::interval
      from generate_series(1, ${EVENTS}) g
      cross join (select array_agg(id) as ids from jobs where client_id = ${seeded.clientId}::uuid) jobs
      cross join lateral (select (array['view','view','view','view','view','view','view','view','view','view',
        'apply_start','apply_start','apply_start','apply_start','applied','applied','applied',
        'shortlisted','interviewed','rejected','hired','first_applicant'])[1 + ((g::bigint * 7919) % 22)::int] as kind) k
    `.execute(db);
    await sql`vacuum analyze hiring_events`.execute(db);
    log(`recorded ${EVENTS.toLocaleString('en')} events in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const r0 = performance.now();
    const rolled = await rollUpAll(db);
    await sql`vacuum analyze hiring_monthly`.execute(db);
    const monthly = await db
      .selectFrom('hiring_monthly')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    log(
      `rolled up ${rolled.toLocaleString('en')} events into ${Number(monthly.n).toLocaleString('en')} monthly rows in ${((performance.now() - r0) / 1000).toFixed(1)} s`,
    );

    const now = new Date();
    const to = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const fromDate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
    const from = fromDate.toISOString().slice(0, 7);
    const jobIds = (
      await db.selectFrom('jobs').select('id').where('client_id', '=', seeded.clientId).limit(50).execute()
    ).map((j) => j.id);

    log('');
    // Baseline: the same twelve months counted from the events on every page load.
    const base = await timed(BASELINE, CONCURRENCY, () =>
      sql`
        select to_char(date_trunc('month', occurred_at at time zone 'UTC'), 'YYYY-MM') as month, kind, source,
          count(*), sum(value), count(value)
        from hiring_events
        where client_id = ${seeded.clientId}::uuid and company_id = ${company.id}::uuid and occurred_at >= ${fromDate}
        group by 1, 2, 3`.execute(db),
    );
    log(row('baseline: 12 months counted from the events', base.summary, base.peak));

    const client = httpClient({
      port: server.port,
      host: BENCH_HOST,
      sockets: CONCURRENCY,
      headers: { authorization: `Bearer ${token}` },
    });
    const calls: Array<[string, (i: number) => HttpRequest]> = [
      [
        'get-by-month, 12 months, company',
        () => ({ method: 'POST', path: '/client/api/v1/employer-analytics/get-by-month', body: { from, to } }),
      ],
      [
        'get-by-month, 12 months, one job',
        (i) => ({
          method: 'POST',
          path: '/client/api/v1/employer-analytics/get-by-month',
          body: { from, to, jobId: jobIds[i % jobIds.length] },
        }),
      ],
      [
        'get-count (totals and top 50 jobs)',
        () => ({ method: 'GET', path: '/client/api/v1/employer-analytics/get-count' }),
      ],
    ];
    for (const [name, req] of calls) {
      await sendOk(client, req(0));
      const r = await timed(REQUESTS, CONCURRENCY, (i) => sendOk(client, req(i)));
      log(row(name, r.summary, r.peak));
    }
    client.close();
  } finally {
    await server.close();
    await db.destroy();
    if (!process.argv.includes('--keep')) await database.drop();
  }
}

await main();
