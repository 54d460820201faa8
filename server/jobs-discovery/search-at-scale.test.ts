// Job search at scale (issues 18 and 51; docs/job-search.md, "Speed"): counts above a bound are
// estimated and say so, then are exact once read in the background, and follow a change to the board;
// the ranking's first pass pages through every match exactly once, its pool and past it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany } from '../test/world.ts';
import { facetReadsSettled } from './facet-cache.ts';
import { searchJobs } from './job-search.ts';
import { RANKING_POOL } from './search-repo.ts';
import { addCategory, addJob, hoursAgo } from './test/support.ts';

type S = components['schemas'];

let server: TestServer;
let companyId: string;
let category: { id: string; name: string };
/** Jobs titled "Welder …" on tenant A, more than the ranking's first pass takes. */
const WELDERS = RANKING_POOL + 25;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  companyId = await makeCompany(db, server.tenantA, 'Forge Works');
  category = await addCategory(db, server.tenantA, 'Manufacturing');
  for (let i = 0; i < WELDERS; i++)
    await addJob(db, server.tenantA, companyId, {
      title: i % 3 === 0 ? `Welder ${i}` : `Senior Welder ${i}`,
      category,
      posted_at: hoursAgo(1 + i),
      // Every fifth names welding only in its skills: it ranks below every title match.
      ...(i % 5 === 4 ? { title: `Fabricator ${i}`, skills: ['welder'] } : {}),
    });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const find = (query: S['JobSearchQuery'], cap?: number) =>
  searchJobs(server.database.db, server.tenantA, null, query, new Date(), cap === undefined ? {} : { cap });

describe('counts read up to a bound', () => {
  it('are estimated from a posting window, then are exact once read, and follow a change', async () => {
    const query = { keyword: 'fabricator', page: 1, limit: 10 as const };
    const fabricators = Math.floor((WELDERS + 1) / 5);
    // Above the bound, a first asking is estimated from the jobs of a recent window (every job of
    // this board is in the last 30 days, so the estimate is the count itself) and says so.
    const first = await find(query, 10);
    expect(first.facets).toMatchObject({ capped: false, estimated: true });
    expect(first.pagination.total).toBe(fabricators);
    expect(first.facets.categories[0]?.count).toBe(fabricators);

    // Asked once, nothing more is read; asked again, the exact counts are read in the background.
    await facetReadsSettled();
    expect((await find(query, 10)).facets.estimated).toBe(true);
    await facetReadsSettled();
    const exact = await find(query, 10);
    expect(exact.facets).toMatchObject({ capped: false, estimated: false });
    expect(exact.pagination.total).toBe(fabricators);
    expect(exact.facets.categories[0]?.count).toBe(fabricators);

    // A new job moves the board's stamp: the kept counts are answered while the next are read.
    await addJob(server.database.db, server.tenantA, companyId, { title: 'Fabricator new', category });
    expect((await find(query, 10)).pagination.total).toBe(fabricators);
    await facetReadsSettled();
    expect((await find(query, 10)).pagination.total).toBe(fabricators + 1);
  });

  it('are exact at once below the bound, and follow a change at once', async () => {
    const query = { keyword: 'welder', categoryIds: [category.id], page: 1, limit: 10 as const };
    const before = await find(query);
    expect(before.facets.capped).toBe(false);
    expect(before.pagination.total).toBe(WELDERS);
    await addJob(server.database.db, server.tenantA, companyId, { title: 'Welder late', category });
    expect((await find(query)).pagination.total).toBe(WELDERS + 1);
  });
});

describe('the ranking first pass', () => {
  it('pages through every match once, title matches first, across the end of its pool', async () => {
    const seen: S['JobSummary'][] = [];
    for (let page = 1; ; page++) {
      const r = await find({ keyword: 'welder', page, limit: 20 as const });
      seen.push(...r.items);
      if (page >= r.pagination.totalPages) break;
    }
    const total = (await find({ keyword: 'welder', page: 1, limit: 10 as const })).pagination.total;
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((j) => j._id)).size).toBe(total);
    const firstSkillOnly = seen.findIndex((j) => !/welder/i.test(j.title ?? ''));
    expect(firstSkillOnly).toBeGreaterThan(0);
    expect(seen.slice(firstSkillOnly).every((j) => !/welder/i.test(j.title ?? ''))).toBe(true);
    // Shorter titles cover more of the keyword: "Welder n" before "Senior Welder n".
    expect(seen[0]?.title).toMatch(/^Welder /);
  });
});

describe('the kept pools', () => {
  it('answer the same search alike, and follow a job posted or closed at once', async () => {
    const { db } = server.database;
    const query = { keyword: 'welder', page: 1, limit: 10 as const };
    const first = await find(query);
    // The second asking ranks the kept pool: the same page.
    expect((await find(query)).items.map((j) => j._id)).toEqual(first.items.map((j) => j._id));
    // "Welder" alone, posted now, ranks first among the welders: the pool is read again.
    const posted = await addJob(db, server.tenantA, companyId, { title: 'Welder', category });
    expect((await find(query)).items[0]?._id).toBe(posted.id);
    await db.updateTable('jobs').set({ status: 'CLOSED' }).where('id', '=', posted.id).execute();
    expect((await find(query)).items.map((j) => j._id)).not.toContain(posted.id);
  });

  it('follow an edited description at once (the kept word counts too)', async () => {
    const { db } = server.database;
    const query = { keyword: 'zirconium', page: 1, limit: 10 as const };
    const job = await addJob(db, server.tenantA, companyId, { title: 'Plater', category });
    expect((await find(query)).pagination.total).toBe(0);
    await db
      .updateTable('jobs')
      .set({ description: '<p>Plating with zirconium alloys.</p>' })
      .where('id', '=', job.id)
      .execute();
    expect((await find(query)).items.map((j) => j._id)).toEqual([job.id]);
  });
});

describe('the kept keyword plans', () => {
  it('correct a typo to a word a job posted a moment ago holds', async () => {
    const query = { keyword: 'boilermakker', page: 1, limit: 10 as const };
    expect((await find(query)).pagination.total).toBe(0);
    const job = await addJob(server.database.db, server.tenantA, companyId, { title: 'Boilermaker', category });
    expect((await find(query)).items.map((j) => j._id)).toEqual([job.id]);
  });

  it("follow the board's own synonyms at once, though editing them moves no job", async () => {
    const { db } = server.database;
    const query = { keyword: 'metalsmith', page: 1, limit: 10 as const };
    expect((await find(query)).pagination.total).toBe(0);
    const before = await db
      .selectFrom('clients')
      .select('settings')
      .where('id', '=', server.tenantA)
      .executeTakeFirstOrThrow();
    const settings = { search: { synonyms: [{ language: 'en', terms: ['metalsmith', 'welder'] }] } };
    await db
      .updateTable('clients')
      .set({ settings: JSON.stringify(settings) })
      .where('id', '=', server.tenantA)
      .execute();
    try {
      expect((await find(query)).pagination.total).toBeGreaterThan(RANKING_POOL);
    } finally {
      await db
        .updateTable('clients')
        .set({ settings: JSON.stringify(before.settings) })
        .where('id', '=', server.tenantA)
        .execute();
    }
    expect((await find(query)).pagination.total).toBe(0);
  });
});

describe("the cards' open-job counts", () => {
  it('are kept per board, and follow a job added or closed at once', async () => {
    const { db } = server.database;
    const exact = async () =>
      Number(
        (
          await db
            .selectFrom('jobs')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('client_id', '=', server.tenantA)
            .where('company_id', '=', companyId)
            .where('status', '=', 'ACTIVE')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const shown = async () =>
      (await find({ keyword: 'welder', page: 1, limit: 10 as const })).items[0]?.company?.openJobs;
    expect(await shown()).toBe(await exact());
    const added = await addJob(db, server.tenantA, companyId, { title: 'Welder counted', category });
    expect(await shown()).toBe(await exact());
    await db.updateTable('jobs').set({ status: 'CLOSED' }).where('id', '=', added.id).execute();
    expect(await shown()).toBe(await exact());
  });
});
