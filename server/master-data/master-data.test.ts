// Reference data over real HTTP: places (global), categories and master data (platform items plus
// each tenant's own). The board's settings, appearance and translations: board-settings.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { ensureDefaultCategories } from './categories.ts';
import { platformMasters } from './master-defaults.ts';
import { listMasters } from './masters.ts';
import { insertTenantMaster, listMasterRows, mastersOfKinds } from './masters-repo.ts';
import type { MasterKind } from './master-defaults.ts';
import { findCity } from '../master/geo.ts';

type Envelope<T> = { code: string; message: string; data: T };
type Paged<T> = { items: T[]; pagination: { page: number; limit: number; total: number; totalPages: number } };
type Country = { _id: string; name: string; isoCode: string; phoneCode: string; currencyCode: string | null };
type State = { _id: string; name: string; isoCode: string | null; countryId: string };
type City = { _id: string; name: string; stateId: string | null; stateName: string | null; countryName: string };
type Category = {
  _id: string;
  name: string;
  slug: string;
  jobCount: number;
  parentId: string | null;
  children?: unknown[];
};
type MasterItem = {
  _id: string;
  kind: string;
  nm: string;
  code: string | null;
  isOther: boolean;
  isTenant: boolean;
  meta: unknown;
};

let server: TestServer;
let candidate: TestUser;
let candidateB: TestUser;

const api = '/client/api/v1';
const post = <T>(path: string, body: unknown, opts: { host?: string; token?: string | null } = {}) =>
  server.call<Envelope<T>>('POST', `${api}/${path}`, { host: opts.host ?? HOST_A, token: opts.token ?? null, body });
const get = <T>(path: string, host = HOST_A) => server.call<Envelope<T>>('GET', `${api}/${path}`, { host });

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  candidate = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
  candidateB = await makeUser(db, server.deps.secret, { clientId: server.tenantB, role: 'candidate' });
});

afterAll(async () => server?.close());

describe('places', () => {
  let india: Country;

  it('lists countries by name or ISO code, for guests and signed-in users alike', async () => {
    const guest = await post<Country[]>('country/guest/all', { search: 'IN' });
    expect(guest.status).toBe(200);
    india = guest.body.data[0] as Country;
    expect(india).toMatchObject({ name: 'India', isoCode: 'IN', phoneCode: '+91', currencyCode: 'INR' });
    expect(india._id).toMatch(/^[0-9a-f-]{36}$/);
    const signedIn = await post<Country[]>('country/all', { search: 'ind' }, { token: candidate.token });
    expect(signedIn.body.data.map((c) => c.name)).toEqual(expect.arrayContaining(['India', 'Indonesia']));
    const all = await post<Country[]>('country/guest/all', {});
    expect(all.body.data.length).toBeGreaterThan(240);
    expect(all.body.data.every((c) => /^\+[0-9]{1,4}(?:-[0-9]{1,4})?$/.test(c.phoneCode))).toBe(true);
    expect((await post('country/all', {})).status).toBe(401);
  });

  it('lists the states of a country; an unknown country is 404', async () => {
    const r = await post<State[]>('state/guest/get-state-list', { countryId: india._id, search: 'maha' });
    expect(r.body.data[0]).toMatchObject({ name: 'Maharashtra', isoCode: 'MH', countryId: india._id });
    const all = await post<State[]>('state/get-state-list', { countryId: india._id }, { token: candidate.token });
    const names = all.body.data.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const unknown = await post('state/guest/get-state-list', { countryId: '6f1c2b7e-3d4a-4c8e-9a0b-5e7f8a9b0c1d' });
    expect(unknown.status).toBe(404);
    expect((await post('state/guest/get-state-list', { countryId: 'IN' })).status).toBe(400);
  });

  it("finds Pune first for 'pun' in India, and pages the rest", async () => {
    const r = await post<Paged<City>>('city/guest/get-city-list', { countryId: india._id, search: 'pun', limit: 10 });
    expect(r.status).toBe(200);
    expect(r.body.data.items[0]).toMatchObject({ name: 'Pune', stateName: 'Maharashtra', countryName: 'India' });
    expect(r.body.data.pagination).toMatchObject({ page: 1, limit: 10 });
    expect(r.body.data.pagination.total).toBeGreaterThan(1);

    const states = await post<State[]>('state/guest/get-state-list', { countryId: india._id, search: 'Maharashtra' });
    const mh = states.body.data[0] as State;
    const inState = await post<Paged<City>>(
      'city/get-city-list',
      { stateId: mh._id, search: 'pun' },
      { token: candidate.token },
    );
    expect(inState.body.data.items[0]?.name).toBe('Pune');
    expect(inState.body.data.items.every((c) => c.stateId === mh._id)).toBe(true);

    const page2 = await post<Paged<City>>('city/guest/get-city-list', { stateId: mh._id, page: 2, limit: 20 });
    expect(page2.body.data.pagination).toMatchObject({ page: 2, limit: 20 });
    expect(page2.body.data.items).toHaveLength(20);
    expect((await post('city/guest/get-city-list', { search: 'pun' })).status).toBe(400);
  });

  it('gives the popular-city master items the ids of the places', async () => {
    const cities = await post<Paged<MasterItem>>('masters/list', { kind: 'city', limit: 50 });
    const pune = cities.body.data.items.find((c) => c.nm === 'Pune');
    const list = await post<Paged<City>>('city/guest/get-city-list', { countryId: india._id, search: 'pune' });
    expect(pune?._id).toBe(list.body.data.items[0]?._id);
    for (const m of platformMasters().filter((i) => i.kind === 'city')) {
      const key = (m.meta as { placeKey: string }).placeKey;
      expect(findCity(key)?.nm, key).toBe(m.name);
      expect(findCity(m.id)?.id, key).toBe(key);
    }
  });
});

describe('categories', () => {
  it('gives each tenant the default categories, by name, with their own ids', async () => {
    const a = await post<Category[]>('category/guest/all', {});
    expect(a.status).toBe(200);
    expect(a.body.data).toHaveLength(12);
    expect(a.body.data.map((c) => c.slug)).toContain('software-engineering');
    const names = a.body.data.map((c) => c.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y)));
    expect(a.body.data.every((c) => c.jobCount === 0 && c.parentId === null)).toBe(true);

    const b = await post<Category[]>('category/all', {}, { host: HOST_B, token: candidateB.token });
    const idsA = new Set(a.body.data.map((c) => c._id));
    expect(b.body.data.some((c) => idsA.has(c._id))).toBe(false);

    // Seeding again (as the demo seeder does) adds nothing.
    await ensureDefaultCategories(server.database.db, server.tenantA);
    const count = await server.database.db
      .selectFrom('categories')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('client_id', '=', server.tenantA)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(12);
  });

  it('filters by search and jobs, and gets one by slug with its subcategories', async () => {
    const search = await post<Category[]>('category/guest/all', { search: 'data' });
    expect(search.body.data.map((c) => c.name)).toEqual(['Data & Analytics']);
    const withJobs = await post<Category[]>('category/guest/all', { withJobsOnly: true });
    expect(withJobs.body.data).toEqual([]);

    const one = await get<Category>('category/get/software-engineering');
    expect(one.body.data).toMatchObject({ jobCount: 0 });
    expect(one.body.data).toMatchObject({ name: 'Software Engineering', slug: 'software-engineering', children: [] });
    expect((await get('category/get/underwater-basket-weaving')).status).toBe(404);
  });

  it('counts only the open, approved, unexpired jobs of the category and its subcategories', async () => {
    const { db } = server.database;
    const parent = await get<Category>('category/get/software-engineering');
    const child = await db
      .insertInto('categories')
      .values({ client_id: server.tenantA, parent_id: parent.body.data._id, name: 'Frontend', slug: 'frontend' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const companyId = await makeCompany(db, server.tenantA, 'Northwind Logistics');
    const job = (
      categoryId: string,
      extra: { status?: 'ACTIVE' | 'DRAFT'; approval_status?: 1 | 2; expires_at?: Date },
    ) =>
      db
        .insertInto('jobs')
        .values({
          client_id: server.tenantA,
          company_id: companyId,
          employment_type: 'FULL_TIME',
          category_id: categoryId,
          category_nm: 'Software Engineering',
          title: 'Senior Frontend Engineer',
          status: 'ACTIVE',
          approval_status: 2,
          ...extra,
        })
        .execute();
    await job(parent.body.data._id, {});
    await job(child.id, {});
    await job(parent.body.data._id, { approval_status: 1 });
    await job(parent.body.data._id, { status: 'DRAFT' });
    await job(parent.body.data._id, { expires_at: new Date(Date.now() - 60_000) });

    const one = await get<Category>('category/get/software-engineering');
    expect(one.body.data.jobCount).toBe(2);
    expect(one.body.data.children).toEqual([expect.objectContaining({ slug: 'frontend', jobCount: 1, children: [] })]);
    const withJobs = await post<Category[]>('category/guest/all', { withJobsOnly: true });
    expect(withJobs.body.data.map((c) => [c.slug, c.jobCount])).toEqual([
      ['frontend', 1],
      ['software-engineering', 2],
    ]);
    const children = await post<Category[]>('category/guest/all', { parentId: parent.body.data._id });
    expect(children.body.data.map((c) => c.slug)).toEqual(['frontend']);
  });
});

describe('masters', () => {
  it('lists the platform items of a kind, with "Other" last where the kind has one', async () => {
    const genders = await post<Paged<MasterItem>>('masters/list', { kind: 'gender' });
    expect(genders.body.data.items.map((i) => i.nm)).toEqual(['Male', 'Female', 'Non-binary', 'Prefer not to say']);
    const quals = await post<Paged<MasterItem>>('masters/list', { kind: 'qualification', limit: 50 });
    const last = quals.body.data.items.at(-1);
    expect(last).toMatchObject({ nm: 'Other', isOther: true, isTenant: false });
    const pages = await post<Paged<MasterItem>>('masters/list', { kind: 'items_per_page' });
    expect(pages.body.data.items.map((i) => i.nm)).toEqual(['10', '20', '30', '40', '50']);
    // The values of meta are checked in the service: the contract's schema-less `meta` object makes
    // the response serializer drop its keys on the wire (reported; needs additionalProperties).
    const served = await listMasters(server.database.db, server.tenantA, { kind: 'items_per_page' });
    expect(served.items[0]?.meta).toEqual({ value: 10 });
    const statuses = await post<Paged<MasterItem>>('masters/list', { kind: 'application_status' });
    expect(statuses.body.data.items.map((i) => i.code)).toEqual([
      'APPLIED',
      'SHORTLIST',
      'IN_INTERVIEW',
      'HIRED',
      'REJECTED',
    ]);
    const skills = await post<Paged<MasterItem>>('masters/list', { kind: 'skills', search: 'script' });
    expect(skills.body.data.items.map((i) => i.nm)).toEqual(expect.arrayContaining(['JavaScript', 'TypeScript']));
    const byIds = await post<Paged<MasterItem>>('masters/list', {
      kind: 'gender',
      ids: [genders.body.data.items[1]?._id],
    });
    expect(byIds.body.data.items.map((i) => i.nm)).toEqual(['Female']);
  });

  it('reads several kinds in one statement, each as its list reads it up to its own limit', async () => {
    const { db } = server.database;
    const own = await insertTenantMaster(db, {
      clientId: server.tenantA,
      kind: 'qualification',
      name: 'Aardvark Diploma',
      createdBy: null,
    });
    await insertTenantMaster(db, {
      clientId: server.tenantB,
      kind: 'qualification',
      name: 'Board B Diploma',
      createdBy: null,
    });
    const years = await listMasterRows(db, server.tenantA, { kind: 'years_of_experience' }, 1, 100);
    const hidden = years.rows[0];
    if (!hidden) throw new Error('no years of experience');
    await db
      .insertInto('master_hidden')
      .values({ client_id: server.tenantA, master_id: hidden.id, hidden_by: null })
      .execute();
    const kinds = await mastersOfKinds(db, server.tenantA, { qualification: 3, years_of_experience: 100, gender: 100 });
    const listed = async (kind: MasterKind, limit: number) =>
      (await listMasterRows(db, server.tenantA, { kind }, 1, limit)).rows.map((r) => r.id);
    const read = (kind: MasterKind) => (kinds.get(kind) ?? []).map((r) => r.id);
    expect(read('qualification')).toEqual(await listed('qualification', 3));
    expect(read('qualification')).toContain(own.row.id);
    expect(read('years_of_experience')).toEqual(await listed('years_of_experience', 100));
    expect(read('years_of_experience')).not.toContain(hidden.id);
    expect(read('gender')).toEqual(await listed('gender', 100));
    const names = [...kinds.values()].flat().map((r) => r.name);
    expect(names).not.toContain('Board B Diploma');
    await db.deleteFrom('master_hidden').where('master_id', '=', hidden.id).execute();
    await db.deleteFrom('masters').where('client_id', 'in', [server.tenantA, server.tenantB]).execute();
  });

  it('adds a typed value for this tenant only, and returns the existing item for an equal one', async () => {
    const first = await post<MasterItem>(
      'masters/create',
      { kind: 'skills', nm: 'Type  Design' },
      { token: candidate.token },
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ message: 'Added', data: { nm: 'Type Design', kind: 'skills', isTenant: true } });

    const again = await post<MasterItem>(
      'masters/create',
      { kind: 'skills', nm: ' type design ' },
      { token: candidate.token },
    );
    expect(again.status).toBe(200);
    expect(again.body.data._id).toBe(first.body.data._id);
    const platform = await post<MasterItem>(
      'masters/create',
      { kind: 'skills', nm: 'typescript' },
      { token: candidate.token },
    );
    expect(platform.body.data).toMatchObject({ nm: 'TypeScript', isTenant: false });
    const rows = await server.database.db
      .selectFrom('masters')
      .select('id')
      .where('client_id', '=', server.tenantA)
      .execute();
    expect(rows).toHaveLength(1);

    const mine = await post<Paged<MasterItem>>('masters/list', { kind: 'skills', search: 'type design' });
    expect(mine.body.data.items.map((i) => i._id)).toEqual([first.body.data._id]);
    const theirs = await post<Paged<MasterItem>>(
      'masters/list',
      { kind: 'skills', search: 'type design' },
      { host: HOST_B },
    );
    expect(theirs.body.data.items).toEqual([]);

    expect((await post('masters/create', { kind: 'skills', nm: 'Rust' })).status).toBe(401);
    expect((await post('masters/create', { kind: 'gender', nm: 'Other' }, { token: candidate.token })).status).toBe(
      400,
    );
  });
});
