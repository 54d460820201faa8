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
import { samplePercent, type SampleLimits } from './repo/facet-sample.ts';
import { addCandidate, searchCaller } from './test/support.ts';

type S = components['schemas'];
type Facets = S['CandidateSearchFacets'];

const BOARD = 240;
const LIMITS: SampleLimits = { sampleFrom: 100, rows: 180, estimateFrom: 20, countUpTo: 500 };
const SKILLS = ['React', 'Java', 'Python'].map((nm) => ({ id: platformMasterId('skills', nm), nm }));
const CITIES = [PLACES.pune, PLACES.mumbai, PLACES.bengaluru];

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

  it("counts a sample's skills by master id and name, each skill once", async () => {
    const f = await countFacets(searcher, {}, LIMITS);
    const skills = f.facets.find((x) => x.type === 'skills');
    expect(skills?.estimated).toBe(true);
    expect(skills?.values.map((v) => [v.value, v.label]).sort()).toEqual(SKILLS.map((sk) => [sk.id, sk.nm]).sort());
  });
});
