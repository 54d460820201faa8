// The console's master data over real HTTP: only the board's admin may use it; added names are
// trimmed and unique per kind ignoring case (409 naming the item), a blank or long name answers
// 400 naming nm; only the board's own items can be renamed; a hidden item leaves the public
// dropdown but still reads by id, and the other board never sees it; every change is audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../../test/harness.ts';
import { makeUser, type TestUser } from '../../test/world.ts';

type Envelope<T = unknown> = { code: string; message: string; data: T };
type Item = { _id: string; kind: string; nm: string; isTenant: boolean; hidden: boolean };
type Kind = { kind: string; itemCount: number; boardItemCount: number; hiddenCount: number };
type List<T> = { items: T[]; pagination: { total: number } };

let server: TestServer;
let admin: TestUser;
let adminB: TestUser;
let employer: TestUser;

const api = (path: string) => `/client/api/v1/admin/master-data${path}`;
const call = <T>(method: string, path: string, body?: unknown, token: string | null = admin.token, host = HOST_A) =>
  server.call<Envelope<T>>(method, api(path), { host, token, body });
const publicList = (body: object, host = HOST_A) =>
  server.call<Envelope<List<Item>>>('POST', '/client/api/v1/masters/list', { host, body });

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  admin = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
  adminB = await makeUser(db, server.deps.secret, { clientId: server.tenantB, role: 'admin' });
  employer = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'employer' });
});

afterAll(async () => server?.close());

describe('the console’s master data', () => {
  it('is for the board’s admin only and lists every kind with counts', async () => {
    expect((await call('GET', '', undefined, null)).status).toBe(401);
    expect((await call('GET', '', undefined, employer.token)).status).toBe(403);
    expect((await call('POST', '/items', { kind: 'skills', nm: 'X' }, employer.token)).status).toBe(403);
    const kinds = await call<Kind[]>('GET', '');
    expect(kinds.status).toBe(200);
    expect(kinds.body.data).toHaveLength(16);
    expect(kinds.body.data.find((k) => k.kind === 'gender')).toMatchObject({ itemCount: 4, boardItemCount: 0 });
  });

  it('adds trimmed names, refuses duplicates and bad names naming the field', async () => {
    const added = await call<Item>('POST', '/items', { kind: 'skills', nm: '  Forklift   operation ' });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ nm: 'Forklift operation', isTenant: true, hidden: false });

    const dup = await call('POST', '/items', { kind: 'skills', nm: 'FORKLIFT OPERATION' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain('Forklift operation');
    const platformDup = await call('POST', '/items', { kind: 'gender', nm: 'male' });
    expect(platformDup.status).toBe(409);
    expect(platformDup.body.message).toContain('Male');

    for (const nm of ['   ', 'x'.repeat(151)]) {
      const bad = await call('POST', '/items', { kind: 'skills', nm });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('nm');
    }
    expect((await call('POST', '/items', { kind: 'planets', nm: 'Mars' })).status).toBe(400);

    // The same name is free on another board.
    expect(
      (await call('POST', '/items', { kind: 'skills', nm: 'Forklift operation' }, adminB.token, HOST_B)).status,
    ).toBe(200);
  });

  it('renames only the board’s own items, uniquely', async () => {
    const own = await call<Item>('POST', '/items', { kind: 'industry', nm: 'Cold storage' });
    const renamed = await call<Item>('PUT', `/items/${own.body.data._id}/name`, { nm: 'Cold-chain storage' });
    expect(renamed.body.data.nm).toBe('Cold-chain storage');
    const male = (await publicList({ kind: 'gender', search: 'Male' })).body.data.items.find((i) => i.nm === 'Male');
    expect((await call('PUT', `/items/${male?._id}/name`, { nm: 'Man' })).status).toBe(409);
    const clash = await call('POST', '/items', { kind: 'industry', nm: 'Frozen goods' });
    expect(clash.status).toBe(200);
    expect((await call('PUT', `/items/${own.body.data._id}/name`, { nm: 'frozen goods' })).status).toBe(409);
    expect((await call('PUT', `/items/${own.body.data._id}/name`, { nm: 'x' }, adminB.token, HOST_B)).status).toBe(404);
  });

  it('hides an item from the dropdown but keeps it readable, and shows it again', async () => {
    const item = await call<Item>('POST', '/items', { kind: 'skills', nm: 'Pallet jack' });
    const id = item.body.data._id;
    const inDropdown = async () =>
      (await publicList({ kind: 'skills', search: 'Pallet jack' })).body.data.items.some((i) => i._id === id);
    expect(await inDropdown()).toBe(true);

    const hidden = await call<Item>('PUT', `/items/${id}/visibility`, { hidden: true });
    expect(hidden.body.data.hidden).toBe(true);
    expect(await inDropdown()).toBe(false);
    expect((await publicList({ kind: 'skills', ids: [id] })).body.data.items.map((i) => i.nm)).toEqual(['Pallet jack']);

    const listed = await call<List<Item>>('POST', '/items/list', { kind: 'skills', visibility: 'hidden' });
    expect(listed.body.data.items.map((i) => i.nm)).toEqual(['Pallet jack']);
    const kinds = await call<Kind[]>('GET', '');
    expect(kinds.body.data.find((k) => k.kind === 'skills')?.hiddenCount).toBe(1);
    expect((await call('PUT', `/items/${id}/visibility`, { hidden: false }, adminB.token, HOST_B)).status).toBe(404);

    await call('PUT', `/items/${id}/visibility`, { hidden: false });
    expect(await inDropdown()).toBe(true);
  });

  it('pages and searches a kind, and audits every change', async () => {
    const first = await call<List<Item>>('POST', '/items/list', { kind: 'gender', page: 1, limit: 10 });
    expect(first.body.data.pagination.total).toBe(4);
    const searched = await call<List<Item>>('POST', '/items/list', { kind: 'skills', search: 'forklift' });
    expect(searched.body.data.items.map((i) => i.nm)).toEqual(['Forklift operation']);

    const actions = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('client_id', '=', server.tenantA)
      .where('action', 'like', 'master.%')
      .execute();
    const seen = new Set(actions.map((a) => a.action));
    expect([...seen].sort()).toEqual(['master.create', 'master.hide', 'master.rename', 'master.show']);
    expect(actions.every((a) => a.actor_id === admin.id)).toBe(true);
  });
});
