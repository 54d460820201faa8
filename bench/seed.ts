// The benchmark's database: a fresh PostgreSQL database with the app's migrations, one tenant,
// its categories and companies, and N generated jobs inserted in batches through unnest() (one
// statement per batch, one array parameter per column), so the search trigger fills every row's
// tsvector exactly as it does for jobs posted through the app. ANALYZE last, as autovacuum would.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../server/db/tables.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { createTenant } from '../server/tenancy/tenants-repo.ts';
import { generateJob, prng, type CategoryRef, type JobRecord, type World } from './generate.ts';
import { COMPANIES, CITIES, FAMILIES } from './vocabulary.ts';

export const BENCH_HOST = 'bench.test';

export type BenchDatabase = { url: string; drop: () => Promise<void> };

const NAME = /^[a-z_][a-z0-9_]*$/;

function dropper(adminUrl: string, name: string): () => Promise<void> {
  return async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(`drop database if exists ${name} with (force)`);
    } finally {
      await c.end();
    }
  };
}

function urlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The database `name` on the server of `adminUrl` as it is (kept by an earlier `--keep` run). */
export function keptDatabase(adminUrl: string, name: string): BenchDatabase {
  if (!NAME.test(name)) throw new Error(`not a plain database name: ${name}`);
  return { url: urlOf(adminUrl, name), drop: dropper(adminUrl, name) };
}

/** Creates the database `name` on the server of `adminUrl`, replacing one left by an earlier run. */
export async function createDatabase(adminUrl: string, name: string): Promise<BenchDatabase> {
  if (!NAME.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return { url: urlOf(adminUrl, name), drop: dropper(adminUrl, name) };
}

/**
 * The database `name` kept by an earlier `--keep` run, migrated to the code's latest schema, if it
 * holds the bench board with exactly `jobs` jobs: a million jobs take minutes to seed, and a change
 * under measurement rarely needs new ones.
 */
export async function reuseDatabase(
  adminUrl: string,
  name: string,
  jobs: number,
): Promise<{ database: BenchDatabase; seeded: SeedResult }> {
  const database = keptDatabase(adminUrl, name);
  const started = performance.now();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrateToLatest(db as unknown as Kysely<unknown>);
    const board = await db
      .selectFrom('client_hosts')
      .where('host', '=', BENCH_HOST)
      .select('client_id')
      .executeTakeFirst();
    if (!board) throw new Error(`${name} holds no bench board: run once with --keep and without --reuse`);
    const { n } = await db
      .selectFrom('jobs')
      .where('client_id', '=', board.client_id)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) !== jobs) throw new Error(`${name} holds ${Number(n)} jobs, not ${jobs}: run without --reuse`);
    return { database, seeded: { clientId: board.client_id, jobs, seconds: (performance.now() - started) / 1000 } };
  } finally {
    await db.destroy();
  }
}

function slugOf(name: string) {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

async function seedWorld(db: Kysely<Database>, clientId: string): Promise<World> {
  const categories = new Map<string, CategoryRef>();
  const add = async (name: string, parentId: string | null) => {
    const row = await db
      .insertInto('categories')
      .values({ client_id: clientId, parent_id: parentId, name, slug: slugOf(name) })
      .returning('id')
      .executeTakeFirstOrThrow();
    categories.set(name, { id: row.id, name });
    return row.id;
  };
  for (const f of FAMILIES) {
    const parent = categories.get(f.category)?.id ?? (await add(f.category, null));
    if (f.sub && !categories.has(f.sub)) await add(f.sub, parent);
  }
  const companies = await db
    .insertInto('companies')
    .values(
      COMPANIES.map((name, i) => {
        const city = CITIES[i % CITIES.length];
        return {
          client_id: clientId,
          name,
          slug: slugOf(name),
          about: `${name} builds products people use every day.`,
          industry: 'Information Technology',
          location: JSON.stringify(city ? { city: city.nm, country: city.country.nm } : {}),
        };
      }),
    )
    .returning(['id', 'name'])
    .execute();
  return { categories, companies };
}

/** Columns of the bulk insert: name, the array type of its parameter, and the SQL reading it. */
const COLUMNS: ReadonlyArray<readonly [keyof JobRecord, string, string?]> = [
  ['company_id', 'uuid'],
  ['status', 'text'],
  ['approval_status', 'int2'],
  ['employment_type', 'text'],
  ['workplace_type', 'text'],
  ['category_id', 'uuid'],
  ['category_nm', 'text'],
  ['description', 'text'],
  // Arrays of arrays cannot go through unnest(), so text[] columns travel as JSON text.
  ['highlights', 'text', 'array(select jsonb_array_elements_text(x.highlights::jsonb))'],
  ['skills', 'text', 'array(select jsonb_array_elements_text(x.skills::jsonb))'],
  ['skill_refs', 'text', 'x.skill_refs::jsonb'],
  ['title', 'text'],
  ['slug', 'text'],
  ['vacancies', 'int4'],
  ['experience_min', 'int2'],
  ['experience_max', 'int2'],
  ['salary_min', 'numeric'],
  ['salary_max', 'numeric'],
  ['salary_currency', 'text'],
  ['salary_period', 'text'],
  ['is_salary_visible', 'bool'],
  ['is_featured', 'bool'],
  ['is_urgent', 'bool'],
  ['location_type', 'text'],
  ['city_id', 'text'],
  ['city_nm', 'text'],
  ['state_id', 'text'],
  ['state_nm', 'text'],
  ['country_id', 'text'],
  ['country_nm', 'text'],
  ['benefits', 'text', 'array(select jsonb_array_elements_text(x.benefits::jsonb))'],
  ['company_info', 'text', 'x.company_info::jsonb'],
  ['posted_at', 'timestamptz'],
  ['expires_at', 'timestamptz'],
];

const INSERT_SQL = `
  insert into jobs (client_id, posting_step, created_at, updated_at, ${COLUMNS.map(([c]) => c).join(', ')})
  select $1::uuid, 'job-posted-successfull', coalesce(x.posted_at, now()), coalesce(x.posted_at, now()),
    ${COLUMNS.map(([c, , expr]) => expr ?? `x.${c}`).join(', ')}
  from unnest(${COLUMNS.map(([, type], i) => `$${i + 2}::${type}[]`).join(', ')})
    as x(${COLUMNS.map(([c]) => c).join(', ')})`;

function columnArrays(batch: JobRecord[]): unknown[][] {
  return COLUMNS.map(([c]) =>
    batch.map((job) => {
      const v = job[c];
      return Array.isArray(v) ? JSON.stringify(v) : v;
    }),
  );
}

/**
 * The GIN indexes of jobs that take each write directly (fastupdate off, migration 0062). A bulk
 * load is the case GIN's pending list is for: the load's entries are gathered there and sorted into
 * the index once, where writing them one job at a time is several times slower.
 */
async function directGinIndexes(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    `select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
     where i.indrelid = 'jobs'::regclass and 'fastupdate=off' = any(c.reloptions)`,
  );
  return rows.map((r) => r.name);
}

async function setFastUpdate(pool: pg.Pool, indexes: string[], on: boolean): Promise<void> {
  for (const name of indexes)
    await pool.query(`alter index ${pg.escapeIdentifier(name)} set (fastupdate = ${on ? 'on' : 'off'})`);
}

export type SeedResult = { clientId: string; jobs: number; seconds: number };

/** Migrates the empty database at `url` and fills it with `jobs` generated jobs. */
export async function seedDatabase(url: string, jobs: number, log: (line: string) => void): Promise<SeedResult> {
  const started = performance.now();
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrateToLatest(db as unknown as Kysely<unknown>);
    const clientId = await createTenant(db, {
      name: 'Bench Careers',
      slug: 'bench',
      hosts: [BENCH_HOST],
      subscription: 'PREMIUM_YEALY',
    });
    const world = await seedWorld(db, clientId);
    const direct = await directGinIndexes(pool);
    await setFastUpdate(pool, direct, true);
    const rand = prng(20_240_501);
    const now = Date.now();
    const batchSize = 2_000;
    // Two batches in flight: the trigger's to_tsvector is the cost, and it uses a core per statement.
    const inFlight = new Set<Promise<unknown>>();
    for (let from = 0; from < jobs; from += batchSize) {
      const batch: JobRecord[] = [];
      for (let i = from; i < Math.min(jobs, from + batchSize); i++) batch.push(generateJob(rand, i, jobs, world, now));
      const p = pool.query(INSERT_SQL, [clientId, ...columnArrays(batch)]).finally(() => inFlight.delete(p));
      inFlight.add(p);
      if (inFlight.size >= 2) await Promise.race(inFlight);
      if ((from / batchSize) % 10 === 9) log(`  ${Math.min(jobs, from + batchSize).toLocaleString('en')} jobs`);
    }
    await Promise.all(inFlight);
    // The vacuum moves the load's pending entries into the indexes, which then take writes directly again.
    await pool.query('vacuum analyze');
    await setFastUpdate(pool, direct, false);
    return { clientId, jobs, seconds: (performance.now() - started) / 1000 };
  } finally {
    await db.destroy();
  }
}
