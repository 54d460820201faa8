// Facet counts over real HTTP: each type counted without its own filter, only findable candidates,
// gender left out (and refused) where the board switched sensitive filters off, and audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { platformMasterId } from '../master-data/master-defaults.ts';
import { PLACES } from '../jobs-discovery/test/support.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { SENSITIVE_AUDIT_ACTION } from './sensitive.ts';
import { addCandidate, searchCaller } from './test/support.ts';

type S = components['schemas'];
type Facets = S['CandidateSearchFacets'];

let server: TestServer;
let call: ReturnType<typeof searchCaller>;
let owner: TestUser;
const FEMALE = { id: platformMasterId('gender', 'Female'), nm: 'Female' };
const REACT = { id: platformMasterId('skills', 'React'), nm: 'React' };
const THREE_FIVE = platformMasterId('years_of_experience', '3 - 5 years');

const facets = (body: Record<string, unknown>) => call<Facets>('POST', 'search/facets', owner, body);
const counts = (f: Facets, type: string) =>
  Object.fromEntries((f.facets.find((x) => x.type === type)?.values ?? []).map((v) => [v.label, v.count]));

beforeAll(async () => {
  server = await startTestServer();
  call = searchCaller(server);
  const { db } = server.database;
  const { secret } = server.deps;
  const companyId = await makeCompany(db, server.tenantA, 'Northwind Analytics');
  owner = await makeUser(db, secret, { clientId: server.tenantA, role: 'employer', employerKind: 1, companyId });
  const add = (seed: Parameters<typeof addCandidate>[3]) => addCandidate(db, secret, server.tenantA, seed);
  await add({ headline: 'React developer', skills: [REACT], years: 4, city: PLACES.pune, gender: FEMALE });
  await add({ headline: 'React developer', skills: [REACT, 'Redux'], years: 4, city: PLACES.mumbai });
  await add({ headline: 'React lead', skills: [REACT], years: 9, city: PLACES.pune, qualifications: ['MBA'] });
  await add({ headline: 'Java developer', skills: ['Java'], years: 4, city: PLACES.pune });
  await add({ headline: 'React developer', skills: [REACT], years: 4, city: PLACES.pune, searchable: false });
});

afterAll(async () => server?.close());

describe('search facets', () => {
  it('counts each type with the other filters and without its own', async () => {
    const r = await facets({ keyword: 'react', experienceIds: [THREE_FIVE], cityIds: [PLACES.pune.id] });
    expect(r.status).toBe(200);
    const f = r.body.data;
    expect(f.total).toBe(1);
    expect(f.sensitiveFilters).toBe(true);
    // Location without its own filter: the two React candidates of 3 - 5 years.
    expect(counts(f, 'location')).toEqual({ Pune: 1, Mumbai: 1 });
    // Experience without its own filter: the React candidates of Pune.
    expect(counts(f, 'experience')).toEqual({ '3 - 5 years': 1, '7 - 10 years': 1 });
    expect(counts(f, 'skills')).toEqual({ React: 1 });
    expect(f.facets.find((x) => x.type === 'skills')?.values[0]?.value).toBe(REACT.id);
    expect(counts(f, 'gender')).toEqual({ Female: 1 });
    expect(f.facets.map((x) => x.type)).toEqual([
      'domain',
      'skills',
      'experience',
      'salary',
      'education',
      'gender',
      'location',
    ]);
  });

  it('counts only findable candidates', async () => {
    const f = (await facets({})).body.data;
    expect(f.total).toBe(4);
    expect(counts(f, 'skills')).toEqual({ React: 3, Redux: 1, Java: 1 });
    expect(counts(f, 'location')).toEqual({ Pune: 3, Mumbai: 1 });
    expect(counts(f, 'education')).toEqual({ MBA: 1 });
  });

  it('audits a count that filters by gender', async () => {
    const r = await facets({ genderIds: [FEMALE.id] });
    expect(r.body.data.total).toBe(1);
    const rows = await server.database.db
      .selectFrom('audit_log')
      .select('actor_id')
      .where('action', '=', SENSITIVE_AUDIT_ACTION)
      .where('client_id', '=', server.tenantA)
      .execute();
    expect(rows).toEqual([{ actor_id: owner.id }]);
  });

  it('leaves gender out, and refuses it, where the board switched sensitive filters off', async () => {
    const { db } = server.database;
    await db
      .updateTable('clients')
      .set({ settings: JSON.stringify({ candidateSearch: { sensitiveFilters: false } }) })
      .where('id', '=', server.tenantA)
      .execute();
    const f = (await facets({})).body.data;
    expect(f.sensitiveFilters).toBe(false);
    expect(f.facets.map((x) => x.type)).not.toContain('gender');
    const refused = await facets({ genderIds: [FEMALE.id] });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('genderIds');
    const saved = await call('POST', 'search/saved', owner, {
      name: 'By gender',
      filters: [{ type: 'gender', values: [FEMALE.id] }],
    });
    expect(saved.status).toBe(400);
  });
});
