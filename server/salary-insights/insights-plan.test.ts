// The comparisons of salary insights read their newest jobs from migration 0049's indexes, in order,
// without sorting the matches: what keeps a common category on a board of a million jobs a read of a
// few index pages (docs/salary-insights.md, Speed). On a board of a few thousand live jobs with
// salaries (twenty categories, fifty titles, three cities, two countries), analysed as autovacuum
// would, and told not to scan the table nor sort, the planner chooses them for each comparison. A
// server of its own: the file analyses the jobs table, statistics of the whole database.
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategory, PLACES } from '../jobs-discovery/test/support.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany } from '../test/world.ts';
import { sampleAt } from './insights-repo.ts';
import type { Level } from './rules.ts';

let server: TestServer;

const JOBS = 6000;
let category = '';

beforeAll(async () => {
  server = await startTestServer({ own: true });
  const { db } = server.database;
  const company = await makeCompany(db, server.tenantA, 'Plan Freight');
  const categories: string[] = [];
  for (let i = 0; i < 20; i++) categories.push((await addCategory(db, server.tenantA, `Plan ${i}`)).id);
  category = categories[0] ?? '';
  const cities = [PLACES.pune.id, PLACES.mumbai.id, PLACES.bengaluru.id];
  const countries = [PLACES.india.id, crypto.randomUUID()];
  await sql`
    insert into jobs (client_id, company_id, status, approval_status, posting_step, employment_type, category_id,
      category_nm, title, slug, location_type, city_id, country_id, salary_min, salary_max, salary_currency,
      salary_period, posted_at)
    select ${server.tenantA}, ${company}, 'ACTIVE', 2, 'job-posted-successfull', 'FULL_TIME',
      (${categories}::uuid[])[1 + g % 20], 'Plan', 'Dispatch Planner ' || (g % 50), 'plan-job-' || g, 'CITY',
      (${cities}::uuid[])[1 + g % 3], (${countries}::uuid[])[1 + g % 2], 300000 + g, 400000 + g, 'INR', 'YEARLY',
      now() - g * interval '1 minute'
    from generate_series(1, ${JOBS}) g`.execute(db);
  await sql`analyze jobs`.execute(db);
}, 120_000);
afterAll(async () => server?.close());

async function planOf(level: Level): Promise<string> {
  const { db } = server.database;
  const query = sampleAt(db, server.tenantA, level, 'YEARLY').compile();
  return db.connection().execute(async (c) => {
    await sql`set enable_seqscan = off`.execute(c);
    await sql`set enable_bitmapscan = off`.execute(c);
    await sql`set enable_sort = off`.execute(c);
    try {
      const out = await c.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
      );
      return out.rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await sql`reset enable_seqscan`.execute(c);
      await sql`reset enable_bitmapscan`.execute(c);
      await sql`reset enable_sort`.execute(c);
    }
  });
}

const title = { kind: 'TITLE', title: 'dispatch planner 7' } as const;
const city = { kind: 'CITY', cityId: PLACES.pune.id, countryId: PLACES.india.id, name: 'Pune' } as const;
const country = { kind: 'COUNTRY', countryId: PLACES.india.id, name: 'India' } as const;
const inCategory = () => ({ kind: 'CATEGORY', categoryId: category, name: 'Plan 0' }) as const;

describe('the newest jobs of a comparison', () => {
  it.each([
    ['a category in a country', () => ({ basis: inCategory(), place: country }), 'jobs_salary_insights_category'],
    ['a category in a city', () => ({ basis: inCategory(), place: city }), 'jobs_salary_insights_category'],
    ['a title in a city', () => ({ basis: title, place: city }), 'jobs_salary_insights_title'],
    ['a title in a country', () => ({ basis: title, place: country }), 'jobs_salary_insights_title'],
  ] satisfies Array<[string, () => Level, string]>)(
    '%s are read in posting order from %s',
    async (_what, level, index) => {
      const plan = await planOf(level());
      expect(plan).toContain(index);
      expect(plan).not.toMatch(/\bSort\b/);
    },
  );
});
