// Relevance by tiers over real HTTP (docs/candidate-search.md, "Ranking"): the whole keyword in a
// headline or job title, then with the skills and name, then with companies and education, then
// only in the about text; most recently active first within a tier; pages that cross from one tier
// to the next; and the total that stops counting at 1,000 (a saved search's run still counts all).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { platformMasterId } from '../master-data/master-defaults.ts';
import { TOTAL_CAP } from './repo/search-page.ts';
import { addCandidate, searchCaller } from './test/support.ts';

type S = components['schemas'];
type Results = {
  items: S['CandidateCard'][];
  pagination: S['Pagination'];
  totalCapped: boolean;
  totalEstimate: number | null;
};

let server: TestServer;
let call: ReturnType<typeof searchCaller>;
let owner: TestUser;
let ownerB: TestUser;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
const search = (body: Record<string, unknown>, user: TestUser = owner) => call<Results>('POST', 'search', user, body);
const names = (r: { body: { data: Results } }) => r.body.data.items.map((c) => c.name);
const OLDER_TITLES = 9;
// Enough that the first page is read by walking the activity index, and the last counted page by
// sorting (repo/search-page.ts, plannedOrder): both forms give the same order.
const NURSES = TOTAL_CAP + 30;
const CARERS = [0, 1, 2, 3, 4].map((i) => NURSES - i);

beforeAll(async () => {
  server = await startTestServer();
  call = searchCaller(server);
  const { db } = server.database;
  const { secret } = server.deps;
  const employer = async (clientId: string, company: string) =>
    makeUser(db, secret, {
      clientId,
      role: 'employer',
      employerKind: 1,
      companyId: await makeCompany(db, clientId, company),
    });
  owner = await employer(server.tenantA, 'Northwind Analytics');
  ownerB = await employer(server.tenantB, 'Globex');
  const add = (firstName: string, seed: Parameters<typeof addCandidate>[3]) =>
    addCandidate(db, secret, server.tenantA, { firstName, lastName: 'Test', ...seed });
  await add('Titled', { headline: 'React Developer', lastActiveAt: hoursAgo(10) });
  await add('Formerly', {
    headline: 'Engineer',
    jobs: [['Senior React Developer', 'Zoho']],
    lastActiveAt: hoursAgo(2),
  });
  await add('Skilled', { headline: 'Android Developer', skills: ['React'], lastActiveAt: hoursAgo(1) });
  await add('Employed', { headline: 'Developer', jobs: [['Engineer', 'React Labs']], lastActiveAt: hoursAgo(0.5) });
  await add('Mentions', {
    headline: 'Developer',
    about: 'I once built something in React.',
    lastActiveAt: hoursAgo(0.1),
  });
  for (let i = 1; i <= OLDER_TITLES; i++)
    await add(`Older${i}`, { headline: 'React Developer', lastActiveAt: hoursAgo(24 * i) });
  await add('Unrelated', { headline: 'Accountant', skills: ['Excel'], lastActiveAt: hoursAgo(0) });

  // More nurses than the count goes to, on the other board: written in two statements (the
  // triggers build their search rows) rather than one request each.
  await sql`insert into users (client_id, role, email, first_name, last_name, status, email_verified_at, last_active_at)
    select ${server.tenantB}, 'candidate', 'nurse' || i || '@example.com', 'Nurse', 'No' || i, 'active', now(),
      now() - i * interval '1 minute'
    from generate_series(1, ${NURSES}) i`.execute(db);
  await sql`insert into candidate_profiles (user_id, client_id, headline, is_searchable, created_at, updated_at)
    select id, client_id, 'Registered Nurse', true, now(), now() from users
    where client_id = ${server.tenantB} and email like 'nurse%@example.com'`.execute(db);
  // Everyone's about text says care; only the five least recently active have it in their title.
  await sql`update candidate_profiles p set about = 'Caring for patients.',
      headline = case when u.email in (${sql.join(CARERS.map((i) => `nurse${i}@example.com`))}) then 'Care Home Nurse'
        else p.headline end
    from users u where u.id = p.user_id and u.client_id = ${server.tenantB}`.execute(db);
}, 60_000);

afterAll(async () => server?.close());

describe('relevance', () => {
  it('ranks a title above a skill above a company above the about text, most recently active first within each', async () => {
    const first = await search({ keyword: 'react developer', limit: 10 });
    expect(first.status).toBe(200);
    expect(names(first)).toEqual([
      'Formerly Test',
      'Titled Test',
      ...Array.from({ length: 8 }, (_, i) => `Older${i + 1} Test`),
    ]);
    expect(first.body.data.pagination).toEqual({ page: 1, limit: 10, total: 14, totalPages: 2 });
    expect(first.body.data.totalCapped).toBe(false);

    // The second page finishes the titles, then the lower tiers in their order.
    const second = await search({ keyword: 'react developer', limit: 10, page: 2 });
    expect(names(second)).toEqual(['Older9 Test', 'Skilled Test', 'Employed Test', 'Mentions Test']);
    const scores = [...first.body.data.items, ...second.body.data.items].map((c) => c.matchScore ?? -1);
    expect(scores.every((s, i) => i === 0 || s <= (scores[i - 1] ?? 0))).toBe(true);
    expect(scores.at(-1)).toBeLessThan(25);
  });

  it('keeps the other sorts over the same matches, each card still scored', async () => {
    const active = await search({ keyword: 'react developer', sortBy: 'lastActiveAt', limit: 10 });
    expect(names(active).slice(0, 4)).toEqual(['Mentions Test', 'Employed Test', 'Skilled Test', 'Formerly Test']);
    expect(active.body.data.items.every((c) => typeof c.matchScore === 'number')).toBe(true);
  });
});

describe('the total', () => {
  it('stops counting at 1,000 and says so, while every page up to it can be read', async () => {
    const r = await search({ keyword: 'nurse', limit: 50 }, ownerB);
    expect(r.status).toBe(200);
    expect(r.body.data.pagination).toEqual({ page: 1, limit: 50, total: TOTAL_CAP, totalPages: TOTAL_CAP / 50 });
    expect(r.body.data.totalCapped).toBe(true);
    expect(r.body.data.items.slice(0, 3).map((c) => c.name)).toEqual(['Nurse No1', 'Nurse No2', 'Nurse No3']);
    const last = await search({ keyword: 'nurse', limit: 50, page: TOTAL_CAP / 50 }, ownerB);
    expect(last.body.data.items).toHaveLength(50);
    // Newest first: the 1,000th most recently active nurse ends the last counted page.
    expect(last.body.data.items.at(-1)?.name).toBe(`Nurse No${TOTAL_CAP}`);

    const browsing = await search({ limit: 10 }, ownerB);
    expect(browsing.body.data.totalCapped).toBe(true);
    const narrow = await search({ keyword: 'react developer' });
    expect(narrow.body.data.totalCapped).toBe(false);
  });

  it('finds a few old title matches among many newer passing mentions', async () => {
    // The newest rows hold too few title matches, so the title tier is looked up, not walked.
    const r = await search({ keyword: 'care', limit: 10 }, ownerB);
    expect(r.body.data.totalCapped).toBe(true);
    expect(r.body.data.items.map((c) => c.name)).toEqual([
      ...[...CARERS].reverse().map((i) => `Nurse No${i}`),
      ...['Nurse No1', 'Nurse No2', 'Nurse No3', 'Nurse No4', 'Nurse No5'],
    ]);
  });

  it("counts a saved search's run in full", async () => {
    const saved = await call<S['SavedSearch']>('POST', 'search/saved', ownerB, {
      name: 'Nurses',
      filters: [{ type: 'keyword', values: ['nurse'] }],
    });
    expect(saved.body.data.resultCount).toBe(NURSES);
    const run = await search({ savedSearchId: saved.body.data._id, limit: 10 }, ownerB);
    expect(run.body.data.totalCapped).toBe(true);
    const after = await call<S['SavedSearch']>('GET', `search/saved/${saved.body.data._id}`, ownerB);
    expect(after.body.data.resultCount).toBe(NURSES);
  });
});

describe('the other sorts, walked or sorted', () => {
  type Row = { name: string; id: string; months: number | null; active: Date | null };
  const KNOWN = 15;
  let rows: Row[];

  beforeAll(async () => {
    const { db } = server.database;
    // Fifteen nurses with a known experience in three runs of equal months; two of the rest never
    // active. A first page has more matches than a walk needs (the indexes' order), a last page
    // few enough to sort, and an ascending second page walks past the known months into the unknown.
    const known = Array.from({ length: KNOWN }, (_, i) => i + 1);
    await sql`update candidate_profiles p set experience_years = v.years
      from users u, unnest(${known.map((i) => `nurse${i}@example.com`)}::text[], ${known.map((i) => (i % 3) + 1)}::int[])
        as v(email, years)
      where u.id = p.user_id and u.client_id = ${server.tenantB} and u.email = v.email`.execute(db);
    await sql`update users set last_active_at = null
      where client_id = ${server.tenantB} and email in ('nurse1029@example.com', 'nurse1030@example.com')`.execute(db);
    const found = await sql<Row>`select u.first_name || ' ' || u.last_name as name, u.id::text as id,
        s.experience_months as months, s.last_active_at as active
      from candidate_search s join users u on u.id = s.user_id where s.client_id = ${server.tenantB} and s.findable`.execute(
      db,
    );
    rows = found.rows;
  });

  // The documented orders (repo/search-page.ts, orderOf): descending, the key then activity, most
  // first, unknown last, then the id; ascending, the same backwards but for unknown keys, still last.
  const time = (d: Date | null) => (d ? d.getTime() : null);
  const compare = (a: number | null, b: number | null, ascending: boolean, unknownFirst: boolean) =>
    a === b
      ? 0
      : a === null
        ? unknownFirst
          ? -1
          : 1
        : b === null
          ? unknownFirst
            ? 1
            : -1
          : ascending
            ? a - b
            : b - a;
  const expected = (sortBy: 'experience' | 'lastActiveAt', ascending: boolean) =>
    [...rows]
      .sort(
        (a, b) =>
          (sortBy === 'experience' ? compare(a.months, b.months, ascending, false) : 0) ||
          compare(time(a.active), time(b.active), ascending, ascending && sortBy === 'experience') ||
          (ascending ? b.id.localeCompare(a.id) : a.id.localeCompare(b.id)),
      )
      .map((r) => r.name);

  it.each([
    ['experience', 'desc'],
    ['experience', 'asc'],
    ['lastActiveAt', 'desc'],
    ['lastActiveAt', 'asc'],
  ] as const)('gives %s %s in one order on the first pages and the last', async (sortBy, sortOrder) => {
    const want = expected(sortBy, sortOrder === 'asc');
    expect(want).toHaveLength(NURSES);
    const page = async (n: number) => names(await search({ sortBy, sortOrder, limit: 10, page: n }, ownerB));
    expect(await page(1)).toEqual(want.slice(0, 10));
    expect(await page(2)).toEqual(want.slice(10, 20));
    // The last counted page is sorted, not walked: fewer rows match than a walk needs beyond it.
    expect(await page(TOTAL_CAP / 10)).toEqual(want.slice(TOTAL_CAP - 10, TOTAL_CAP));
  });

  it("walks an experience range's newest rows in the index, as the sorted page orders them", async () => {
    // Every nurse but the fifteen of the earlier tests has five years: more than a walk needs for
    // the first page (the range tested in the activity index), too few for the second, sorted.
    await sql`update candidate_profiles p set experience_years = 5 from users u
      where u.id = p.user_id and u.client_id = ${server.tenantB} and p.experience_years is null`.execute(
      server.database.db,
    );
    const fiveYears = rows.filter((r) => r.months === null).map((r) => ({ ...r, months: 60 }));
    const want = [...fiveYears]
      .sort((a, b) => compare(time(a.active), time(b.active), false, false) || a.id.localeCompare(b.id))
      .map((r) => r.name);
    const page = async (n: number) =>
      names(
        await search(
          {
            keyword: 'nurse',
            experienceIds: [platformMasterId('years_of_experience', '5 - 7 years')],
            limit: 10,
            page: n,
          },
          ownerB,
        ),
      );
    expect(want).toHaveLength(NURSES - KNOWN);
    expect(await page(1)).toEqual(want.slice(0, 10));
    expect(await page(2)).toEqual(want.slice(10, 20));
  });
});

describe('the total shown, counted or estimated', () => {
  const CLERKS = 1000;
  const NIGHT_NURSES = 500;

  beforeAll(async () => {
    const { db } = server.database;
    // Older than every nurse: the newest rows of the board are nurses, then clerks. With them the
    // board holds more rows than a first page's walk reads (search-page.ts, SCAN), and more than a
    // fiftieth page's.
    await sql`insert into users (client_id, role, email, first_name, last_name, status, email_verified_at, last_active_at)
      select ${server.tenantB}, 'candidate', 'clerk' || i || '@example.com', 'Clerk', 'No' || i, 'active', now(),
        now() - interval '30 days' - i * interval '1 minute'
      from generate_series(1, ${CLERKS}) i`.execute(db);
    await sql`insert into candidate_profiles (user_id, client_id, headline, is_searchable, created_at, updated_at)
      select id, client_id, 'Ward Clerk', true, now(), now() from users
      where client_id = ${server.tenantB} and email like 'clerk%@example.com'`.execute(db);
    // And older nurses still, caring too: the planner expects more nurses than a walk needs
    // (search-page.ts, byRelevance), not about as many.
    await sql`insert into users (client_id, role, email, first_name, last_name, status, email_verified_at, last_active_at)
      select ${server.tenantB}, 'candidate', 'night' || i || '@example.com', 'Night', 'No' || i, 'active', now(),
        now() - interval '60 days' - i * interval '1 minute'
      from generate_series(1, ${NIGHT_NURSES}) i`.execute(db);
    await sql`insert into candidate_profiles (user_id, client_id, headline, about, is_searchable, created_at, updated_at)
      select id, client_id, 'Night Nurse', 'Caring at night.', true, now(), now() from users
      where client_id = ${server.tenantB} and email like 'night%@example.com'`.execute(db);
    // The estimate multiplies by the planner's expectation of the board's rows, from its statistics.
    await sql`analyze candidate_search`.execute(db);
  });

  it('is the exact count, or "1,000+" past it, unless labelled an estimate', async () => {
    const facetsTotal = async (body: Record<string, unknown>) =>
      (await call<{ total: number }>('POST', 'search/facets', ownerB, body)).body.data.total;
    const asked = [
      { keyword: 'nurse' },
      { keyword: 'nurse', page: 3 },
      { keyword: 'care' },
      { keyword: 'clerk' },
      { keyword: 'ward clerk', page: 2 },
      { keyword: 'care home nurse' },
      { keyword: 'registered nurse', sortBy: 'lastActiveAt' },
      { keyword: 'clerk', sortBy: 'lastActiveAt' },
      { keyword: 'nobody' },
      { titles: ['nurse'] },
      { titles: ['nurse'], page: 50 },
      { titles: ['clerk'] },
      { titles: ['clerk'], sortBy: 'lastActiveAt', sortOrder: 'asc' },
      {},
    ];
    const estimated: string[] = [];
    for (const body of asked) {
      const r = await search({ limit: 20, ...body }, ownerB);
      expect(r.status).toBe(200);
      const { pagination, totalCapped, totalEstimate } = r.body.data;
      const exact = await facetsTotal(body);
      if (totalEstimate !== null) {
        // Labelled: the screen says "about N" until the facets' count is in.
        estimated.push(JSON.stringify(body));
        expect(totalEstimate).toBeGreaterThan(TOTAL_CAP);
        expect(pagination.total).toBe(TOTAL_CAP);
        expect(totalCapped).toBe(true);
      } else if (totalCapped) {
        expect(exact, JSON.stringify(body)).toBeGreaterThan(TOTAL_CAP);
        expect(pagination.total).toBe(TOTAL_CAP);
      } else expect(pagination.total, JSON.stringify(body)).toBe(exact);
    }
    // The nurses are the board's newest rows, all of them matching, so the first page's walk reads
    // only nurses and the estimate (the share that matched, times the board) is the board: 2,500
    // (to two figures, of 2,530) for 1,530 nurses. The clerks, older, are counted: few of the newest match. A
    // fiftieth page walks more rows than the board has, so it counts them.
    expect(estimated).toEqual(
      [
        { keyword: 'nurse' },
        { keyword: 'nurse', page: 3 },
        { keyword: 'care' },
        { keyword: 'registered nurse', sortBy: 'lastActiveAt' },
        { titles: ['nurse'] },
      ].map((b) => JSON.stringify(b)),
    );
    const nurses = await search({ keyword: 'nurse', limit: 20 }, ownerB);
    expect(nurses.body.data.totalEstimate).toBe(2500);
  });

  it('ranks and orders an estimated search as a counted one', async () => {
    // "care": every nurse's about text, and the titles of the five least recently active, which the
    // walk's newest rows do not hold.
    // Two of them were made never active above: they follow the others, by id.
    const carers = await sql<{ name: string }>`select u.first_name || ' ' || u.last_name as name
      from candidate_search s join users u on u.id = s.user_id
      where u.email in (${sql.join(CARERS.map((i) => `nurse${i}@example.com`))})
      order by s.last_active_at desc nulls last, s.user_id`.execute(server.database.db);
    const r = await search({ keyword: 'care', limit: 10 }, ownerB);
    expect(r.body.data.totalEstimate).not.toBeNull();
    expect(r.body.data.items.map((c) => c.name)).toEqual([
      ...carers.rows.map((c) => c.name),
      ...['Nurse No1', 'Nurse No2', 'Nurse No3', 'Nurse No4', 'Nurse No5'],
    ]);
    // Without a keyword, by activity: the newest nurses, the page a count and a sorted read give.
    const byTitle = await search({ titles: ['nurse'], limit: 10, page: 2 }, ownerB);
    expect(byTitle.body.data.totalEstimate).not.toBeNull();
    expect(names(byTitle)).toEqual(Array.from({ length: 10 }, (_, i) => `Nurse No${i + 11}`));
  });
});
