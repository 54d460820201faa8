// An alert's keyword is read as the job search reads it (issue 18): synonyms both ways (built-in
// and the board's own), joined and hyphenated forms, a software developer as its engineer, and a
// typo corrected, every word still required, so a digest never carries a job holding only some.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertCriteria } from '../db/tables-job-alerts.ts';
import { addCategory, addJob, hoursAgo } from '../jobs-discovery/test/support.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany } from '../test/world.ts';
import { windowJobs } from './match.ts';

let server: TestServer;
const NOW = new Date();

const criteria = (keyword: string): AlertCriteria => ({
  keyword,
  categories: [],
  employmentTypes: [],
  workplaceTypes: [],
  city: null,
  country: null,
  experienceYears: null,
  salaryMin: null,
  currencyCode: null,
});

async function titles(keyword: string, clientId = server.tenantA): Promise<string[]> {
  const { jobs } = await windowJobs(server.database.db, {
    clientId,
    criteria: criteria(keyword),
    since: new Date(NOW.getTime() - 7 * 24 * 3_600_000),
    now: NOW,
    limit: 20,
  });
  return jobs.map((j) => j.title ?? '').sort();
}

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const a = server.tenantA;
  const company = await makeCompany(db, a, 'Kestrel Systems');
  const category = await addCategory(db, a, 'Technology');
  for (const title of [
    'Front-End Engineer',
    'Backend Developer',
    'Registered Nurse',
    'Forklift Driver',
    'Civil Engineer',
  ])
    await addJob(db, a, company, { title, category, posted_at: hoursAgo(30) });
  const other = await makeCompany(db, server.tenantB, 'Globex');
  await addJob(db, server.tenantB, other, {
    title: 'Frontend Developer',
    category: await addCategory(db, server.tenantB, 'Technology'),
    posted_at: hoursAgo(30),
  });
});

afterAll(() => server.close());

describe('an alert keyword', () => {
  it('matches as the search reads it, every word required', async () => {
    expect(await titles('frontend developer')).toEqual(['Front-End Engineer']);
    expect(await titles('rn')).toEqual(['Registered Nurse']);
    expect(await titles('registred nurse')).toEqual(['Registered Nurse']);
    // "developer" alone is no software field's: the civil engineer is not one.
    expect(await titles('civil developer')).toEqual([]);
    expect(await titles('jobs')).toHaveLength(5);
    expect(await titles('the of')).toEqual([]);
  });

  it("takes the board's own synonyms, and only that board's", async () => {
    expect(await titles('reach truck operator')).toEqual([]);
    await server.database.db
      .updateTable('clients')
      .set({
        settings: JSON.stringify({
          search: { synonyms: [{ language: 'en', terms: ['forklift driver', 'reach truck operator'] }] },
        }),
      })
      .where('id', '=', server.tenantA)
      .execute();
    expect(await titles('reach truck operator')).toEqual(['Forklift Driver']);
    expect(await titles('frontend developer', server.tenantB)).toEqual(['Frontend Developer']);
  });
});
