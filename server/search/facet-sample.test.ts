// The facets of a large board, estimated from a sample of its candidates (issue 51;
// docs/candidate-search.md, "The facets of a large board"). The sample's limits are set low so a
// board of 240 is sampled (three quarters of its pages): every count is compared with the exact
// count of the same search (the HTTP answer, a board this small being counted whole), and wherever
// one differs it is labelled an estimate; a rare search is counted, not estimated.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { platformMasterId } from '../master-data/master-defaults.ts';
import { PLACES } from '../jobs-discovery/test/support.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import type { Searcher } from './employer.ts';
import { countFacets } from './facets.ts';
import type { FilterType, Range } from './filters.ts';
import { countFacetsOnce, inRange, skillKeysRead, type FacetCounts, type FacetRead } from './repo/facet-read.ts';
import { samplePercent, sampleRows, type SampleLimits } from './repo/facet-sample.ts';
import { keeping, whereOf } from './repo/search-conditions.ts';
import { prepare } from './results.ts';
import { addCandidate, searchCaller } from './test/support.ts';

type S = components['schemas'];
type Facets = S['CandidateSearchFacets'];

const BOARD = 240;
const LIMITS: SampleLimits = { sampleFrom: 100, rows: 180, estimateFrom: 20, countUpTo: 500 };
const SKILLS = ['React', 'Java', 'Python'].map((nm) => ({ id: platformMasterId('skills', nm), nm }));
const CITIES = [PLACES.pune, PLACES.mumbai, PLACES.bengaluru];
/** Expected salaries in three currencies (a fourth candidate states none): 40,000 dollars to 60,000 euros. */
const SALARIES = [
  { amount: 40_000, currency: 'USD' },
  { amount: 4_000_000, currency: 'INR' },
  { amount: 60_000, currency: 'EUR' },
] as const;
const TO_USD = { USD: 1, INR: 83.4, EUR: 0.92 };
/** Candidate i's salary: in turns by dozens, so the engineers of one city and range differ. */
const salaryOf = (i: number) => SALARIES[Math.floor(i / 12) % 4] ?? null;

let server: TestServer;
let owner: TestUser;
let searcher: Searcher;

beforeAll(async () => {
  // A database of its own: a sample's size is chosen from the table's rows, which the shared
  // server's earlier files would add to (a board a small share of its table is counted whole).
  server = await startTestServer({ own: true });
  const { db } = server.database;
  const { secret } = server.deps;
  const companyId = await makeCompany(db, server.tenantA, 'Sampling Works');
  owner = await makeUser(db, secret, { clientId: server.tenantA, role: 'employer', employerKind: 1, companyId });
  for (let i = 0; i < BOARD; i++) {
    // Every sixtieth a pharmacist: a search a sample holds too few of to scale.
    const role = i % 60 === 7 ? 'Pharmacist' : ['Developer', 'Engineer', 'Analyst'][i % 3];
    await addCandidate(db, secret, server.tenantA, {
      headline: `${role} ${i}`,
      skills: [SKILLS[i % 3] ?? 'React'],
      years: 1 + (i % 12),
      city: CITIES[i % 3] ?? null,
      salary: salaryOf(i),
    });
  }
  // The sample's size is chosen from the table's statistics.
  await sql`analyze candidate_search`.execute(db);
  searcher = {
    db,
    tenant: {
      id: server.tenantA,
      name: 'A',
      slug: 'a',
      status: 'active',
      subscription: '',
      tier: '',
      settings: {},
      appearance: {},
      host: '',
      primaryHost: '',
    },
    clientId: server.tenantA,
    companyId,
    user: {
      id: owner.id,
      sessionId: '',
      role: 'employer',
      employerKind: 1,
      companyId,
      permissions: [],
      email: owner.email,
      firstName: 'Sam',
      lastName: 'Pler',
    },
    actingAdmin: null,
    entitlements: async () => null,
    may: async () => true,
  };
}, 180_000);

afterAll(async () => server?.close());

/** The counts the screen shows, by type and label; `total` for the heading. */
const shown = (f: Facets): Record<string, unknown> => ({
  total: f.total,
  ...Object.fromEntries(f.facets.map((x) => [x.type, Object.fromEntries(x.values.map((v) => [v.label, v.count]))])),
});

describe('the facets of a large board', () => {
  it('samples a board only when it is large and most of the table', () => {
    expect(
      samplePercent(1_000_000, 40_000, { sampleFrom: 50_000, rows: 10_000, estimateFrom: 20, countUpTo: 500 }),
    ).toBeNull();
    expect(
      samplePercent(1_000_000, 1_000_000, { sampleFrom: 50_000, rows: 10_000, estimateFrom: 20, countUpTo: 500 }),
    ).toBe(1);
    // A board of 100,000 in a table of 20 million would read 2 million rows of a 10% sample.
    expect(
      samplePercent(20_000_000, 100_000, { sampleFrom: 50_000, rows: 10_000, estimateFrom: 20, countUpTo: 500 }),
    ).toBeNull();
    expect(samplePercent(300, 240, LIMITS)).toBe(75);
    expect(samplePercent(0, 0, LIMITS)).toBeNull();
  });

  it('shows every count right or labelled an estimate', async () => {
    const call = searchCaller(server);
    const asked: S['CandidateSearchQuery'][] = [
      {},
      { keyword: 'developer' },
      { cityIds: [PLACES.pune.id] },
      { keyword: 'engineer', cityIds: [PLACES.mumbai.id] },
      { skillIds: [SKILLS[0]?.id ?? ''] },
      { keyword: 'pharmacist' },
    ];
    const estimated: string[] = [];
    for (const q of asked) {
      const sampled = await countFacets(searcher, q, LIMITS);
      const exact = await call<Facets>('POST', 'search/facets', owner, q);
      expect(exact.status).toBe(200);
      expect(exact.body.data.estimated).toBe(false);
      const counted = shown(exact.body.data);
      const got = shown(sampled);
      const label = JSON.stringify(q);
      if (sampled.estimated) {
        estimated.push(label);
        // Within a third: three quarters of the board's pages were read.
        expect(Math.abs(sampled.total - exact.body.data.total), label).toBeLessThan(exact.body.data.total / 3);
      } else expect(got.total, label).toBe(counted.total);
      for (const facet of sampled.facets) {
        const type = facet.type;
        if (!facet.estimated) expect(got[type], `${label} ${type}`).toEqual(counted[type]);
      }
    }
    // The rare search is counted; the common ones are estimated.
    expect(estimated).toContain('{}');
    expect(estimated).toContain(JSON.stringify({ keyword: 'developer' }));
    expect(estimated).not.toContain(JSON.stringify({ keyword: 'pharmacist' }));
    const rare = await countFacets(searcher, { keyword: 'pharmacist' }, LIMITS);
    expect(rare.total).toBe(4);
    expect(rare.facets.find((f) => f.type === 'location')?.estimated).toBe(false);
  });

  it('estimates a type only from its own filters: a city left out of its own count', async () => {
    // Pune's candidates are a third of the board: enough of them pass the sample to estimate the
    // total, and the location facet (every city, its own filter left out) is estimated too.
    const f = await countFacets(searcher, { cityIds: [PLACES.pune.id] }, LIMITS);
    expect(f.estimated).toBe(true);
    const location = f.facets.find((x) => x.type === 'location');
    expect(location?.estimated).toBe(true);
    expect(location?.values.map((v) => v.label).sort()).toEqual(CITIES.map((c) => c.nm).sort());
  });

  it('reads the matches of a search the sample holds too few of, up to the cap, then estimates', async () => {
    // Nothing estimated from the sample alone: each search's matches are read, 30 at most.
    const capped: SampleLimits = { ...LIMITS, estimateFrom: 1_000, countUpTo: 30 };
    const call = searchCaller(server);
    const developers = await countFacets(searcher, { keyword: 'developer' }, capped);
    const exact = await call<Facets>('POST', 'search/facets', owner, { keyword: 'developer' });
    expect(exact.body.data.total).toBe(80);
    expect(developers.estimated).toBe(true);
    expect(Math.abs(developers.total - 80)).toBeLessThan(80 / 3);
    expect(developers.facets.every((f) => f.estimated)).toBe(true);
    // Every developer is in Pune: the 31 read, scaled to the estimate.
    expect(developers.facets.find((f) => f.type === 'location')?.values.map((v) => v.label)).toEqual(['Pune']);
    const rare = await countFacets(searcher, { keyword: 'pharmacist', cityIds: [PLACES.mumbai.id] }, capped);
    expect(rare.estimated).toBe(false);
    expect(rare.facets.every((f) => !f.estimated)).toBe(true);
    const rareExact = await call<Facets>('POST', 'search/facets', owner, {
      keyword: 'pharmacist',
      cityIds: [PLACES.mumbai.id],
    });
    expect(shown(rare)).toEqual(shown(rareExact.body.data));
  });

  it('counts every type in one read as each counted alone, over the rows passing every other condition', async () => {
    // A keyword (no facet of its own) and three filters that are facets: the one read keeps only
    // the rows some count takes, and each type's count must be what the type's own read finds.
    const p = await prepare(searcher, {
      keyword: 'engineer',
      cityIds: [PLACES.mumbai.id],
      experienceIds: [platformMasterId('years_of_experience', '5 - 7 years')],
      salaryRangeIds: [platformMasterId('salary_range', '$25,000 - $50,000')],
    });
    const salaries: Range[] = [
      { min: 0, max: 45_000 },
      { min: 45_000, max: 60_000 },
      { min: 60_000, max: null },
    ];
    const reads: FacetRead[] = [
      { type: 'location', kind: 'column', id: 'city_id', name: 'city_nm' },
      {
        type: 'experience',
        kind: 'ranges',
        inside: [inRange('experience', { min: 0, max: 36 }), inRange('experience', { min: 36, max: null })],
      },
      { type: 'salary', kind: 'ranges', inside: salaries.map((r) => inRange('salary', r)) },
      skillKeysRead('skills', p.scope),
    ];
    const { db } = server.database;
    // The whole table's pages, so the one read and the reads alone see the same rows.
    const all = (where: Parameters<typeof sampleRows>[1]) => sampleRows(100, where);
    const once = await countFacetsOnce(db, all(whereOf(p.scope, {})), p.conditions, reads);
    const sorted = (c: FacetCounts, type: FilterType) =>
      [...(c.types.get(type)?.rows ?? [])].map((r) => [r.value, Number(r.n)]).sort();
    const total = await countFacetsOnce(db, all(p.where), {}, []);
    expect(once.passing).toBe(total.passing);
    expect(once.passing).toBeGreaterThan(0);
    for (const read of reads) {
      const others = keeping(p.conditions, (type) => type !== read.type);
      const alone = await countFacetsOnce(db, all(whereOf(p.scope, others)), {}, [read]);
      expect(sorted(once, read.type), read.type).toEqual(sorted(alone, read.type));
      expect(once.types.get(read.type)?.passing, read.type).toBe(alone.passing);
      // Its own filter left out, a type counts more (every engineer is in Mumbai, and the skills
      // are no filter of this search: those count the search's own).
      if (read.type === 'experience' || read.type === 'salary')
        expect(alone.passing, read.type).toBeGreaterThan(once.passing);
    }
    // The salaries in dollars, as stated, in each range: 40,000 dollars, 4,000,000 rupees (about
    // 48,000 dollars) and 60,000 euros (about 65,000), on the whole board.
    const everyone = await countFacetsOnce(db, all(whereOf(p.scope, {})), {}, [reads[2] as FacetRead]);
    const expected = new Map<string, number>();
    for (let i = 0; i < BOARD; i++) {
      const salary = salaryOf(i);
      if (!salary) continue;
      const usd = salary.amount / TO_USD[salary.currency];
      salaries.forEach((r, k) => {
        if (usd >= r.min && (r.max === null || usd <= r.max))
          expected.set(String(k), (expected.get(String(k)) ?? 0) + 1);
      });
    }
    expect(sorted(everyone, 'salary')).toEqual([...expected].sort());
  });

  it("counts a sample's skills by master id and name, each skill once", async () => {
    const f = await countFacets(searcher, {}, LIMITS);
    const skills = f.facets.find((x) => x.type === 'skills');
    expect(skills?.estimated).toBe(true);
    expect(skills?.values.map((v) => [v.value, v.label]).sort()).toEqual(SKILLS.map((sk) => [sk.id, sk.nm]).sort());
  });
});
