// `npm run bench`: job search and the job page through the HTTP API against the very same SQL run
// straight on PostgreSQL, over a fresh database of generated jobs. See docs/benchmark.md.
import type pg from 'pg';
import { readOptions, USAGE, type BenchOptions } from './args.ts';
import { replay, roundTrips, type Plan } from './capture.ts';
import { prng } from './generate.ts';
import { httpClient, sendOk, type HttpClient, type HttpRequest } from './http-client.ts';
import { runLoad, withPeakMemory, type Task } from './load.ts';
import {
  environment,
  formatEnvironment,
  formatScenario,
  RATIO_NOTE,
  writeResults,
  type ScenarioResult,
} from './report.ts';
import { detailScenario, firstSearchScenario, searchScenario, suggestScenario, type Scenario } from './scenarios.ts';
import { forgetKeptSearches } from '../server/jobs-discovery/job-search.ts';
import { BENCH_HOST, createDatabase, reuseDatabase, seedDatabase } from './seed.ts';
import { createPool } from '../server/db/pool.ts';
import { APP_POOL_SIZE, startServer, type BenchServer } from './server.ts';
import { compare, summarise } from './stats.ts';
import { blocksOf, formatProfile, profileOf, timeStatements } from './statement-profile.ts';

const log = (line: string) => console.log(line);

function at<T>(xs: readonly T[], i: number): T {
  const x = xs[i];
  if (x === undefined) throw new Error(`no item ${i} of ${xs.length}`);
  return x;
}

/** Records the SQL each request runs, one after another, and logs what a request sends on average. */
async function recordPlans(
  name: string,
  requests: readonly HttpRequest[],
  client: HttpClient,
  record: (send: () => Promise<void>) => Promise<Plan>,
): Promise<Plan[]> {
  const plans: Plan[] = [];
  for (const req of requests) plans.push(await record(async () => void (await sendOk(client, req))));
  const statements = plans.reduce((n, p) => n + p.length, 0) / plans.length;
  const trips = plans.reduce((n, p) => n + roundTrips(p), 0) / plans.length;
  log(`  ${name}: ${statements.toFixed(1)} SQL statements per request in ${trips.toFixed(1)} round trips`);
  return plans;
}

async function measure(
  scenario: Scenario,
  server: BenchServer,
  client: HttpClient,
  direct: pg.Pool,
  o: BenchOptions,
): Promise<ScenarioResult> {
  // One request of each kind over HTTP, recording the SQL it ran: the direct side replays these.
  const plans = await recordPlans(scenario.name, scenario.requests, client, server.recordSteady);

  // Both sides draw the same sequence of requests.
  const side = async (label: string, task: (i: number) => Task) => {
    const rand = prng(7);
    const next = () => task(Math.floor(rand() * scenario.requests.length));
    await runLoad(next, { concurrency: o.concurrency, durationMs: o.warmupMs });
    const sample = await runLoad(next, { concurrency: o.concurrency, durationMs: o.durationMs });
    const summary = summarise(sample);
    log(
      `  ${scenario.name} ${label}: ${summary.requests.toLocaleString('en')} requests, p95 ${summary.p95.toFixed(2)} ms`,
    );
    return summary;
  };
  const { result: http, memory } = await withPeakMemory(() =>
    side('HTTP', (i) => async () => void (await sendOk(client, at(scenario.requests, i)))),
  );
  const sql = await side('SQL', (i) => () => replay(direct, at(plans, i)));
  return { name: scenario.name, title: scenario.title, http, sql, ratio: compare(http, sql), memory };
}

/** First askings recorded for the direct-SQL side, replayed in turn (PostgreSQL keeps nothing per search). */
const FIRST_PLANS = 1_000;
/** First askings whose statements are timed one by one for the profile. */
const PROFILED_PLANS = 300;

/**
 * A scenario whose every request is its first asking, each request sent once, in order, after
 * forgetting what searches keep. The direct side replays, in the same order, the SQL each of the
 * first FIRST_PLANS requests ran when recorded as a first asking (forgotten before each): a first
 * asking starts no background read of its counts (the exact counts are read when a search is asked
 * again), and the board copy it may start reading is marked as the process's own
 * (server/db/background.ts), so the recording is what the request did.
 */
async function measureFirst(
  scenario: Scenario,
  server: BenchServer,
  client: HttpClient,
  direct: pg.Pool,
  o: BenchOptions,
): Promise<ScenarioResult> {
  // The board's copy of its newest jobs is read in the background when a first asking finds none:
  // read before recording, so that the plans are those of a server in its steady state whichever
  // scenario ran before (alone, `--only search-first`, the first plans were recorded without it).
  const last = at(scenario.requests, scenario.requests.length - 1);
  await sendOk(client, last);
  await server.settled();
  const plans = await recordPlans(scenario.name, scenario.requests.slice(0, FIRST_PLANS), client, server.recordFirst);
  const profiled = plans.slice(0, PROFILED_PLANS);
  log(formatProfile(profileOf(await timeStatements(direct, profiled)), profiled.length));
  log(formatProfile(profileOf(await blocksOf(direct, profiled)), profiled.length, 10, 'blocks'));
  forgetKeptSearches();
  let sent = 0;
  const next = (): Task => {
    const req = at(scenario.requests, sent % scenario.requests.length);
    sent += 1;
    return async () => void (await sendOk(client, req));
  };
  const { result: http, memory } = await withPeakMemory(async () => {
    await runLoad(next, { concurrency: o.concurrency, durationMs: o.warmupMs });
    return summarise(await runLoad(next, { concurrency: o.concurrency, durationMs: o.durationMs }));
  });
  const repeated = Math.max(0, sent - scenario.requests.length);
  log(
    `  ${scenario.name} HTTP: ${http.requests.toLocaleString('en')} requests, p95 ${http.p95.toFixed(2)} ms` +
      (repeated ? ` (${repeated.toLocaleString('en')} asked a second time: more were sent than there are)` : ''),
  );
  let replayed = 0;
  const nextPlan = (): Task => {
    const plan = at(plans, replayed % plans.length);
    replayed += 1;
    return () => replay(direct, plan);
  };
  await runLoad(nextPlan, { concurrency: o.concurrency, durationMs: o.warmupMs });
  const sql = summarise(await runLoad(nextPlan, { concurrency: o.concurrency, durationMs: o.durationMs }));
  log(`  ${scenario.name} SQL: ${sql.requests.toLocaleString('en')} requests, p95 ${sql.p95.toFixed(2)} ms`);
  return { name: scenario.name, title: scenario.title, http, sql, ratio: compare(http, sql), memory };
}

async function main(o: BenchOptions): Promise<void> {
  const reused = o.reuse ? await reuseDatabase(o.adminUrl, o.database, o.jobs) : null;
  if (!reused) log(`Creating database ${o.database} with ${o.jobs.toLocaleString('en')} jobs…`);
  else log(`Reusing database ${o.database} with ${o.jobs.toLocaleString('en')} jobs.`);
  const database = reused?.database ?? (await createDatabase(o.adminUrl, o.database));
  let server: BenchServer | null = null;
  let client: HttpClient | null = null;
  // The server's own pool settings (planner settings included), so both sides plan alike.
  const direct = createPool(database.url, APP_POOL_SIZE);
  try {
    const seeded = reused?.seeded ?? (await seedDatabase(database.url, o.jobs, log));
    if (!reused) log(`  seeded in ${seeded.seconds.toFixed(1)}s`);
    const env = await environment(direct);
    server = await startServer(database.url, { searchConcurrency: o.searchConcurrency });
    client = httpClient({ port: server.port, host: BENCH_HOST, sockets: o.concurrency });
    const wanted = (name: string) => !o.only || o.only.includes(name);
    const results: ScenarioResult[] = [];
    if (wanted('search'))
      results.push(await measure(await searchScenario(direct, seeded.clientId), server, client, direct, o));
    if (wanted('search-first')) results.push(await measureFirst(firstSearchScenario(), server, client, direct, o));
    if (wanted('suggest')) results.push(await measure(suggestScenario(), server, client, direct, o));
    if (wanted('detail'))
      results.push(
        await measure(await detailScenario(direct, seeded.clientId, o.detailIds), server, client, direct, o),
      );

    log(`\n${formatEnvironment(env, o, seeded.jobs)}\n`);
    for (const r of results) log(`${formatScenario(r)}\n`);
    log(RATIO_NOTE);
    const file = new URL('./results/latest.json', import.meta.url);
    writeResults(file, {
      at: new Date().toISOString(),
      environment: env,
      options: { ...o, adminUrl: undefined },
      jobs: seeded.jobs,
      ratioNote: RATIO_NOTE,
      scenarios: results,
    });
    log(`\nWritten to bench/results/latest.json`);
  } finally {
    client?.close();
    await server?.close();
    await direct.end();
    if (o.keep) log(`Kept database ${o.database}.`);
    else await database.drop();
  }
}

let options: BenchOptions | 'help';
try {
  options = readOptions(process.argv.slice(2), process.env);
} catch (e) {
  console.error(`${e instanceof Error ? e.message : String(e)}\n\n${USAGE}`);
  process.exit(2);
}
if (options === 'help') console.log(USAGE);
else
  await main(options).catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
