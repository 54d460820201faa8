// Saved searches and candidate lists over real HTTP: the company's team shares them, another
// company of the same board sees none of them, names are unique per company, reruns mark new
// candidates, lists hold at most 5000 and only candidates the company may see.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { LIST_CAP } from './lists.ts';
import { addCandidate, searchCaller } from './test/support.ts';

type S = components['schemas'];
type Results = { items: S['CandidateCard'][]; pagination: S['Pagination'] };
type ListPage<T> = { items: T[]; pagination: S['Pagination'] };

let server: TestServer;
let call: ReturnType<typeof searchCaller>;
let owner: TestUser;
let member: TestUser;
let rival: TestUser;
let employerB: TestUser;
const c: Record<string, string> = {};
const idOf = (key: string): string => {
  const id = c[key];
  if (!id) throw new Error(`no candidate ${key}`);
  return id;
};

beforeAll(async () => {
  server = await startTestServer();
  call = searchCaller(server);
  const { db } = server.database;
  const { secret } = server.deps;
  const companyId = await makeCompany(db, server.tenantA, 'Northwind Analytics');
  const rivalCompany = await makeCompany(db, server.tenantA, 'Contoso Labs');
  const user = (firstName: string, employerKind: 1 | 2, company: string, clientId = server.tenantA) =>
    makeUser(db, secret, { clientId, role: 'employer', employerKind, companyId: company, firstName, lastName: 'Lead' });
  owner = await user('Priya', 1, companyId);
  member = await user('Tom', 2, companyId);
  rival = await user('Rita', 1, rivalCompany);
  employerB = await user('Gus', 1, await makeCompany(db, server.tenantB, 'Globex'), server.tenantB);
  const add = async (key: string, seed: Parameters<typeof addCandidate>[3]) => {
    c[key] = (await addCandidate(db, secret, server.tenantA, { firstName: key, lastName: 'Test', ...seed })).id;
  };
  await add('Ada', { headline: 'Elixir engineer', skills: ['Elixir'], lastActiveAt: new Date() });
  await add('Bo', { headline: 'Elixir developer', skills: ['Elixir', 'Phoenix'] });
  await add('Cy', { headline: 'Designer', skills: ['Figma'] });
  await add('Hidden', { headline: 'Elixir engineer', skills: ['Elixir'], searchable: false });
});

afterAll(async () => server?.close());

describe('saved searches', () => {
  const elixir: S['SavedSearchInput'] = {
    name: 'Elixir people',
    filters: [{ type: 'keyword', values: ['elixir'] }],
    alertFrequency: 'weekly',
  };

  it('saves, shows to the team, renames, lists and deletes; the rival company sees none of it', async () => {
    const made = await call<S['SavedSearch']>('POST', 'search/saved', owner, elixir);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      name: 'Elixir people',
      alertFrequency: 'weekly',
      resultCount: 2,
      createdByName: 'Priya Lead',
    });
    expect(made.body.data.lastRunAt).toEqual(expect.any(String));
    const id = made.body.data._id;

    expect((await call<S['SavedSearch']>('GET', `search/saved/${id}`, member)).body.data.name).toBe('Elixir people');
    expect((await call('GET', `search/saved/${id}`, rival)).status).toBe(404);
    expect((await call('PUT', `search/saved/${id}`, rival, { ...elixir, name: 'Taken over' })).status).toBe(404);
    expect((await call('POST', 'search', rival, { savedSearchId: id })).status).toBe(404);
    const rivalList = await call<ListPage<S['SavedSearch']>>('POST', 'search/saved/all', rival, {});
    expect(rivalList.body.data.items).toEqual([]);
    expect((await call('GET', `search/saved/${id}`, employerB)).status).toBe(404);

    const renamed = await call<S['SavedSearch']>('PUT', `search/saved/${id}`, member, {
      ...elixir,
      name: 'Elixir folks',
      alertFrequency: null,
    });
    expect(renamed.body.data).toMatchObject({
      name: 'Elixir folks',
      alertFrequency: null,
      createdByName: 'Priya Lead',
    });

    const listed = await call<ListPage<S['SavedSearch']>>('POST', 'search/saved/all', owner, { search: 'folks' });
    expect(listed.body.data.items.map((s) => s._id)).toEqual([id]);
    expect((await call('POST', 'search/saved/all', owner, { sortBy: 'color' })).status).toBe(400);

    const ignored = await call<S['Done']>('DELETE', 'search/saved', rival, { ids: [id] });
    expect(ignored.body.data).toEqual({ affected: 0 });
    const deleted = await call<S['Done']>('DELETE', 'search/saved', owner, { ids: [id] });
    expect(deleted.body.data).toEqual({ affected: 1 });
    expect((await call('GET', `search/saved/${id}`, owner)).status).toBe(404);
  });

  it('refuses a name the company already uses, whatever its case, but not the rival’s', async () => {
    expect((await call('POST', 'search/saved', owner, { ...elixir, name: 'Unique one' })).status).toBe(200);
    const again = await call('POST', 'search/saved', member, { ...elixir, name: 'UNIQUE ONE' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_EXIST');
    expect((await call('POST', 'search/saved', rival, { ...elixir, name: 'Unique one' })).status).toBe(200);
    const other = await call<S['SavedSearch']>('POST', 'search/saved', owner, { ...elixir, name: 'Second one' });
    expect(
      (await call('PUT', `search/saved/${other.body.data._id}`, owner, { ...elixir, name: 'unique one' })).status,
    ).toBe(409);
  });

  it('refuses a list filter naming another company’s list, naming filters', async () => {
    const theirs = await call<S['CandidateList']>('POST', 'search/candidate-list', rival, { name: 'Rival pool' });
    const r = await call('POST', 'search/saved', owner, {
      name: 'Their list',
      filters: [{ type: 'list', values: [theirs.body.data._id] }],
    });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('filters');
    expect(JSON.stringify(r.body)).not.toContain(theirs.body.data._id);
  });

  it('refuses two filters of one type, naming filters', async () => {
    const r = await call('POST', 'search/saved', owner, {
      name: 'Doubled',
      filters: [
        { type: 'skills', values: ['elixir'] },
        { type: 'skills', values: ['phoenix'] },
      ],
    });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('filters');
  });

  it('reruns with its filters filling the gaps, marks who is new, and counts the run', async () => {
    const saved = await call<S['SavedSearch']>('POST', 'search/saved', owner, {
      name: 'Elixir rerun',
      filters: [{ type: 'keyword', values: ['elixir'] }],
    });
    const id = saved.body.data._id;
    const newcomer = await addCandidate(server.database.db, server.deps.secret, server.tenantA, {
      firstName: 'Newt',
      lastName: 'Test',
      headline: 'Elixir consultant',
      skills: ['Elixir'],
    });
    const rerun = await call<Results>('POST', 'search', member, { savedSearchId: id, limit: 10 });
    expect(rerun.status).toBe(200);
    const marks = Object.fromEntries(rerun.body.data.items.map((card) => [card._id, card.isNew]));
    expect(marks).toEqual({ [idOf('Ada')]: false, [idOf('Bo')]: false, [newcomer.id]: true });
    const after = await call<S['SavedSearch']>('GET', `search/saved/${id}`, owner);
    expect(after.body.data.resultCount).toBe(3);
    // A later page of the same run marks alike; the next run starts afresh.
    const page2 = await call<Results>('POST', 'search', owner, { savedSearchId: id, limit: 10, page: 2 });
    expect(page2.body.data.pagination.total).toBe(3);
    const again = await call<Results>('POST', 'search', owner, { savedSearchId: id });
    expect(again.body.data.items.every((card) => card.isNew === false)).toBe(true);
    // The request's own filter wins over the saved one.
    const narrowed = await call<Results>('POST', 'search', owner, { savedSearchId: id, keyword: 'phoenix' });
    expect(narrowed.body.data.items.map((card) => card._id)).toEqual([c.Bo]);
  });
});

describe('candidate lists', () => {
  type List = S['CandidateList'];

  it('creates, renames, lists, shows members and deletes, shared by the team and hidden from the rival', async () => {
    const made = await call<List>('POST', 'search/candidate-list', owner, {
      name: 'Elixir shortlist',
      description: 'For the platform team',
      candidateIds: [c.Ada],
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ candidateIds: [c.Ada], count: 1, createdByName: 'Priya Lead' });
    const id = made.body.data._id;

    const added = await call<List[]>('POST', 'search/add', member, { candidateIds: [c.Bo, c.Ada], listIds: [id] });
    expect(added.status).toBe(200);
    expect(added.body.data[0]?.candidateIds).toEqual([c.Bo, c.Ada]);

    const members = await call<ListPage<S['CandidateListMember']> & { list: List }>(
      'GET',
      `search/get/${id}?limit=10`,
      owner,
    );
    expect(members.body.data.items.map((m) => [m.candidate.name, m.addedByName])).toEqual([
      ['Bo Test', 'Tom Lead'],
      ['Ada Test', 'Priya Lead'],
    ]);
    expect(members.body.data.list.count).toBe(2);
    const searched = await call<ListPage<S['CandidateListMember']>>('GET', `search/get/${id}?search=developer`, owner);
    expect(searched.body.data.items.map((m) => m.candidate.name)).toEqual(['Bo Test']);

    const inList = await call<Results>('POST', 'search', owner, { listIds: [id], keyword: 'engineer' });
    expect(inList.body.data.items.map((card) => card._id)).toEqual([c.Ada]);

    for (const [method, path, body] of [
      ['GET', `search/get/${id}`, undefined],
      ['PUT', `search/candidate-list/${id}`, { name: 'Stolen' }],
      ['PUT', `search/update/${id}`, { remove: [c.Ada] }],
    ] as const)
      expect((await call(method, path, rival, body)).status).toBe(404);
    expect((await call('POST', 'search/add', rival, { candidateIds: [c.Cy], listIds: [id] })).status).toBe(404);
    const rivalLists = await call<ListPage<List>>('POST', 'search/candidate-list/all', rival, { limit: 50 });
    expect(rivalLists.body.data.items.map((l) => l._id)).not.toContain(id);
    expect(JSON.stringify(rivalLists.body)).not.toContain(idOf('Ada'));
    const rivalSearch = await call<Results>('POST', 'search', rival, { listIds: [id] });
    expect(rivalSearch.body.data.pagination.total).toBe(0);

    const renamed = await call<List>('PUT', `search/candidate-list/${id}`, member, { name: 'Elixir final' });
    expect(renamed.body.data).toMatchObject({ name: 'Elixir final', description: 'For the platform team', count: 2 });

    const changed = await call<List>('PUT', `search/update/${id}`, owner, { add: [c.Cy], remove: [c.Bo] });
    expect(changed.body.data.candidateIds).toEqual([c.Cy, c.Ada]);

    const all = await call<ListPage<List>>('POST', 'search/candidate-list/all', owner, { sortBy: 'count' });
    expect(all.body.data.items.map((l) => l.name)).toContain('Elixir final');
    expect((await call('POST', 'search/candidate-list/all', owner, { sortBy: 'colour' })).status).toBe(400);

    expect((await call<S['Done']>('DELETE', 'search/candidate-list', rival, { ids: [id] })).body.data).toEqual({
      affected: 0,
    });
    expect((await call<S['Done']>('DELETE', 'search/candidate-list', owner, { ids: [id] })).body.data).toEqual({
      affected: 1,
    });
    expect((await call('GET', `search/get/${id}`, owner)).status).toBe(404);
  });

  it('adds to several lists at once, one of them new, and refuses a taken name', async () => {
    const first = await call<List>('POST', 'search/candidate-list', owner, { name: 'Pool one' });
    const r = await call<List[]>('POST', 'search/add', owner, {
      candidateIds: [c.Cy],
      listIds: [first.body.data._id],
      newListName: 'Pool two',
    });
    expect(r.status).toBe(200);
    expect(r.body.data.map((l) => [l.name, l.candidateIds])).toEqual(
      expect.arrayContaining([
        ['Pool one', [c.Cy]],
        ['Pool two', [c.Cy]],
      ]),
    );
    const taken = await call('POST', 'search/add', member, { candidateIds: [c.Cy], newListName: 'pool ONE' });
    expect(taken.status).toBe(409);
    expect((await call('POST', 'search/candidate-list', owner, { name: 'POOL TWO' })).status).toBe(409);
    expect((await call('POST', 'search/candidate-list', rival, { name: 'Pool two' })).status).toBe(200);
  });

  it('adds only candidates the company may see, and never shows a hidden one', async () => {
    const list = await call<List>('POST', 'search/candidate-list', owner, { name: 'Careful' });
    const id = list.body.data._id;
    const refused = await call('PUT', `search/update/${id}`, owner, { add: [c.Hidden] });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('add');
    const refusedCreate = await call('POST', 'search/candidate-list', owner, {
      name: 'Careless',
      candidateIds: [c.Hidden],
    });
    expect(refusedCreate.status).toBe(400);
    expect(JSON.stringify(refusedCreate.body)).toContain('candidateIds');

    await call('PUT', `search/update/${id}`, owner, { add: [c.Ada] });
    const { db } = server.database;
    await db
      .updateTable('candidate_profiles')
      .set({ is_searchable: false })
      .where('user_id', '=', idOf('Ada'))
      .execute();
    try {
      const hidden = await call<ListPage<S['CandidateListMember']> & { list: List }>('GET', `search/get/${id}`, owner);
      expect(hidden.body.data.items).toEqual([]);
      expect(hidden.body.data.list).toMatchObject({ candidateIds: [], count: 0 });
    } finally {
      await db
        .updateTable('candidate_profiles')
        .set({ is_searchable: true })
        .where('user_id', '=', idOf('Ada'))
        .execute();
    }
  });

  it(`holds at most ${LIST_CAP} candidates`, async () => {
    const list = await call<List>('POST', 'search/candidate-list', owner, { name: 'Full house' });
    const id = list.body.data._id;
    const { db } = server.database;
    // Fill the list to one short of the cap straight in the database (members need not be shown).
    const { rows: filler } = await sql<{ id: string }>`insert into users (client_id, role, email, status)
      select ${server.tenantA}, 'candidate', 'filler' || n || '@example.com', 'active'
      from generate_series(1, ${LIST_CAP - 1}) as n returning id`.execute(db);
    await db
      .insertInto('candidate_list_members')
      .values(
        filler.map((u) => ({ list_id: id, candidate_id: u.id, client_id: server.tenantA, added_by_name: 'Bulk' })),
      )
      .execute();
    const last = await call<List>('PUT', `search/update/${id}`, owner, { add: [c.Ada] });
    expect(last.status).toBe(200);
    expect(last.body.data.count).toBe(1);
    const over = await call('POST', 'search/add', owner, { candidateIds: [c.Bo], listIds: [id] });
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body)).toContain('candidateIds');
    expect((await call('PUT', `search/update/${id}`, owner, { add: [c.Bo], remove: [c.Ada] })).status).toBe(400);
  });
});
