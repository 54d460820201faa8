// `npm run bench:cluster`: the job search and the job page of `npm run bench`, sent in one run and
// on one seeded database to (a) one built server process directly, (b) the same process behind
// HAProxy, (c) three processes behind HAProxy, round-robin. The setups take turns, a slice of the
// measured time each per round, so load from elsewhere on the machine falls on all of them alike.
// See docs/benchmark.md.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { CLUSTER_USAGE, readClusterOptions, type ClusterOptions } from './cluster-args.ts';
import {
  CLUSTER_RATIO_NOTE,
  formatClusterScenario,
  mergeSamples,
  roundOrder,
  scenarioResult,
  type ClusterScenarioResult,
  type SetupScenario,
} from './cluster-report.ts';
import { GROUPS, SETUPS, startGroup, type Group, type Setup } from './cluster-setups.ts';
import { prng } from './generate.ts';
import { httpClient, sendOk, type HttpClient, type HttpRequest } from './http-client.ts';
import { runLoad, type Task } from './load.ts';
import { cpuSeconds, withPeakRss } from './proc-usage.ts';
import { environment, formatEnvironment, writeResults } from './report.ts';
import { detailScenario, searchScenario, type Scenario } from './scenarios.ts';
import { BENCH_HOST, createDatabase, reuseDatabase, seedDatabase } from './seed.ts';
import { summarise, type Sample } from './stats.ts';

const log = (line: string) => console.log(line);

function at<T>(xs: readonly T[], i: number): T {
  const x = xs[i];
  if (x === undefined) throw new Error(`no item ${i} of ${xs.length}`);
  return x;
}

/**
 * Waits until no statement of the processes runs on the database: a second asking of a search on a
 * large board reads its exact facet counts in the background, and in another process nothing can
 * be awaited but the database going quiet (brief worker polls aside: three quiet looks in a row).
 */
async function databaseQuiet(pool: pg.Pool, database: string, limitMs = 60_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  let quiet = 0;
  while (quiet < 3) {
    if (Date.now() > deadline) {
      log(`  (the database was still busy after ${limitMs / 1000}s; going on)`);
      return;
    }
    const { rows } = await pool.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity
        where datname = $1 and state = 'active' and pid <> pg_backend_pid()`,
      [database],
    );
    quiet = Number(rows[0]?.n) === 0 ? quiet + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * What `npm run bench` does before it records (bench/server.ts, recordSteady), for every process
 * past the balancer: each distinct request sent twice, then its background reads waited for, one
 * request at a time (a process reads one search's exact facet counts at a time and skips the
 * others meanwhile). So every setup measures repeated askings from a steady state alike.
 */
async function prime(requests: readonly HttpRequest[], groups: readonly Group[], pool: pg.Pool, database: string) {
  const clients = groups.flatMap((g) =>
    g.processes.map((p) => httpClient({ port: p.port, host: BENCH_HOST, sockets: 1 })),
  );
  try {
    for (const req of requests) {
      await Promise.all(
        clients.map(async (c) => {
          await sendOk(c, req);
          await sendOk(c, req);
        }),
      );
      await databaseQuiet(pool, database);
    }
  } finally {
    for (const c of clients) c.close();
  }
}

type Measured = { scenario: Scenario; primed: boolean };

/** One setup under load: where its requests go, the processes that answer, its own request sequence. */
type Target = { setup: Setup; group: Group; client: HttpClient; next: () => Task };

function target(setup: Setup, groups: readonly Group[], scenario: Scenario, concurrency: number): Target {
  const group = groups.find((g) => g.spec.name === setup.group);
  if (!group) throw new Error(`no group ${setup.group}`);
  const port = setup.balanced ? group.balancerPort : at(group.processes, 0).port;
  const client = httpClient({ port, host: BENCH_HOST, sockets: concurrency });
  // Every setup draws the same sequence of requests, warm-up and slices alike.
  const rand = prng(7);
  const next = (): Task => {
    const req = at(scenario.requests, Math.floor(rand() * scenario.requests.length));
    return async () => void (await sendOk(client, req));
  };
  return { setup, group, client, next };
}

async function measureScenario(
  { scenario, primed }: Measured,
  groups: readonly Group[],
  pool: pg.Pool,
  o: ClusterOptions,
): Promise<SetupScenario[]> {
  if (primed) await prime(scenario.requests, groups, pool, o.database);
  await databaseQuiet(pool, o.database);
  const targets = SETUPS.map((s) => target(s, groups, scenario, o.concurrency));
  const load = (t: Target, durationMs: number) => runLoad(t.next, { concurrency: o.concurrency, durationMs });
  const slices = new Map<Target, Sample[]>(targets.map((t) => [t, []]));
  const cpu = new Map<Target, number>(targets.map((t) => [t, 0]));
  const peak = new Map<Target, number>(targets.map((t) => [t, 0]));
  const watched = async (t: Target, work: () => Promise<void>) => {
    const { peakRssMb } = await withPeakRss(t.group.pids, work);
    peak.set(t, Math.max(peak.get(t) ?? 0, peakRssMb));
  };
  try {
    for (const t of targets) await watched(t, async () => void (await load(t, o.warmupMs)));
    for (let round = 0; round < o.rounds; round++)
      for (const t of roundOrder(targets, round))
        await watched(t, async () => {
          const before = cpuSeconds(t.group.pids);
          slices.get(t)?.push(await load(t, o.durationMs / o.rounds));
          cpu.set(t, (cpu.get(t) ?? 0) + cpuSeconds(t.group.pids) - before);
        });
  } finally {
    for (const t of targets) t.client.close();
  }
  return targets.map((t) => {
    const summary = summarise(mergeSamples(slices.get(t) ?? []));
    log(
      `  ${t.setup.label}: ${summary.requests.toLocaleString('en')} requests, ` +
        `${summary.errors} errors, p95 ${summary.p95.toFixed(2)} ms, ${summary.rps.toFixed(1)} req/s`,
    );
    return {
      setup: t.setup.key,
      label: t.setup.label,
      summary,
      peakRssMb: peak.get(t) ?? 0,
      cpuMsPerRequest: ((cpu.get(t) ?? 0) * 1000) / summary.requests,
    };
  });
}

/** Deletes what the run's processes left in Redis under its prefix (rate-limit counts and the like). */
async function clearRedis(url: string, prefix: string): Promise<void> {
  const redis = createClient({ url });
  await redis.connect();
  try {
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 }))
      if (keys.length) await redis.del(keys);
  } finally {
    redis.destroy();
  }
}

async function main(o: ClusterOptions): Promise<void> {
  const reused = o.reuse ? await reuseDatabase(o.adminUrl, o.database, o.jobs) : null;
  if (!reused) log(`Creating database ${o.database} with ${o.jobs.toLocaleString('en')} jobs…`);
  else log(`Reusing database ${o.database} with ${o.jobs.toLocaleString('en')} jobs.`);
  const database = reused?.database ?? (await createDatabase(o.adminUrl, o.database));
  const run = randomBytes(4).toString('hex');
  const dir = mkdtempSync(join(tmpdir(), 'jobboard-bench-cluster-'));
  mkdirSync(join(dir, 'data'));
  const redisPrefix = `bench-cluster-${run}`;
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const groups: Group[] = [];
  try {
    const seeded = reused?.seeded ?? (await seedDatabase(database.url, o.jobs, log));
    if (!reused) log(`  seeded in ${seeded.seconds.toFixed(1)}s`);
    const env = await environment(pool);
    const scenarios: Measured[] = [
      { scenario: await searchScenario(pool, seeded.clientId), primed: true },
      // 2,000 pages: the warm-up opens them; nothing a process keeps depends on one job's page.
      { scenario: await detailScenario(pool, seeded.clientId, o.detailIds), primed: false },
    ];
    // What every process shares; each group adds its pool size and origin (bench/cluster-setups.ts).
    const shared: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      REDIS_URL: o.redisUrl,
      REDIS_PREFIX: redisPrefix,
      JWT_SECRET: randomBytes(32).toString('hex'),
      MAIL_TRANSPORT: 'none',
      TRUST_PROXY: 'loopback',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: join(dir, 'data'),
      // Stopped after the load: nothing is left to drain.
      SHUTDOWN_DRAIN_SECONDS: '0',
    };
    for (const spec of GROUPS) {
      log(`Starting ${spec.processes} × dist-server/main.js (DATABASE_POOL_SIZE ${spec.poolSize} each) and HAProxy…`);
      groups.push(await startGroup(spec, shared, dir));
    }
    const results: ClusterScenarioResult[] = [];
    for (const m of scenarios) {
      log(`Measuring ${m.scenario.name}…`);
      results.push(scenarioResult(m.scenario.name, m.scenario.title, await measureScenario(m, groups, pool, o)));
    }
    const highWater = Object.fromEntries(groups.map((g) => [g.spec.name, g.highWaterMb()]));

    log(`\n${formatEnvironment(env, o, seeded.jobs)}`);
    log(
      `Server processes: the production build (dist-server/main.js); HAProxy round-robin for b and c; ` +
        `the setups took turns, ${o.rounds} slices of ${o.durationMs / o.rounds / 1000}s each\n`,
    );
    for (const r of results) log(`${formatClusterScenario(r)}\n`);
    for (const spec of GROUPS)
      log(
        `Peak RSS since start (VmHWM) of the ${spec.name === 'one' ? 'one process (a, b)' : 'three processes (c)'}: ` +
          `${(highWater[spec.name] ?? []).join(' + ')} MB (DATABASE_POOL_SIZE ${spec.poolSize} each)`,
      );
    log(`\n${CLUSTER_RATIO_NOTE}`);
    const file = new URL('./results/cluster-latest.json', import.meta.url);
    writeResults(file, {
      at: new Date().toISOString(),
      environment: env,
      options: { ...o, adminUrl: undefined },
      jobs: seeded.jobs,
      setups: SETUPS,
      groups: GROUPS.map((g) => ({ ...g, highWaterMb: highWater[g.name] ?? [] })),
      ratioNote: CLUSTER_RATIO_NOTE,
      scenarios: results,
    });
    log(`\nWritten to bench/results/cluster-latest.json`);
  } finally {
    await Promise.all(groups.map((g) => g.stop()));
    await pool.end();
    await clearRedis(o.redisUrl, redisPrefix).catch((e: unknown) =>
      log(`Redis keys of ${redisPrefix} left: ${String(e)}`),
    );
    rmSync(dir, { recursive: true, force: true });
    if (o.keep) log(`Kept database ${o.database}.`);
    else await database.drop();
  }
}

let options: ClusterOptions | 'help';
try {
  options = readClusterOptions(process.argv.slice(2), process.env);
} catch (e) {
  console.error(`${e instanceof Error ? e.message : String(e)}\n\n${CLUSTER_USAGE}`);
  process.exit(2);
}
if (options === 'help') console.log(CLUSTER_USAGE);
else
  await main(options).catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
