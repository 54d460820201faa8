// The candidate-search benchmark's database: the app's migrations, one tenant with one employer
// company, and N generated candidates (account and profile) inserted in batches through unnest(),
// so the candidate_search triggers build every search row exactly as a profile saved through the
// app does. 90% of candidates chose to be searchable. ANALYZE last, as autovacuum would.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from '../server/db/tables.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { platformMasterId } from '../server/master-data/master-defaults.ts';
import { USD_RATES } from '../server/jobs/currency.ts';
import { placeUuid } from '../server/master/uuid.ts';
import { grantPlan } from '../server/payments/licences-repo.ts';
import { createTenant } from '../server/tenancy/tenants-repo.ts';
import { prng, type Rand } from './generate.ts';
import { BENCH_HOST } from './seed.ts';
import { CITIES, COMPANIES, FAMILIES, LEVELS } from './vocabulary.ts';

const FIRST = [
  'Aarav',
  'Priya',
  'Rahul',
  'Ananya',
  'Vikram',
  'Sara',
  'John',
  'Maria',
  'Wei',
  'Fatima',
  'Lukas',
  'Emma',
];
const LAST = ['Sharma', 'Iyer', 'Khan', 'Smith', 'Garcia', 'Chen', 'Müller', 'Okafor', 'Nair', 'Patel', 'Brown'];
const QUALIFICATIONS = ['B.Tech', 'B.E.', 'B.Sc', 'B.Com', 'BBA', 'BCA', 'M.Tech', 'M.Sc', 'MBA', 'MCA', 'Ph.D'];
const INSTITUTES = ['IIT Bombay', 'Anna University', 'Pune University', 'Stanford University', 'TU Munich'];
const CERTIFICATES = ['AWS Certified Developer', 'PMP', 'Certified Scrum Master', 'CKA', 'Google Data Analytics'];
const GENDERS = ['Male', 'Female', 'Non-binary', 'Prefer not to say'];

const pick = <T>(r: Rand, xs: readonly T[]): T => {
  const x = xs[Math.floor(r() * xs.length)];
  if (x === undefined) throw new Error('empty list');
  return x;
};

function some<T>(r: Rand, xs: readonly T[], n: number): T[] {
  const out = new Set<T>();
  while (out.size < Math.min(n, xs.length)) out.add(pick(r, xs));
  return [...out];
}

type CandidateRow = Record<string, unknown>;

/** One generated candidate: the user's columns and the profile's. */
function generateCandidate(r: Rand, i: number, now: number): { user: CandidateRow; profile: CandidateRow } {
  const family = pick(r, FAMILIES);
  const role = pick(r, family.roles);
  const level = pick(r, LEVELS);
  const city = pick(r, CITIES);
  const years = Math.floor(r() * r() * 25);
  const stamps = { createdAt: new Date(now).toISOString(), updatedAt: new Date(now).toISOString() };
  const jobs = Array.from({ length: 1 + Math.floor(r() * 3) }, (_, j) => ({
    _id: `00000000-0000-4000-8000-${String(j).padStart(12, '0')}`,
    comNm: pick(r, COMPANIES),
    title: j === 0 ? `${level} ${role}`.trim() : pick(r, family.roles),
    from: '2018-01-01',
    to: j === 0 ? null : '2020-01-01',
    isCurrent: j === 0,
    ...stamps,
  }));
  const skills = some(r, family.skills, 3 + Math.floor(r() * 6)).map((nm) => ({
    id: platformMasterId('skills', nm),
    nm,
  }));
  const pay = family.payUsd * city.country.payScale * (0.5 + r()) * (0.6 + years / 20);
  const gender = pick(r, GENDERS);
  return {
    user: {
      email: `candidate${i}@bench.test`,
      first_name: pick(r, FIRST),
      last_name: pick(r, LAST),
      last_active_at: new Date(now - Math.floor(r() * 180 * 86_400_000)).toISOString(),
    },
    profile: {
      headline: `${level} ${role}`.trim(),
      about: `I ${pick(r, family.duties)} and ${pick(r, family.duties)}.`,
      city_id: placeUuid(city.key),
      city_nm: city.nm,
      country_id: placeUuid(city.country.key),
      country_nm: city.country.nm,
      gender_id: platformMasterId('gender', gender),
      gender_nm: gender,
      job_domain: JSON.stringify({ id: platformMasterId('job_domain', family.category), nm: family.category }),
      experience_years: years,
      experience_months: Math.floor(r() * 12),
      is_fresher: years === 0 && r() < 0.5,
      expected_salary: Math.round(pay * USD_RATES[city.country.currency]),
      salary_currency: city.country.currency,
      skills: JSON.stringify(skills),
      experiences: JSON.stringify(jobs),
      educations: JSON.stringify([
        {
          _id: '00000000-0000-4000-8000-000000000001',
          instiNm: pick(r, INSTITUTES),
          qualification: pick(r, QUALIFICATIONS),
          fieldOfStudy: null,
          from: '2010-01-01',
          to: '2014-01-01',
          grade: null,
          ...stamps,
        },
      ]),
      certificates: JSON.stringify(
        r() < 0.3
          ? [
              {
                _id: '00000000-0000-4000-8000-000000000002',
                title: pick(r, CERTIFICATES),
                issuedBy: 'Issuer',
                from: '2021-01-01',
                to: null,
                ...stamps,
              },
            ]
          : [],
      ),
      is_searchable: r() < 0.9,
    },
  };
}

const USER_COLUMNS = [
  ['email', 'text'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['last_active_at', 'timestamptz'],
] as const;

const PROFILE_COLUMNS = [
  ['headline', 'text'],
  ['about', 'text'],
  ['city_id', 'text'],
  ['city_nm', 'text'],
  ['country_id', 'text'],
  ['country_nm', 'text'],
  ['gender_id', 'text'],
  ['gender_nm', 'text'],
  ['job_domain', 'jsonb'],
  ['experience_years', 'int2'],
  ['experience_months', 'int2'],
  ['is_fresher', 'bool'],
  ['expected_salary', 'numeric'],
  ['salary_currency', 'text'],
  ['skills', 'jsonb'],
  ['experiences', 'jsonb'],
  ['educations', 'jsonb'],
  ['certificates', 'jsonb'],
  ['is_searchable', 'bool'],
] as const;

const names = (cols: ReadonlyArray<readonly [string, string]>) => cols.map(([c]) => c).join(', ');
const params = (cols: ReadonlyArray<readonly [string, string]>, from: number) =>
  cols.map(([, t], i) => `$${i + from}::${t}[]`).join(', ');

// Accounts first, then their profiles in the same statement, matched by position.
const INSERT_SQL = `
  with u as (
    insert into users (client_id, role, status, email_verified_at, ${names(USER_COLUMNS)})
    select $1::uuid, 'candidate', 'active', now(), ${names(USER_COLUMNS)}
    from unnest(${params(USER_COLUMNS, 2)}) as x(${names(USER_COLUMNS)})
    returning id, email
  ), x as (
    select * from unnest(${params(PROFILE_COLUMNS, 2 + USER_COLUMNS.length)}, $${
      2 + USER_COLUMNS.length + PROFILE_COLUMNS.length
    }::text[]) as x(${names(PROFILE_COLUMNS)}, email)
  )
  insert into candidate_profiles (user_id, client_id, created_at, updated_at, ${names(PROFILE_COLUMNS)})
  select u.id, $1::uuid, now(), now(), ${PROFILE_COLUMNS.map(([c]) => `x.${c}`).join(', ')}
  from x join u on u.email = x.email`;

export type CandidateSeedResult = { clientId: string; companyId: string; candidates: number; seconds: number };

export async function seedCandidates(
  url: string,
  candidates: number,
  log: (line: string) => void,
): Promise<CandidateSeedResult> {
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
    const company = await db
      .insertInto('companies')
      .values({ client_id: clientId, name: 'Bench Hiring Co', slug: 'bench-hiring', location: '{}', socials: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await grantPlan(db, clientId, { type: 'employer', companyId: company.id }, 'PREMIUM_YEALY');
    const rand = prng(20_261_126);
    const now = Date.now();
    const batchSize = 1_000;
    // One batch at a time: two multi-row statements adding the same new words to the vocabulary
    // in different orders could deadlock each other.
    for (let from = 0; from < candidates; from += batchSize) {
      const batch: ReturnType<typeof generateCandidate>[] = [];
      for (let i = from; i < Math.min(candidates, from + batchSize); i++) batch.push(generateCandidate(rand, i, now));
      const values = [
        clientId,
        ...USER_COLUMNS.map(([c]) => batch.map((b) => b.user[c])),
        ...PROFILE_COLUMNS.map(([c]) => batch.map((b) => b.profile[c])),
        batch.map((b) => b.user.email),
      ];
      await pool.query(INSERT_SQL, values);
      if ((from / batchSize) % 10 === 9)
        log(`  ${Math.min(candidates, from + batchSize).toLocaleString('en')} candidates`);
    }
    await pool.query('vacuum analyze');
    return { clientId, companyId: company.id, candidates, seconds: (performance.now() - started) / 1000 };
  } finally {
    await db.destroy();
  }
}

/**
 * The bench board of a database kept by an earlier `--keep` run, migrated to the code's latest
 * schema, if it holds exactly `candidates` candidates: a million take many minutes to seed, and a
 * change under measurement rarely needs new ones.
 */
export async function reuseCandidates(url: string, candidates: number): Promise<CandidateSeedResult> {
  const started = performance.now();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await migrateToLatest(db as unknown as Kysely<unknown>);
    const { rows } = await pool.query<{ client_id: string; company_id: string; n: string }>(
      `select h.client_id, c.id as company_id,
         (select count(*) from users u where u.client_id = h.client_id and u.role = 'candidate') as n
       from client_hosts h join companies c on c.client_id = h.client_id and c.slug = 'bench-hiring'
       where h.host = $1`,
      [BENCH_HOST],
    );
    const board = rows[0];
    if (!board) throw new Error('the database holds no bench board: run once with --keep and without --reuse');
    if (Number(board.n) !== candidates)
      throw new Error(`the database holds ${Number(board.n)} candidates, not ${candidates}: run without --reuse`);
    return {
      clientId: board.client_id,
      companyId: board.company_id,
      candidates,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await db.destroy();
  }
}
