// `npm run bench:digests`: job alert digests for many alerts over many jobs on PostgreSQL — total
// time, per-alert latency (p50/p95/p99) and the run's memory, beside a baseline measured in the
// same run: the same alerts' job matching alone (the read path, no ledger, mail or schedule).
// See docs/benchmark.md.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { readConfig } from '../server/config.ts';
import type { Database } from '../server/db/tables.ts';
import type { AlertCriteria } from '../server/db/tables-job-alerts.ts';
import { runDueDigests } from '../server/job-alerts/digest.ts';
import { criteriaKey } from '../server/job-alerts/criteria.ts';
import { digestJobs } from '../server/job-alerts/match.ts';
import { createJobQueue, type JobQueue } from '../server/jobs-queue/queue.ts';
import { createMailer } from '../server/mail/mailer.ts';
import { placeUuid } from '../server/master/uuid.ts';
import { prng } from './generate.ts';
import { createDatabase, seedDatabase } from './seed.ts';
import { summarise } from './stats.ts';
import { CITIES, FAMILIES } from './vocabulary.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ALERTS = arg('alerts', 100_000);
const JOBS = arg('jobs', 100_000);
const CONCURRENCY = arg('concurrency', 2);
const CHUNK = arg('chunk', 250);
/** Alerts the baseline (one query per alert) is measured on: it is the slow way. */
const BASELINE = arg('baseline', 5_000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DAY = 86_400_000;
const log = (line: string) => console.log(line);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function pick<T>(r: () => number, xs: readonly T[]): T {
  const x = xs[Math.floor(r() * xs.length)];
  if (x === undefined) throw new Error('empty list');
  return x;
}

/** A mix of what people save: a role keyword, a category, a category in a city, remote work. */
function criteriaFor(r: () => number, categories: Map<string, string>): AlertCriteria {
  const family = pick(r, FAMILIES);
  const name = family.sub ?? family.category;
  const category = { id: categories.get(name) ?? '', nm: name };
  const none: AlertCriteria = {
    keyword: null,
    categories: [],
    employmentTypes: [],
    workplaceTypes: [],
    city: null,
    country: null,
    experienceYears: null,
    salaryMin: null,
    currencyCode: null,
  };
  const kind = r();
  if (kind < 0.4) return { ...none, keyword: pick(r, family.roles) };
  if (kind < 0.7) return { ...none, categories: [category] };
  if (kind < 0.9) {
    const city = pick(r, CITIES);
    return { ...none, categories: [category], city: { id: placeUuid(city.key), nm: city.nm } };
  }
  return { ...none, workplaceTypes: ['WFH'], keyword: r() < 0.5 ? pick(r, family.skills) : null };
}

/** Samples the process's resident memory while `work` runs. */
async function sampled<T>(work: () => Promise<T>): Promise<{ value: T; peak: number; samples: number[] }> {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(process.memoryUsage().rss), 250);
  try {
    const value = await work();
    samples.push(process.memoryUsage().rss);
    return { value, peak: Math.max(...samples), samples };
  } finally {
    clearInterval(timer);
  }
}

async function main() {
  log(
    `job alert digests: ${ALERTS.toLocaleString('en')} alerts over ${JOBS.toLocaleString('en')} jobs, concurrency ${CONCURRENCY}`,
  );
  const database = await createDatabase(ADMIN_URL, 'jobboard_bench_digests');
  const pool = new pg.Pool({ connectionString: database.url, max: CONCURRENCY + 2 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    const seeded = await seedDatabase(database.url, JOBS, log);
    log(`seeded ${JOBS.toLocaleString('en')} jobs in ${seeded.seconds.toFixed(1)} s`);
    const categories = new Map(
      (await db.selectFrom('categories').select(['id', 'name']).where('client_id', '=', seeded.clientId).execute()).map(
        (c) => [c.name, c.id],
      ),
    );
    // The alerts started a day ago and are due now: "new" is what went live in the last day.
    const now = new Date();
    const r = prng(7_301);
    const started = performance.now();
    for (let from = 0; from < ALERTS; from += 5_000) {
      const rows = [];
      for (let i = from; i < Math.min(ALERTS, from + 5_000); i++) {
        const criteria = criteriaFor(r, categories);
        rows.push({
          client_id: seeded.clientId,
          email: `bench-alert-${i}@example.com`,
          name: `Alert ${i}`,
          criteria: JSON.stringify(criteria),
          criteria_key: criteriaKey(criteria),
          frequency: 'daily' as const,
          confirmed_at: now,
          since: new Date(now.getTime() - DAY),
          next_due_at: new Date(now.getTime() - 60_000),
        });
      }
      await db.insertInto('job_alerts').values(rows).execute();
    }
    await sql`vacuum analyze job_alerts`.execute(db);
    log(`made ${ALERTS.toLocaleString('en')} alerts in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // Baseline: one matching query per alert (the ledger in SQL), as a naive digest would, with the
    // same concurrency, on the first BASELINE alerts; its time for all alerts is extrapolated.
    const alerts = await db
      .selectFrom('job_alerts')
      .select(['id', 'client_id', 'criteria', 'since'])
      .orderBy('id')
      .limit(BASELINE)
      .execute();
    const baseTimes: number[] = [];
    const base = await sampled(async () => {
      const t0 = performance.now();
      let next = 0;
      let found = 0;
      const lane = async () => {
        while (next < alerts.length) {
          const a = alerts[next++];
          if (!a) break;
          const t = performance.now();
          // Read before adding: `found += await …` would add to a value read before the await.
          const matched = (await digestJobs(db, a, now)).jobs.length;
          found += matched;
          baseTimes.push(performance.now() - t);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, lane));
      return { seconds: (performance.now() - t0) / 1000, found };
    });

    // The digest run as the background task makes it: ledger, outbox mail, schedule.
    const config = { ...readConfig({ NODE_ENV: 'test', DATA_DIR: tmpdir() }), seedDemo: false };
    // As in production with SMTP: each mail is written with its body and its delivery job queued in
    // the chunk's transaction (docs/mail.md). No worker runs, so nothing is sent.
    const mailer = createMailer(db, {
      smtpUrl: 'smtp://127.0.0.1:25',
      keepBodies: false,
      fromAddress: config.mailFrom,
      jobs: () => queue,
    });
    const queue: JobQueue = createJobQueue(db, mailer.tasks);
    await queue.ready();
    const times: number[] = [];
    const full = await sampled(async () => {
      const t0 = performance.now();
      const result = await runDueDigests(
        { db, mailer, config, secret: randomBytes(32) },
        { now, concurrency: CONCURRENCY, chunk: CHUNK, onChunk: (_alerts, ms) => times.push(ms) },
      );
      return { seconds: (performance.now() - t0) / 1000, result };
    });

    const b = summarise({ latenciesMs: baseTimes, errors: 0, elapsedMs: base.value.seconds * 1000 });
    const f = summarise({ latenciesMs: times, errors: full.value.result.failed, elapsedMs: full.value.seconds * 1000 });
    const at = (s: number[], q: number) => mb(s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? 0);
    log('');
    log(
      `baseline (one query per alert, matching only): ${base.value.seconds.toFixed(1)} s for ${alerts.length.toLocaleString('en')} alerts (${((base.value.seconds * ALERTS) / alerts.length).toFixed(0)} s for all ${ALERTS.toLocaleString('en')}), ${base.value.found.toLocaleString('en')} jobs matched`,
    );
    log(
      `  per alert p50 ${b.p50.toFixed(2)} ms  p95 ${b.p95.toFixed(2)} ms  p99 ${b.p99.toFixed(2)} ms; peak RSS ${mb(base.peak)}`,
    );
    log(
      `digest run: ${full.value.seconds.toFixed(1)} s; ${full.value.result.sent.toLocaleString('en')} digests sent, ${full.value.result.empty.toLocaleString('en')} empty (not sent), ${full.value.result.jobs.toLocaleString('en')} jobs, ${full.value.result.failed} failed`,
    );
    log(
      `  finding jobs ${full.value.result.findSeconds.toFixed(1)} s; writing ${full.value.result.writeSeconds.toFixed(1)} s summed over ${CONCURRENCY} lanes`,
    );
    log(
      `  per chunk of ${CHUNK} alerts (one transaction) p50 ${f.p50.toFixed(1)} ms  p95 ${f.p95.toFixed(1)} ms  p99 ${f.p99.toFixed(1)} ms`,
    );
    log(
      `  RSS at 10% / 50% / 90% / end of the run: ${at(full.samples, 0.1)} / ${at(full.samples, 0.5)} / ${at(full.samples, 0.9)} / ${at(full.samples, 1)}; peak ${mb(full.peak)}`,
    );
    const outbox = await db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    log(`  outbox holds ${Number(outbox.n).toLocaleString('en')} mails (one per digest sent), each queued`);
    await queue.stop();
    mailer.close();
  } finally {
    // The drop below ends this database's sessions: a connection the pool has let go of may hear
    // of it before its socket closes.
    pool.on('error', () => undefined);
    await db.destroy();
    if (!process.argv.includes('--keep')) await database.drop();
  }
}

await main();
