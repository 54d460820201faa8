// The counts a search shows are right or say they are not (issue 51; docs/job-search.md, "Counts
// of a first asking"): for a set of searches, each first asking's total and every facet bucket is
// compared with the exact count of the same search, and wherever one differs the answer is
// labelled estimated (or capped). A first asking above the bound is estimated from a posting
// window, so the board's jobs are spread over two months and the bound is set low.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany } from '../test/world.ts';
import { forgetBoardPosting } from './board-posting.ts';
import { forgetKeptSearches, searchJobs } from './job-search.ts';
import { roughly } from './estimated-counts.ts';
import { addCategory, addJob, hoursAgo, PLACES, shownCounts } from './test/support.ts';

type S = components['schemas'];

let server: TestServer;
const JOBS = 360;
/** The bound of a first asking in this test: most searches below match more. */
const CAP = 40;

const ROLES = ['Nurse', 'Staff Nurse', 'Accountant', 'Data Analyst', 'Welder', 'Senior Accountant'];
const TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT'] as const;
const CITIES = [PLACES.pune, PLACES.mumbai, PLACES.bengaluru];

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const companyId = await makeCompany(db, server.tenantA, 'Counting Works');
  const categories = [
    await addCategory(db, server.tenantA, 'Healthcare'),
    await addCategory(db, server.tenantA, 'Finance'),
    await addCategory(db, server.tenantA, 'Manufacturing'),
  ];
  for (let i = 0; i < JOBS; i++) {
    // Every sixtieth a pharmacist: a search matching fewer than the bound.
    const role = i % 60 === 7 ? 'Pharmacist' : (ROLES[i % ROLES.length] ?? 'Nurse');
    const category = categories[i % categories.length];
    if (!category) throw new Error('no category');
    await addJob(db, server.tenantA, companyId, {
      title: `${role} ${i}`,
      category,
      employment_type: TYPES[i % 4 === 3 ? 1 : i % 2 === 0 ? 0 : 2],
      ...(i % 7 === 0 ? { wfh: true } : { city: CITIES[i % CITIES.length] }),
      ...(i % 5 === 0 ? { workplace_type: 'HYBRID' as const } : {}),
      // Spread over 60 days, a few an hour, so every posting window holds some.
      posted_at: hoursAgo(1 + i * 4),
    });
  }
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const search = async (query: S['JobSearchQuery'], cap: number) => {
  // Each asking is a first one: nothing kept from an earlier.
  forgetKeptSearches();
  return searchJobs(server.database.db, server.tenantA, null, query, new Date(), { cap });
};

const QUERIES: S['JobSearchQuery'][] = [
  { page: 1, limit: 10 },
  { keyword: 'nurse', page: 1, limit: 10 },
  { keyword: 'accountant', page: 1, limit: 10 },
  { keyword: 'accountant', employmentTypes: ['FULL_TIME'], page: 1, limit: 10 },
  { keyword: 'nurse', datePosted: '7d', page: 1, limit: 10 },
  { keyword: 'nurse', datePosted: '30d', page: 1, limit: 10 },
  { workplaceTypes: ['HYBRID'], page: 1, limit: 10 },
  { keyword: 'data analyst', page: 1, limit: 10 },
  { keyword: 'welder', datePosted: '24h', page: 1, limit: 10 },
  { keyword: 'senior accountant', page: 1, limit: 10 },
  { keyword: 'pharmacist', page: 1, limit: 10 },
];

describe('the counts of a first asking', () => {
  it('are the exact counts, or say they are not', async () => {
    forgetBoardPosting();
    let estimates = 0;
    for (const query of QUERIES) {
      const first = await search(query, CAP);
      const exact = await search(query, 1_000_000);
      expect(exact.facets.capped || exact.facets.estimated).toBe(false);
      const shown = shownCounts(first);
      const truth = shownCounts(exact);
      const differing = [...new Set([...shown.keys(), ...truth.keys()])].filter(
        (k) => (shown.get(k) ?? 0) !== (truth.get(k) ?? 0),
      );
      if (differing.length)
        expect({ query, labelled: first.facets.capped || first.facets.estimated }).toEqual({
          query,
          labelled: true,
        });
      if (first.facets.estimated) {
        estimates++;
        expect(first.facets.capped).toBe(false);
        // An estimate is near the truth: the board's jobs do not depend on when they were posted.
        const total = truth.get('total') ?? 0;
        expect(Math.abs(first.pagination.total - total)).toBeLessThanOrEqual(Math.max(0.3 * total, 10));
        // The same page of jobs either way: the counts do not choose it.
        expect(first.items.map((j) => j._id)).toEqual(exact.items.map((j) => j._id));
      }
      // Below the bound, exact and unlabelled.
      if ((truth.get('total') ?? 0) < CAP && !query.workplaceTypes && !query.employmentTypes && !query.datePosted)
        expect(differing).toEqual([]);
    }
    // Most of these match more than the bound: the estimates were exercised.
    expect(estimates).toBeGreaterThanOrEqual(5);
  });

  it('are exact and unlabelled for a search matching fewer than the bound', async () => {
    const first = await search({ keyword: 'pharmacist', page: 1, limit: 10 }, CAP);
    expect(first.facets).toMatchObject({ capped: false, estimated: false });
    expect(first.pagination.total).toBe(JOBS / 60);
  });

  it('round an estimate as a person would say it', () => {
    expect([7, 99, 347, 1_234, 12_437, 987_654].map(roughly)).toEqual([7, 99, 350, 1_230, 12_400, 988_000]);
  });

  it('count a date bucket no wider than the window exactly', async () => {
    const first = await search({ keyword: 'nurse', page: 1, limit: 10 }, CAP);
    const exact = await search({ keyword: 'nurse', page: 1, limit: 10 }, 1_000_000);
    expect(first.facets.estimated).toBe(true);
    const day = (r: typeof first) => r.facets.datePosted.find((b) => b.value === '24h')?.count;
    expect(day(first)).toBe(day(exact));
  });
});
