// The demo seed on a fresh database of DB_ENGINE: what it creates, that it runs once, and that the
// jobs table's search columns (full text and trigram) behave as the listing will rely on.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../credentials/passwords.ts';
import { openDatabase, type OpenDatabase } from '../db/database.ts';
import { createTestDatabase, engine, type TestDatabase } from '../test/databases.ts';
import { DEMO_PASSWORD, demoLogins, seedDemo, type SeedResult } from './index.ts';

let testDb: TestDatabase;
let database: OpenDatabase;
let first: SeedResult;
let interrupted: { error: unknown; counts: Record<string, number> };

const TABLES = [
  'clients',
  'client_hosts',
  'companies',
  'users',
  'candidate_profiles',
  'categories',
  'jobs',
  'applications',
  'application_history',
  'job_tracks',
] as const;

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(t)}`.execute(database.db);
    out[t] = Number(rows[0]?.n);
  }
  return out;
}

/** A first start that fails after almost everything is written: the second board's articles. */
async function seedStoppedNearTheEnd(): Promise<typeof interrupted> {
  await sql`
    create function stop_demo_seed() returns trigger language plpgsql as $$
    begin
      if (select count(*) from clients) > 1 then raise exception 'the start was stopped'; end if;
      return new;
    end $$
  `.execute(database.db);
  await sql`create trigger stop_demo_seed before insert on journal_articles for each row execute function stop_demo_seed()`.execute(
    database.db,
  );
  const error = await seedDemo(database.db).then(
    () => null,
    (e: unknown) => e,
  );
  await sql`drop trigger stop_demo_seed on journal_articles`.execute(database.db);
  await sql`drop function stop_demo_seed()`.execute(database.db);
  return { error, counts: await counts() };
}

async function clientOf(host: string): Promise<string> {
  const row = await database.db
    .selectFrom('client_hosts')
    .select('client_id')
    .where('host', '=', host)
    .executeTakeFirstOrThrow();
  return row.client_id;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: testDb.dataDir });
  interrupted = await seedStoppedNearTheEnd();
  first = await seedDemo(database.db);
  if (first.seeded) console.log(`demo seed on ${engine}: ${first.ms} ms`);
});

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

describe(`demo seed (${engine})`, () => {
  it('leaves nothing behind when a first start stops part-way, so the next start seeds in full', () => {
    expect(String(interrupted.error)).toContain('the start was stopped');
    expect(Object.values(interrupted.counts).every((n) => n === 0)).toBe(true);
    expect(first.seeded).toBe(true);
  });

  it('creates Northwind on localhost and 127.0.0.1 and Globex on globex.localhost, on a premium plan', async () => {
    expect(first.seeded).toBe(true);
    const hosts = await database.db
      .selectFrom('client_hosts')
      .innerJoin('clients', 'clients.id', 'client_hosts.client_id')
      .select(['host', 'kind', 'clients.name', 'clients.subscription', 'clients.status'])
      .orderBy('host')
      .execute();
    expect(hosts).toEqual([
      { host: '127.0.0.1', kind: 'alias', name: 'Northwind Careers', subscription: 'PREMIUM_YEALY', status: 'active' },
      {
        host: 'globex.localhost',
        kind: 'primary',
        name: 'Globex Jobs',
        subscription: 'PREMIUM_YEALY',
        status: 'active',
      },
      {
        host: 'localhost',
        kind: 'primary',
        name: 'Northwind Careers',
        subscription: 'PREMIUM_YEALY',
        status: 'active',
      },
    ]);
  });

  it('gives Northwind ~300 jobs over every category and many cities, mostly open and approved', async () => {
    const northwind = await clientOf('localhost');
    const { rows } = await sql<{ status: string; approval_status: number; n: string }>`
      select status, approval_status, count(*) as n from jobs where client_id = ${northwind} group by 1, 2`.execute(
      database.db,
    );
    const n = (status: string, approval?: number) =>
      rows
        .filter((r) => r.status === status && (approval === undefined || r.approval_status === approval))
        .reduce((s, r) => s + Number(r.n), 0);
    const total = rows.reduce((s, r) => s + Number(r.n), 0);
    expect(total).toBeGreaterThanOrEqual(280);
    expect(total).toBeLessThanOrEqual(320);
    expect(n('ACTIVE', 2) / total).toBeGreaterThan(0.7);
    for (const status of ['PAUSED', 'CLOSED', 'DRAFT', 'EXPIRED']) expect(n(status)).toBeGreaterThan(0);

    const spread = await database.db
      .selectFrom('jobs')
      .select((eb) => [
        eb.fn.count<string>('category_id').distinct().as('categories'),
        eb.fn.count<string>('city_id').distinct().as('cities'),
        eb.fn.count<string>('company_id').distinct().as('companies'),
      ])
      .where('client_id', '=', northwind)
      .executeTakeFirstOrThrow();
    expect(Number(spread.categories)).toBe(12);
    expect(Number(spread.cities)).toBeGreaterThanOrEqual(20);
    expect(Number(spread.companies)).toBe(36);
    const wfh = await database.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('client_id', '=', northwind)
      .where('workplace_type', '=', 'WFH')
      .executeTakeFirstOrThrow();
    expect(Number(wfh.n)).toBeGreaterThan(0);

    // Every job's category is one of the tenant's categories.
    const { rows: orphans } = await sql<{ id: string }>`
      select j.id from jobs j
      left join categories c on c.id = j.category_id and c.client_id = j.client_id
      where c.id is null`.execute(database.db);
    expect(orphans).toEqual([]);
  });

  it('gives Northwind 60 candidates with profiles and applications in every status, each with its history', async () => {
    const northwind = await clientOf('localhost');
    const profiles = await database.db
      .selectFrom('candidate_profiles')
      .innerJoin('users', 'users.id', 'candidate_profiles.user_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('candidate_profiles.client_id', '=', northwind)
      .where('users.role', '=', 'candidate')
      .executeTakeFirstOrThrow();
    expect(Number(profiles.n)).toBe(60);

    const statuses = await database.db
      .selectFrom('applications')
      .select('status')
      .distinct()
      .where('client_id', '=', northwind)
      .execute();
    expect(statuses.map((s) => s.status).sort()).toEqual(['APPLIED', 'HIRED', 'IN_INTERVIEW', 'REJECTED', 'SHORTLIST']);

    // The newest history row of every application is its current status, the oldest its creation.
    const { rows: broken } = await sql<{ id: string }>`
      select a.id from applications a
      where a.client_id = ${northwind} and (
        (select h.to_status from application_history h where h.application_id = a.id order by h.at desc, h.id desc limit 1)
          is distinct from a.status
        or (select h.from_status from application_history h where h.application_id = a.id order by h.at, h.id limit 1)
          is not null)`.execute(database.db);
    expect(broken).toEqual([]);

    const guests = await database.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('client_id', '=', northwind)
      .where('source', '=', 'guest')
      .where('candidate_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(guests.n)).toBeGreaterThan(0);
  });

  it('creates the demo accounts verified and active, with the demo password', async () => {
    const northwind = await clientOf('localhost');
    const users = await database.db
      .selectFrom('users')
      .select(['email', 'role', 'employer_kind', 'company_id', 'status', 'email_verified_at', 'password_hash'])
      .where('client_id', '=', northwind)
      .where('email', 'like', '%@demo.jobboard.local')
      .execute();
    const by = (email: string) => users.find((u) => u.email === email);
    for (const login of demoLogins().filter((l) => l.host === 'localhost')) {
      const u = by(login.email);
      expect(u, login.email).toMatchObject({ status: 'active' });
      expect(u?.email_verified_at).not.toBeNull();
    }
    const employer = by('employer@demo.jobboard.local');
    const member = by('team@demo.jobboard.local');
    expect(employer).toMatchObject({ role: 'employer', employer_kind: 1 });
    expect(member).toMatchObject({ role: 'employer', employer_kind: 2, company_id: employer?.company_id });
    expect(employer?.company_id).toBeTruthy();
    expect(by('admin@demo.jobboard.local')?.role).toBe('admin');
    expect(by('candidate@demo.jobboard.local')?.role).toBe('candidate');
    expect(await verifyPassword(employer?.password_hash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(employer?.password_hash, 'Demo@2025!')).toBe(false);

    // The demo employer's company has jobs and applicants to review.
    const applicants = await database.db
      .selectFrom('applications')
      .innerJoin('jobs', 'jobs.id', 'applications.job_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('jobs.company_id', '=', employer?.company_id ?? '')
      .executeTakeFirstOrThrow();
    expect(Number(applicants.n)).toBeGreaterThanOrEqual(20);
    expect(demoLogins().map((l) => l.host)).toContain('globex.localhost');
  });

  it('gives the analytics page months of activity that agree with the applications, rolled up', async () => {
    const clientId = await clientOf('localhost');
    const pending = await database.db
      .selectFrom('hiring_events')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('rolled_up', '=', false)
      .executeTakeFirstOrThrow();
    expect(Number(pending.n)).toBe(0);
    const { rows } = await sql<{ kind: string; n: string }>`
      select kind, sum(n)::text as n from hiring_monthly
      where client_id = ${clientId} and job_id = 'ffffffff-ffff-ffff-ffff-ffffffffffff' group by kind`.execute(
      database.db,
    );
    const total = Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
    const applications = await database.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(total.applied).toBe(Number(applications.n));
    expect(total.apply_start).toBeGreaterThan(total.applied ?? 0);
    expect(total.view).toBeGreaterThan(total.apply_start ?? 0);
    expect(total.hired).toBeGreaterThan(0);
  });

  it('seeds nothing when the database already has a client', async () => {
    const before = await counts();
    expect(await seedDemo(database.db)).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
  });
});

describe(`jobs search columns (${engine})`, () => {
  it('ranks a title match above a description-only match', async () => {
    const northwind = await clientOf('localhost');
    const company = await database.db
      .selectFrom('companies')
      .select('id')
      .where('client_id', '=', northwind)
      .limit(1)
      .executeTakeFirstOrThrow();
    const category = await database.db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('client_id', '=', northwind)
      .where('slug', '=', 'software-engineering')
      .executeTakeFirstOrThrow();
    const base = {
      client_id: northwind,
      company_id: company.id,
      posted_by: null,
      decline_reason: null,
      employment_type: 'FULL_TIME' as const,
      category_id: category.id,
      category_nm: category.name,
      position_level: null,
      qualification: null,
      salary_min: null,
      salary_max: null,
      salary_currency: null,
      salary_period: null,
      vacancies: 1,
      experience_min: 1,
      experience_max: 3,
      location_type: null,
      city_id: null,
      city_nm: null,
      state_id: null,
      state_nm: null,
      country_id: null,
      country_nm: null,
      address: null,
      company_info: null,
      redirect_url: null,
      import_type: null,
      reference_number: null,
      expires_at: null,
      posted_at: null,
      deleted_at: null,
    };
    const inserted = await database.db
      .insertInto('jobs')
      .values([
        {
          ...base,
          title: 'Zookeeper Reliability Engineer',
          slug: 'fts-title',
          description: '<p>Keep clusters healthy.</p>',
        },
        {
          ...base,
          title: 'Office Coordinator',
          slug: 'fts-description',
          description: '<p>You will book rooms for the zookeeper team and order supplies.</p>',
        },
      ])
      .returning(['id', 'slug'])
      .execute();
    const { rows } = await sql<{ slug: string; rank: number }>`
      select slug, ts_rank(search, websearch_to_tsquery('english', 'zookeeper')) as rank
      from jobs
      where client_id = ${northwind} and search @@ websearch_to_tsquery('english', 'zookeeper')
      order by rank desc`.execute(database.db);
    expect(rows.map((r) => r.slug)).toEqual(['fts-title', 'fts-description']);
    expect(Number(rows[0]?.rank)).toBeGreaterThan(Number(rows[1]?.rank));

    // The search column follows later edits of the title.
    await database.db
      .updateTable('jobs')
      .set({ title: 'Office Coordinator' })
      .where('slug', '=', 'fts-title')
      .execute();
    const after = await sql<{ n: string }>`
      select count(*) as n from jobs where slug = 'fts-title' and search @@ websearch_to_tsquery('english', 'zookeeper')`.execute(
      database.db,
    );
    expect(Number(after.rows[0]?.n)).toBe(0);
    await database.db
      .deleteFrom('jobs')
      .where(
        'id',
        'in',
        inserted.map((r) => r.id),
      )
      .execute();
  });

  it('puts seeded jobs with the word in their title first', async () => {
    const { rows } = await sql<{ title: string }>`
      select title from jobs
      where search @@ websearch_to_tsquery('english', 'nurses')
      order by ts_rank(search, websearch_to_tsquery('english', 'nurses')) desc
      limit 3`.execute(database.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.title).toMatch(/Nurse/);
  });

  it('finds a title despite a one-letter typo (trigram similarity)', async () => {
    const { rows } = await sql<{ title: string }>`
      select title from jobs where title % 'Phisiotherapist'
      order by similarity(title, 'Phisiotherapist') desc limit 1`.execute(database.db);
    expect(rows[0]?.title).toBe('Physiotherapist');
    const word = await sql<{ title: string }>`
      select title from jobs where 'Acountant' <% title
      order by word_similarity('Acountant', title) desc limit 1`.execute(database.db);
    expect(word.rows[0]?.title).toMatch(/Accountant/);
  });
});
