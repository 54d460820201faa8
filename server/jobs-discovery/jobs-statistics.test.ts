// PostgreSQL's statistics of jobs as the search's first pass reads them (issue 18; docs/job-search.md,
// "Speed"): the shares of words, places and posting dates, and the posting windows worth reading.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany } from '../test/world.ts';
import {
  jobsStatistics,
  postedWithinShare,
  treeShare,
  valuesShare,
  type JobsStatistics,
  type WordShares,
} from './jobs-statistics.ts';
import { expectedFromCopy, RANKING_POOL, RECENT_WINDOWS_DAYS, windowsWorthReading } from './search-repo.ts';
import { addCategory, addJob, hoursAgo, PLACES } from './test/support.ts';

const words: WordShares = {
  shares: new Map([
    ['react', 0.02],
    ['js', 0.1],
    ['develop', 0.3],
  ]),
  least: 0.02,
};

describe('the share of jobs a tsquery matches', () => {
  it('reads listed words as listed, and an unlisted one as PostgreSQL does (half the least, at most 0.5%)', () => {
    expect(treeShare("'react'", words)).toBeCloseTo(0.02);
    expect(treeShare("'reactj'", words)).toBeCloseTo(0.005);
    expect(treeShare("'reactj'", { ...words, least: 0.004 })).toBeCloseTo(0.002);
  });

  it('either of two alternatives, both of two words as the rarer, and a negation as anything', () => {
    expect(treeShare("'react' | 'develop'", words)).toBeCloseTo(1 - 0.98 * 0.7);
    expect(treeShare("'react' & 'js'", words)).toBeCloseTo(0.02);
    expect(treeShare("'react' <-> 'js'", words)).toBeCloseTo(0.02);
    expect(treeShare("'react' | 'react' & 'js'", words)).toBeCloseTo(1 - 0.98 * 0.98);
    expect(treeShare("( 'react' | 'js' ) & 'develop'", words)).toBeCloseTo(1 - 0.98 * 0.9);
    expect(treeShare("!'react'", words)).toBe(1);
    expect(treeShare("'dev':* & 'react':AB", words)).toBeCloseTo(0.005);
  });

  it('says anything (1) for what it cannot read', () => {
    expect(treeShare('', words)).toBe(1);
    expect(treeShare("'react' &", words)).toBe(1);
    expect(treeShare("( 'react'", words)).toBe(1);
    expect(treeShare("'react' ?? 'js'", words)).toBe(1);
  });
});

const now = new Date('2026-11-28T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe('the share of jobs posted in a window', () => {
  // Ten equal parts: one bound a day for the last ten days.
  const posted = { bounds: Array.from({ length: 11 }, (_, i) => daysAgo(10 - i)), nullShare: 0 };

  it('counts the parts newer than the window start, half a part more', () => {
    expect(postedWithinShare(1, posted, now)).toBeCloseTo(0.25);
    expect(postedWithinShare(5, posted, now)).toBeCloseTo(0.65);
    expect(postedWithinShare(30, posted, now)).toBe(1);
  });

  it('leaves out undated jobs, and knows nothing without a histogram', () => {
    expect(postedWithinShare(5, { ...posted, nullShare: 0.5 }, now)).toBeCloseTo(0.325);
    expect(postedWithinShare(1, { bounds: [], nullShare: 0 }, now)).toBe(1);
  });
});

describe('the posting windows worth reading', () => {
  it('start at the first that could hold a pool, and are none when no window could', () => {
    const windows = [1, 7, 30];
    expect(windowsWorthReading(windows, [RANKING_POOL, 1e4, 1e5])).toEqual([1, 7, 30]);
    expect(windowsWorthReading(windows, [50, RANKING_POOL + 1, 900])).toEqual([7, 30]);
    expect(windowsWorthReading(windows, [5, 20, 80])).toEqual([]);
    // Nothing known: every window.
    expect(windowsWorthReading(windows, [])).toEqual([1, 7, 30]);
  });
});

describe("the posting windows expected from the board's copy of its newest jobs", () => {
  // Forty equal parts: one bound a day for the last forty days.
  const posted = { bounds: Array.from({ length: 41 }, (_, i) => daysAgo(40 - i)), nullShare: 0 };

  it('hold within its reach what it found, and beyond it as many again for each share of the jobs', () => {
    // Thirty matches in the three days held: the week's share of the jobs is 8.5 parts to 4.5.
    const expected = expectedFromCopy(30, 3, posted, now);
    expect(expected[0]).toBe(30);
    expect(expected[1]).toBeCloseTo((30 * 8.5) / 4.5);
    expect(expected[2]).toBeCloseTo((30 * 31.5) / 4.5);
    // And among every job posted, as many again for all forty parts.
    expect(expected[3]).toBeCloseTo((30 * 40) / 4.5);
    // Only the month could fill a pool; with twenty found none could, and every match is read at once.
    expect(windowsWorthReading(RECENT_WINDOWS_DAYS, expected)).toEqual([30]);
    expect(windowsWorthReading(RECENT_WINDOWS_DAYS, expectedFromCopy(20, 3, posted, now))).toEqual([]);
  });

  it('never expect a pool within its reach, where the copy counted fewer', () => {
    expect(expectedFromCopy(RANKING_POOL - 1, 10, posted, now).slice(0, 2)).toEqual([
      RANKING_POOL - 1,
      RANKING_POOL - 1,
    ]);
  });
});

describe('read from the database', () => {
  let server: TestServer;

  beforeAll(async () => {
    // A server of its own: PostgreSQL's statistics are the whole database's.
    server = await startTestServer({ own: true });
    const { db } = server.database;
    const company = await makeCompany(db, server.tenantA, 'Statistics Works');
    const category = await addCategory(db, server.tenantA, 'Manufacturing');
    for (let i = 0; i < 60; i++)
      await addJob(db, server.tenantA, company, {
        title: i % 3 === 0 ? `Welder ${i}` : `Machinist ${i}`,
        category,
        city: i % 4 === 0 ? PLACES.mumbai : PLACES.pune,
        posted_at: hoursAgo(24 * i + 1),
      });
    await sql`analyze jobs`.execute(db);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('has the shares of title words, places and posting dates after ANALYZE', async () => {
    const stats: JobsStatistics = await jobsStatistics(server.database.db);
    expect(stats.jobs).toBeGreaterThanOrEqual(60);
    expect(stats.title.shares.get('welder') ?? 0).toBeGreaterThan(0.2);
    expect(stats.title.shares.get('machinist') ?? 0).toBeGreaterThan(stats.title.shares.get('welder') ?? 0);
    expect(stats.document.shares.get('welder') ?? 0).toBeGreaterThan(0.2);
    expect(valuesShare('city_id', [PLACES.pune.id], stats)).toBeGreaterThan(
      valuesShare('city_id', [PLACES.mumbai.id], stats),
    );
    expect(stats.posted.bounds.length).toBeGreaterThan(1);
    // About a third of the jobs were posted in the last twenty days.
    expect(postedWithinShare(20, stats.posted, new Date())).toBeGreaterThan(0.2);
    expect(postedWithinShare(20, stats.posted, new Date())).toBeLessThan(0.5);
  });
});
