// The search screen is smart_search; filtering beyond the keyword is advanced_candidate_search. A
// company whose plan has the search but not the filters searches by keyword: a filter, from the
// request or from a saved search it runs, answers 403 (before the search is counted against the
// plan), and so does saving a search that filters; with the flag the same search runs.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { NO_ADVANCED_SEARCH } from './advanced-filters.ts';
import { addCandidate, searchCaller } from './test/support.ts';

type S = components['schemas'];
type Results = { items: S['CandidateCard'][] };

let server: TestServer;
let call: ReturnType<typeof searchCaller>;
let boss: TestUser;
let companyId: string;

beforeAll(async () => {
  server = await startTestServer();
  call = searchCaller(server);
  const { db, secret } = { db: server.database.db, secret: server.deps.secret };
  companyId = await makeCompany(db, server.tenantA, 'Keyword Only Labs');
  boss = await makeUser(db, secret, { clientId: server.tenantA, role: 'employer', employerKind: 1, companyId });
  await addCandidate(db, secret, server.tenantA, {
    firstName: 'Zenia',
    headline: 'Zigbee Firmware Engineer',
    skills: ['Rust'],
  });
  await addCandidate(db, secret, server.tenantA, {
    firstName: 'Yusuf',
    headline: 'Zigbee Test Engineer',
    skills: ['Go'],
  });
});
afterAll(async () => server?.close());

async function advanced(on: boolean): Promise<void> {
  await server.database.db
    .updateTable('clients')
    .set({
      settings: sql`jsonb_set(settings, '{features}', coalesce(settings->'features', '{}'::jsonb) || ${JSON.stringify({ advanced_candidate_search: on })}::jsonb)`,
    })
    .where('id', '=', server.tenantA)
    .execute();
}

const search = (body: Record<string, unknown>) => call<Results>('POST', 'search', boss, body);
const names = (r: { body: { data: Results } }) => r.body.data.items.map((c) => c.name).sort();
const uses = async () =>
  (
    await server.database.db
      .selectFrom('candidate_search_uses')
      .select('company_id')
      .where('client_id', '=', server.tenantA)
      .where('company_id', '=', companyId)
      .execute()
  ).length;

describe('filters beyond the keyword need advanced_candidate_search', () => {
  it('searches by keyword without it, and refuses a filter before counting the search', async () => {
    await advanced(false);
    const byKeyword = await search({ keyword: 'zigbee' });
    expect(byKeyword.status).toBe(200);
    expect(names(byKeyword)).toEqual(['Yusuf Doe', 'Zenia Doe']);
    const counted = await uses();

    for (const filter of [{ skillIds: ['Rust'] }, { titles: ['Firmware'] }, { cityIds: ['1259229'] }]) {
      const refused = await search({ keyword: 'zigbee', ...filter });
      expect(refused.status, JSON.stringify(filter)).toBe(403);
      expect(refused.body.message).toBe(NO_ADVANCED_SEARCH);
    }
    expect(await uses()).toBe(counted);
    // Counting facets is the filters' own operation (x-feature advanced_candidate_search).
    expect((await call('POST', 'search/facets', boss, { keyword: 'zigbee' })).status).toBe(403);
  });

  it('filters with it', async () => {
    await advanced(true);
    const filtered = await search({ keyword: 'zigbee', skillIds: ['Rust'] });
    expect(filtered.status).toBe(200);
    expect(names(filtered)).toEqual(['Zenia Doe']);
  });

  it('refuses the filters a saved search brings, and saving a search that filters, without it', async () => {
    await advanced(true);
    const saved = await call<S['SavedSearch']>('POST', 'search/saved', boss, {
      name: 'Rust on Zigbee',
      filters: [
        { type: 'keyword', values: ['zigbee'] },
        { type: 'skills', values: ['Rust'] },
      ],
      alertFrequency: 'weekly',
    });
    expect(saved.status).toBe(200);

    await advanced(false);
    const run = await search({ savedSearchId: saved.body.data._id });
    expect(run.status).toBe(403);
    expect(run.body.message).toBe(NO_ADVANCED_SEARCH);
    const another = await call('POST', 'search/saved', boss, {
      name: 'Go on Zigbee',
      filters: [{ type: 'skills', values: ['Go'] }],
      alertFrequency: 'weekly',
    });
    expect(another.status).toBe(403);
    const keywordOnly = await call('POST', 'search/saved', boss, {
      name: 'Just Zigbee',
      filters: [{ type: 'keyword', values: ['zigbee'] }],
      alertFrequency: 'weekly',
    });
    expect(keywordOnly.status).toBe(200);

    await advanced(true);
    const again = await search({ savedSearchId: saved.body.data._id });
    expect(again.status).toBe(200);
    expect(names(again)).toEqual(['Zenia Doe']);
  });
});
