// `npm run bench:candidates`: candidate search (POST search, signed in as an employer) through the
// HTTP API against the very same SQL run straight on PostgreSQL, over a fresh database of
// generated candidate profiles. See docs/candidate-search.md.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { startSession } from '../server/users/sessions.ts';
import { platformMasterId } from '../server/master-data/master-defaults.ts';
import type { Database } from '../server/db/tables.ts';
import { placeUuid } from '../server/master/uuid.ts';
import { reuseCandidates, seedCandidates } from './candidate-seed.ts';
import { replay, roundTrips, type Plan } from './capture.ts';
import { prng, shuffle } from './generate.ts';
import { httpClient, sendOk, type HttpClient, type HttpRequest } from './http-client.ts';
import { runLoad, withPeakMemory, type Task } from './load.ts';
import { environment, formatScenario, RATIO_NOTE, writeResults, type ScenarioResult } from './report.ts';
import { BENCH_HOST, createDatabase, keptDatabase } from './seed.ts';
import { CITIES, FAMILIES } from './vocabulary.ts';
import { createPool } from '../server/db/pool.ts';
import { APP_POOL_SIZE, startServer, type BenchServer } from './server.ts';
import { compare, summarise } from './stats.ts';
import { blocksOf, formatProfile, profileOf } from './statement-profile.ts';

const USAGE = `npm run bench:candidates -- [options]
  --candidates N     generated candidate profiles (default 100000; --profiles is the same)
  --concurrency N    concurrent clients, HTTP and SQL alike (default 8)
  --search-concurrency N  the server's SEARCH_CONCURRENCY (default: its own, the cores plus one)
  --duration S       measured seconds per scenario and side (default 15)
  --warmup S         unmeasured seconds before each measurement (default 3)
  --database NAME    database to create, replacing one of that name (default jobboard_bench_candidates)
  --keep             keep the database afterwards (it is dropped otherwise)
  --reuse            measure a database kept by an earlier --keep run of the same size instead of seeding one
  --profile          print each request's statements with their time alone (median of 5)
  --only A,B         run only these mixes (keyword, keyword-filters, filters, experience, first-asking, facets)
PostgreSQL: BENCH_DATABASE_URL (an admin connection; default postgres://postgres@127.0.0.1:5432/postgres)`;

type Options = {
  candidates: number;
  concurrency: number;
  searchConcurrency: number | undefined;
  durationMs: number;
  warmupMs: number;
  database: string;
  keep: boolean;
  reuse: boolean;
  profile: boolean;
  only: string[] | null;
  adminUrl: string;
};

function readOptions(argv: string[]): Options | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      candidates: { type: 'string' },
      profiles: { type: 'string' },
      concurrency: { type: 'string' },
      'search-concurrency': { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      database: { type: 'string' },
      keep: { type: 'boolean', default: false },
      reuse: { type: 'boolean', default: false },
      profile: { type: 'boolean', default: false },
      only: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const num = (name: string, raw: string | undefined, fallback: number, whole: boolean) => {
    if (raw === undefined) return fallback;
    const n = Number(raw.replace(/_/g, ''));
    if (!Number.isFinite(n) || n <= 0 || (whole && !Number.isInteger(n)))
      throw new Error(`--${name} must be a positive ${whole ? 'whole ' : ''}number, got ${raw}`);
    return n;
  };
  return {
    candidates: num('candidates', values.candidates ?? values.profiles, 100_000, true),
    concurrency: num('concurrency', values.concurrency, 8, true),
    searchConcurrency:
      values['search-concurrency'] === undefined
        ? undefined
        : num('search-concurrency', values['search-concurrency'], 1, true),
    durationMs: num('duration', values.duration, 15, false) * 1000,
    warmupMs: num('warmup', values.warmup, 3, false) * 1000,
    database: values.database ?? 'jobboard_bench_candidates',
    keep: values.keep || values.reuse,
    reuse: values.reuse,
    profile: values.profile,
    only: values.only ? values.only.split(',').map((name) => name.trim()) : null,
    adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  };
}

/** `once`: each request is sent once, in order (the long tail), not drawn again and again from a few. */
type Scenario = { name: string; title: string; requests: HttpRequest[]; once?: boolean };

const search = (body: Record<string, unknown>): HttpRequest => ({
  method: 'POST',
  path: '/client/api/v1/search',
  body: { limit: 20, ...body },
});

/** The counts the screen asks for beside each page of results (POST search/facets). */
const facets = (body: Record<string, unknown>): HttpRequest => ({
  method: 'POST',
  path: '/client/api/v1/search/facets',
  body,
});

const skill = (nm: string) => platformMasterId('skills', nm);
const years = (nm: string) => platformMasterId('years_of_experience', nm);
const BENGALURU = placeUuid('IN-KA-bengaluru');
const PUNE = placeUuid('IN-MH-pune');
const LONDON = placeUuid('GB-ENG-london');

/** The mix: what an employer types and picks, one misspelt and one abbreviated keyword among them. */
const SCENARIOS: Scenario[] = [
  {
    name: 'keyword',
    title: 'Keyword: POST search with a keyword, by relevance',
    requests: [
      search({ keyword: 'react developer' }),
      search({ keyword: 'kubernetes' }),
      search({ keyword: 'data scientist' }),
      search({ keyword: 'nurse' }),
      search({ keyword: 'k8s' }),
      search({ keyword: 'pyhton' }),
      search({ keyword: 'frontend engineer', page: 2 }),
      search({ keyword: 'accountant' }),
    ],
  },
  {
    name: 'keyword-filters',
    title: 'Keyword and filters: POST search with a keyword, a city, an experience range or skills',
    requests: [
      search({ keyword: 'react', cityIds: [BENGALURU], experienceIds: [years('3 - 5 years')] }),
      search({ keyword: 'engineer', skillIds: [skill('Python')], cityIds: [PUNE] }),
      search({ keyword: 'manager', experienceIds: [years('10 - 15 years'), years('More than 15 years')] }),
      search({ keyword: 'developer', cityIds: [LONDON], sortBy: 'lastActiveAt' }),
    ],
  },
  {
    name: 'filters',
    title: 'Filters only: POST search without a keyword (most recently active first)',
    requests: [
      search({ skillIds: [skill('React'), skill('TypeScript')] }),
      search({ cityIds: [BENGALURU], experienceIds: [years('5 - 7 years')] }),
      search({ skillIds: [skill('Kubernetes')], cityIds: [PUNE, BENGALURU] }),
      search({ experienceIds: [years('1 - 3 years')], page: 3 }),
    ],
  },
  {
    name: 'experience',
    title: 'Sorted by experience: POST search sortBy experience',
    requests: [
      search({ sortBy: 'experience' }),
      search({ sortBy: 'experience', cityIds: [BENGALURU] }),
      search({ sortBy: 'experience', keyword: 'java' }),
      search({ sortBy: 'experience', sortOrder: 'asc', skillIds: [skill('SQL')] }),
    ],
  },
];

const EXPERIENCE = ['1 - 3 years', '3 - 5 years', '5 - 7 years', '7 - 10 years', '10 - 15 years', 'More than 15 years'];

/**
 * Searches each asked once (issue 51): every role and skill of the generated profiles, alone and
 * as a senior or junior role, narrowed by nothing, a city, an experience range, a skill or sorted
 * by activity or experience; and, without a keyword, each skill in each city. Shuffled (`seed`),
 * and more than a run sends, so nothing the database or the server holds from an earlier asking of
 * the same search helps.
 */
function firstAskings(seed: number): Record<string, unknown>[] {
  const skills = [...new Set(FAMILIES.flatMap((f) => f.skills))];
  const words = [...new Set(FAMILIES.flatMap((f) => [...f.roles, ...f.skills]).map((w) => w.toLowerCase()))];
  const narrowings: Record<string, unknown>[] = [
    {},
    ...CITIES.map((c) => ({ cityIds: [placeUuid(c.key)] })),
    ...EXPERIENCE.map((e) => ({ experienceIds: [years(e)] })),
    { sortBy: 'lastActiveAt' },
    { sortBy: 'experience' },
  ];
  const bodies: Record<string, unknown>[] = [
    ...words
      .flatMap((w) => [w, `senior ${w}`, `junior ${w}`])
      .flatMap((keyword) => narrowings.map((n) => ({ keyword, ...n }))),
    ...skills.flatMap((nm) => CITIES.map((c) => ({ skillIds: [skill(nm)], cityIds: [placeUuid(c.key)] }))),
  ];
  shuffle(bodies, prng(seed));
  return bodies;
}

function firstAskingScenario(): Scenario {
  const bodies = firstAskings(51);
  return {
    name: 'first-asking',
    title: `First asking: POST search, ${bodies.length.toLocaleString('en')} searches each sent once (keywords, filters, both)`,
    requests: bodies.map(search),
    once: true,
  };
}

/** The screen's second request of each first asking: the filters' counts, each search asked once. */
function facetsScenario(): Scenario {
  const bodies = [{}, ...firstAskings(52)];
  return {
    name: 'facets',
    title: `Facets, first asking: POST search/facets, ${bodies.length.toLocaleString('en')} searches each sent once`,
    requests: bodies.map(facets),
    once: true,
  };
}

/** The mixes `--only` names, refusing a name that is none of them. */
function chosen(scenarios: Scenario[], only: string[] | null): Scenario[] {
  if (!only) return scenarios;
  const unknown = only.filter((name) => !scenarios.some((s) => s.name === name));
  if (unknown.length) throw new Error(`--only: no mix named ${unknown.join(', ')}`);
  return scenarios.filter((s) => only.includes(s.name));
}

/** How many of a `once` scenario's requests are recorded for the SQL side, which replays them in turn. */
const RECORDED_ONCE = 300;

const log = (line: string) => console.log(line);

function at<T>(xs: readonly T[], i: number): T {
  const x = xs[i];
  if (x === undefined) throw new Error(`no item ${i} of ${xs.length}`);
  return x;
}

/** Each request's statements, each run alone five times: where a request's time goes. */
async function profile(direct: pg.Pool, plans: Plan[]): Promise<void> {
  for (const [i, plan] of plans.entries()) {
    log(`    request ${i + 1}:`);
    for (const step of plan) {
      const times: number[] = [];
      for (let run = 0; run < 5; run++) {
        const started = performance.now();
        await direct.query(step.sql, step.params);
        times.push(performance.now() - started);
      }
      const median = times.sort((a, b) => a - b)[2] ?? 0;
      log(`      ${median.toFixed(2).padStart(7)} ms  ${step.sql.replace(/\s+/g, ' ').slice(0, 150)}`);
    }
  }
}

async function measure(
  scenario: Scenario,
  server: BenchServer,
  client: HttpClient,
  direct: pg.Pool,
  o: Options,
): Promise<ScenarioResult> {
  const plans: Plan[] = [];
  const recorded = scenario.once ? scenario.requests.slice(0, RECORDED_ONCE) : scenario.requests;
  // The steady state, as the HTTP side measures it: the board's first read of a form it has not
  // stored yet (the candidates' additional details) creates it, in a transaction no replay repeats.
  for (const req of recorded) plans.push(await server.recordSteady(async () => void (await sendOk(client, req))));
  const statements = plans.reduce((n, p) => n + p.length, 0) / plans.length;
  const trips = plans.reduce((n, p) => n + roundTrips(p), 0) / plans.length;
  log(`  ${scenario.name}: ${statements.toFixed(1)} SQL statements per request in ${trips.toFixed(1)} round trips`);
  if (o.profile) await profile(direct, plans);
  if (o.profile) log(formatProfile(profileOf(await blocksOf(direct, plans)), plans.length, 10, 'blocks'));
  const side = async (label: string, task: (i: number) => Task, count: number) => {
    const rand = prng(7);
    // A once scenario's HTTP side starts past the requests recorded above, so none is asked again.
    let sent = scenario.once && label === 'HTTP' ? RECORDED_ONCE : 0;
    const next = () => task(scenario.once ? sent++ % count : Math.floor(rand() * count));
    await runLoad(next, { concurrency: o.concurrency, durationMs: o.warmupMs });
    const sample = await runLoad(next, { concurrency: o.concurrency, durationMs: o.durationMs });
    const summary = summarise(sample);
    log(
      `  ${scenario.name} ${label}: ${summary.requests.toLocaleString('en')} requests, p95 ${summary.p95.toFixed(2)} ms`,
    );
    return summary;
  };
  const { result: http, memory } = await withPeakMemory(() =>
    side('HTTP', (i) => async () => void (await sendOk(client, at(scenario.requests, i))), scenario.requests.length),
  );
  const sql = await side('SQL', (i) => () => replay(direct, at(plans, i)), plans.length);
  return { name: scenario.name, title: scenario.title, http, sql, ratio: compare(http, sql), memory };
}

/** An employer of the seeded company with a live session signed by the server's secret. */
async function employerToken(url: string, secret: Uint8Array, clientId: string, companyId: string): Promise<string> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    // A kept database (--reuse) has the employer already.
    const kept = await db
      .selectFrom('users')
      .where('client_id', '=', clientId)
      .where('email', '=', 'employer@bench.test')
      .select('id')
      .executeTakeFirst();
    const { id } =
      kept ??
      (await db
        .insertInto('users')
        .values({
          client_id: clientId,
          role: 'employer',
          employer_kind: 1,
          company_id: companyId,
          email: 'employer@bench.test',
          first_name: 'Bench',
          last_name: 'Employer',
          status: 'active',
          email_verified_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    const { token } = await startSession(db, secret, { id, clientId });
    return token;
  } finally {
    await db.destroy();
  }
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function main(o: Options): Promise<void> {
  if (!o.reuse) log(`Creating database ${o.database} with ${o.candidates.toLocaleString('en')} candidates…`);
  const database = o.reuse ? keptDatabase(o.adminUrl, o.database) : await createDatabase(o.adminUrl, o.database);
  let server: BenchServer | null = null;
  let client: HttpClient | null = null;
  // The server's own pool settings (planner settings included), so both sides plan alike.
  const direct = createPool(database.url, APP_POOL_SIZE);
  try {
    const seeded = o.reuse
      ? await reuseCandidates(database.url, o.candidates)
      : await seedCandidates(database.url, o.candidates, log);
    if (!o.reuse) log(`  seeded in ${seeded.seconds.toFixed(1)}s`);
    const env = await environment(direct);
    server = await startServer(database.url, { searchConcurrency: o.searchConcurrency });
    const token = await employerToken(database.url, server.secret, seeded.clientId, seeded.companyId);
    client = httpClient({
      port: server.port,
      host: BENCH_HOST,
      sockets: o.concurrency,
      headers: { authorization: `Bearer ${token}` },
    });
    const results: ScenarioResult[] = [];
    for (const s of chosen([...SCENARIOS, firstAskingScenario(), facetsScenario()], o.only))
      results.push(await measure(s, server, client, direct, o));
    const memory = process.memoryUsage();
    log(
      `\nNode ${env.node}, ${env.postgres}, ${env.cores} cores (${env.cpu}), load average ${env.loadAverage} at the start`,
    );
    log(
      `${o.candidates.toLocaleString('en')} candidates, ${o.concurrency} concurrent clients, ` +
        `${o.durationMs / 1000}s measured after ${o.warmupMs / 1000}s warm-up per scenario and side`,
    );
    log(`Memory of the process (server and load generator): rss ${mb(memory.rss)}, heap used ${mb(memory.heapUsed)}\n`);
    for (const r of results) log(`${formatScenario(r)}\n`);
    log(RATIO_NOTE);
    writeResults(new URL('./results/candidate-search.json', import.meta.url), {
      at: new Date().toISOString(),
      environment: env,
      options: { ...o, adminUrl: undefined },
      memory: { rss: memory.rss, heapUsed: memory.heapUsed },
      ratioNote: RATIO_NOTE,
      scenarios: results,
    });
    log(`\nWritten to bench/results/candidate-search.json`);
  } finally {
    client?.close();
    await server?.close();
    await direct.end();
    if (o.keep) log(`Kept database ${o.database}.`);
    else await database.drop();
  }
}

let options: Options | 'help';
try {
  options = readOptions(process.argv.slice(2));
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
