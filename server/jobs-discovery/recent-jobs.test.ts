// The newest jobs held in memory answer a first asking as PostgreSQL would (issue 51;
// docs/job-search.md, "The newest jobs in memory"): every search of a set, with every kind of
// filter, is asked of the SQL alone and then of memory, and the pages are the same (the ranking
// pass's pool and the keyword's word counts decide them); a copy of every live job of the board
// gives the exact counts, a copy of the newest gives estimates that say so; a job posted after
// the copy was read is found at once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { boardStamp } from '../jobs/index.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany } from '../test/world.ts';
import { forgetBoardPosting } from './board-posting.ts';
import { forgetKeptSearches, searchJobs } from './job-search.ts';
import { forgetRecentJobs, holdRecentJobs, recentJobs, recentJobsAnswered, recentJobsSettled } from './recent-jobs.ts';
import { parsePlainQuery } from './repo/recent-jobs-rows.ts';
import { readJobSearch } from './job-filters.ts';
import { planJobKeyword } from './job-keyword.ts';
import { firstPasses, RECENT_WINDOWS_DAYS, searchPage } from './search-repo.ts';
import type { SearchSpec } from './search-spec.ts';
import { addCategory, addJob, hoursAgo, PLACES, shownCounts } from './test/support.ts';

type S = components['schemas'];
type Query = S['JobSearchQuery'];

let server: TestServer;
let otherCompany = '';
let healthcare = '';
/** More than a ranking pool's worth of nurses among the newest held (RANKING_POOL, 200). */
const JOBS = 700;
/** The bound of a first asking here: every search below is counted from memory or a window. */
const CAP = 5;

const ROLES = ['Nurse', 'Staff Nurse', 'Accountant', 'Data Analyst', 'Welder', 'Senior Accountant', 'ICU Nurse'];
const TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT'] as const;
const CITIES = [PLACES.pune, PLACES.mumbai, PLACES.bengaluru];

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const companyId = await makeCompany(db, server.tenantA, 'Held Works');
  otherCompany = await makeCompany(db, server.tenantA, 'Other Works');
  const categories = [
    await addCategory(db, server.tenantA, 'Healthcare'),
    await addCategory(db, server.tenantA, 'Finance'),
    await addCategory(db, server.tenantA, 'Manufacturing'),
  ];
  healthcare = categories[0]?.id ?? '';
  for (let i = 0; i < JOBS; i++) {
    const role = ROLES[i % ROLES.length] ?? 'Nurse';
    const category = categories[i % categories.length];
    if (!category) throw new Error('no category');
    await addJob(db, server.tenantA, i % 4 === 1 ? otherCompany : companyId, {
      title: `${role} ${i}`,
      category,
      skills: i % 3 === 0 ? ['Excel', 'Patient care'] : ['Welding'],
      employment_type: TYPES[i % 4 === 3 ? 1 : i % 2 === 0 ? 0 : 2],
      ...(i % 7 === 0 ? { wfh: true } : { city: CITIES[i % CITIES.length] }),
      ...(i % 5 === 0 ? { workplace_type: 'HYBRID' as const } : {}),
      ...(i % 3 === 1 ? { salary: { min: 20_000 + i * 300, max: 40_000 + i * 300, currency: 'USD' as const } } : {}),
      ...(i % 4 === 2 ? { experience_min: i % 6, experience_max: (i % 6) + 3 } : {}),
      // Expired but not yet swept, and a draft: neither is live.
      ...(i % 50 === 9 ? { expires_at: hoursAgo(1) } : {}),
      ...(i % 50 === 19 ? { status: 'DRAFT' as const } : {}),
      // Spread over 29 days, each at its own moment.
      posted_at: new Date(hoursAgo(1 + i).getTime() - i),
    });
  }
}, 180_000);

afterAll(async () => {
  holdRecentJobs();
  forgetRecentJobs();
  await server?.close();
});

beforeEach(() => {
  forgetRecentJobs();
  forgetBoardPosting();
});

const QUERIES: Query[] = [
  { keyword: 'nurse' },
  { keyword: 'staff nurse' },
  { keyword: 'accountant', employmentTypes: ['FULL_TIME'] },
  { keyword: 'nurse', datePosted: '7d' },
  { workplaceTypes: ['HYBRID'] },
  { keyword: 'data analyst', cityId: PLACES.pune.id },
  { keyword: 'welder', salaryMin: 60_000 },
  { keyword: 'accountant', salaryMax: 50_000 },
  { keyword: 'nurse', experienceMin: 4 },
  { keyword: 'accountant', experienceMax: 1 },
  { keyword: 'nurse', companyId: '' },
  { keyword: 'nurse mumbai' },
  { keyword: 'work from home accountant' },
  { keyword: 'nurse', countryId: PLACES.india.id, workplaceTypes: ['WFH'] },
  { keyword: 'nurse', stateId: PLACES.karnataka.id },
  { keyword: 'patient care', categoryIds: [] },
  { keyword: 'excel welder' },
  { keyword: 'nurse accountant' },
  { categoryIds: [''], datePosted: '14d' },
];

const search = async (query: Query, cap: number) => {
  forgetKeptSearches();
  const q: Query = {
    page: 1,
    limit: 20,
    ...query,
    ...(query.companyId === '' ? { companyId: otherCompany } : {}),
    ...(query.categoryIds?.[0] === '' ? { categoryIds: [healthcare] } : {}),
  };
  return searchJobs(server.database.db, server.tenantA, null, q, new Date(), { cap });
};

/** Each search asked of the SQL alone: its page and its exact counts. */
async function askedOfSql() {
  holdRecentJobs(Number.POSITIVE_INFINITY);
  const out = [];
  for (const query of QUERIES) {
    const exact = await search(query, 1_000_000);
    expect(exact.facets).toMatchObject({ capped: false, estimated: false });
    out.push({ ids: exact.items.map((j) => j._id), counts: shownCounts(exact, true), total: exact.pagination.total });
  }
  return out;
}

/** Holds the board's newest `newest` live jobs, read now. */
async function hold(newest: number) {
  holdRecentJobs(1, newest);
  const { db } = server.database;
  recentJobs(db, server.tenantA, await boardStamp(db, server.tenantA), JOBS);
  await recentJobsSettled();
  const held = recentJobs(db, server.tenantA, await boardStamp(db, server.tenantA), JOBS);
  expect(held?.current).toBe(true);
  return held?.copy;
}

describe('the newest jobs held in memory', () => {
  it('give the same pages and the exact counts when every live job of the board is held', async () => {
    const truth = await askedOfSql();
    const copy = await hold(1_000);
    expect(copy?.whole).toBe(true);
    // Neither the expired job nor the draft is held.
    expect(copy?.size).toBe(JOBS - 28);
    const before = { ...recentJobsAnswered };
    for (const [i, query] of QUERIES.entries()) {
      const r = await search(query, CAP);
      expect({ query, ids: r.items.map((j) => j._id) }).toEqual({ query, ids: truth[i]?.ids });
      expect({ query, counts: shownCounts(r, true) }).toEqual({ query, counts: truth[i]?.counts });
      expect(r.facets).toMatchObject({ capped: false, estimated: false });
    }
    // Memory answered every search's counts, and every keyword search's ranking pass and word counts.
    const keywords = QUERIES.filter((q) => q.keyword).length;
    expect(recentJobsAnswered.counts - before.counts).toBe(QUERIES.length);
    expect(recentJobsAnswered.pools - before.pools).toBe(keywords);
    expect(recentJobsAnswered.words - before.words).toBe(keywords);
  });

  it('give the same pages, and estimates that say so, when only the newest are held', async () => {
    const truth = await askedOfSql();
    const copy = await hold(500);
    expect(copy?.whole).toBe(false);
    const before = { ...recentJobsAnswered };
    for (const [i, query] of QUERIES.entries()) {
      const r = await search(query, CAP);
      expect({ query, ids: r.items.map((j) => j._id) }).toEqual({ query, ids: truth[i]?.ids });
      const total = truth[i]?.total ?? 0;
      if (r.pagination.total !== total)
        expect({ query, labelled: r.facets.estimated || r.facets.capped }).toEqual({ query, labelled: true });
      if (r.facets.estimated)
        expect(Math.abs(r.pagination.total - total)).toBeLessThanOrEqual(Math.max(0.3 * total, 10));
    }
    // The common words fill a pool among the newest 500, and enough of them match to scale.
    expect(recentJobsAnswered.counts - before.counts).toBeGreaterThanOrEqual(4);
    expect(recentJobsAnswered.pools - before.pools).toBeGreaterThanOrEqual(1);
    // A search too narrow for the held matches to scale ("data analyst" in Pune) reads a window
    // sized by them, and its estimate is within the bound above all the same.
    expect(recentJobsAnswered.windowsSized - before.windowsSized).toBeGreaterThanOrEqual(1);
  });

  it("leave out of PostgreSQL's first pass the posting windows they show short, and the page is the same", async () => {
    const { db } = server.database;
    // A keyword the newest 500 hold fewer than a pool of (about 140 accountants in three weeks),
    // and PostgreSQL's statistics expecting a pool in every window, so that the SQL would read
    // the last day's, the last week's and the last month's matches before all of them.
    const groups = await planJobKeyword(db, server.tenantA, 'accountant');
    if (!groups) throw new Error('no plan for accountant');
    const many = RECENT_WINDOWS_DAYS.map(() => 10_000);
    const spec: SearchSpec = {
      scope: { kind: 'public', clientId: server.tenantA },
      filters: readJobSearch({ page: 1, limit: 20 }).filters,
      keyword: {
        mode: 'words',
        groups,
        frequencies: [200],
        text: 'accountant',
        every: false,
        commonInTitles: false,
        expected: { title: many, document: many },
      },
      profileSkills: [],
    };
    const pages = async () => {
      const out = [];
      for (const page of [1, 2, 8]) {
        forgetKeptSearches();
        const rows = await searchPage(db, spec, 'relevant', page, 20, boardStamp(db, server.tenantA));
        out.push(rows.map((r) => r.id));
      }
      return out;
    };
    holdRecentJobs(Number.POSITIVE_INFINITY);
    const before = recentJobsAnswered.windowsLeftOut;
    const truth = await pages();
    expect(recentJobsAnswered.windowsLeftOut).toBe(before);
    expect(truth[0]).toHaveLength(20);

    const copy = await hold(500);
    // Three weeks of the board are held: the day's and the week's windows, by title and by
    // document, are left out on each page; the month's too when the posting histogram of the
    // database (every test's jobs) says it holds few more jobs than the three weeks.
    expect((Date.now() - (copy?.since ?? 0)) / 86_400_000).toBeGreaterThan(14);
    expect(await pages()).toEqual(truth);
    expect(recentJobsAnswered.windowsLeftOut - before).toBeGreaterThanOrEqual(3 * 2 * 2);
  });

  it('leave the SQL to read the document matches first when few are expected, and the pages are the same', async () => {
    const { db } = server.database;
    // About 195 live accountants, every one by title (fewer than a pool: the document matches are
    // all of them); 234 jobs with Excel in their skills, and three Excel trainers posted before
    // all of them, whose titles put them first though the newest 200 document matches leave
    // them out; patient care in 234 jobs' skills, none by title. Expected few, `d` is read first,
    // and the titles only when `d` came back full (Excel's and patient care's: the expectation
    // was wrong).
    const companyId = await makeCompany(db, server.tenantA, 'Spreadsheet School');
    const category = await addCategory(db, server.tenantA, 'Training');
    const trainers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const title = `Excel Trainer ${i}`;
      trainers.push(
        (await addJob(db, server.tenantA, companyId, { title, category, posted_at: hoursAgo(960 + i) })).id,
      );
    }
    holdRecentJobs(Number.POSITIVE_INFINITY);
    const specOf = async (keyword: string, expected: number, cityId: string | null = null): Promise<SearchSpec> => {
      const groups = await planJobKeyword(db, server.tenantA, keyword);
      if (!groups) throw new Error(`no plan for ${keyword}`);
      const each = [...RECENT_WINDOWS_DAYS, 'all'].map(() => expected);
      return {
        scope: { kind: 'public', clientId: server.tenantA },
        filters: readJobSearch({ page: 1, limit: 20, ...(cityId ? { cityId } : {}) }).filters,
        keyword: {
          mode: 'words',
          groups,
          frequencies: groups.map(() => 200),
          text: keyword,
          every: true,
          commonInTitles: false,
          expected: { title: each, document: each },
        },
        profileSkills: [],
      };
    };
    const pages = async (spec: SearchSpec) => {
      const out = [];
      for (const page of [1, 2, 8]) {
        forgetKeptSearches();
        out.push((await searchPage(db, spec, 'relevant', page, 20, boardStamp(db, server.tenantA))).map((r) => r.id));
      }
      return out;
    };
    for (const [keyword, cityId] of [
      ['accountant', null],
      ['accountant', PLACES.pune.id],
      ['excel', null],
      ['patient care', null],
    ] as const) {
      const before = firstPasses.documentsFirst;
      const truth = await pages(await specOf(keyword, 10_000, cityId));
      expect(firstPasses.documentsFirst).toBe(before);
      expect(truth[0]).toHaveLength(20);
      if (keyword === 'excel') expect(new Set(truth[0]?.slice(0, 3))).toEqual(new Set(trainers));
      expect({ keyword, cityId, pages: await pages(await specOf(keyword, 10, cityId)) }).toEqual({
        keyword,
        cityId,
        pages: truth,
      });
      expect(firstPasses.documentsFirst - before).toBe(3);
    }
  });

  it('give the newest document matches when they hold a pool of them and not of titles, and the pages are the same', async () => {
    // "welding" is a skill of two jobs in three and in no title (a welder's title says "welder"):
    // the newest 500 hold over a pool of its document matches and none by title, so the SQL reads
    // the titles alone.
    const pages: Query[] = [1, 2, 12].map((page) => ({ keyword: 'welding', page }));
    holdRecentJobs(Number.POSITIVE_INFINITY);
    const truth = [];
    for (const query of pages) truth.push((await search(query, 1_000_000)).items.map((j) => j._id));
    expect(truth[0]).toHaveLength(20);
    await hold(500);
    const before = { ...recentJobsAnswered };
    for (const [i, query] of pages.entries()) {
      const r = await search(query, CAP);
      expect({ query, ids: r.items.map((j) => j._id) }).toEqual({ query, ids: truth[i] });
    }
    expect(recentJobsAnswered.documentPools - before.documentPools).toBe(pages.length);
    expect(recentJobsAnswered.pools).toBe(before.pools);
  });

  it('find a job posted after they were read at once', async () => {
    const { db } = server.database;
    await hold(1_000);
    const companyId = await makeCompany(db, server.tenantA, 'Late Works');
    const category = await addCategory(db, server.tenantA, 'Late');
    const late = await addJob(db, server.tenantA, companyId, {
      title: 'Nurse Practitioner',
      category,
      posted_at: new Date(),
    });
    const pools = recentJobsAnswered.pools;
    const r = await search({ keyword: 'nurse practitioner' }, CAP);
    expect(r.items[0]?._id).toBe(late.id);
    // The copy is behind the board's stamp: the SQL answered the ranking pass.
    expect(recentJobsAnswered.pools).toBe(pools);
  });

  it('read a spelling as PostgreSQL does, or not at all', () => {
    expect(parsePlainQuery("'react' & 'develop'")).toEqual(['react', 'develop']);
    expect(parsePlainQuery("'o''neil'")).toEqual(["o'neil"]);
    expect(parsePlainQuery('')).toEqual([]);
    expect(parsePlainQuery("'front-end' <-> 'front' <-> 'end'")).toBeNull();
    expect(parsePlainQuery("'a' | 'b'")).toBeNull();
  });
});
