// The console's categories over real HTTP: only the board's admin may use them; a new name is
// trimmed and new to the board (409 naming the clash), a bad name or parent answers 400 naming the
// field; renaming keeps the slug and the jobs' category name follows; reordering needs every
// sibling once; a category jobs use is not deleted (409 saying how many); every change audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, HOST_B, startTestServer, type TestServer } from '../../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../../test/world.ts';

type Envelope<T = unknown> = { code: string; message: string; data: T };
type Cat = {
  _id: string;
  name: string;
  slug: string;
  parentId: string | null;
  sortOrder: number;
  jobCount: number;
  usedBy: number;
};

let server: TestServer;
let admin: TestUser;
let adminB: TestUser;
let employer: TestUser;

const api = (path: string) => `/client/api/v1/admin/categories${path}`;
const call = <T>(method: string, path: string, body?: unknown, token: string | null = admin.token, host = HOST_A) =>
  server.call<Envelope<T>>(method, api(path), { host, token, body });
const list = async () => (await call<Cat[]>('GET', '')).body.data;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  admin = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'admin' });
  adminB = await makeUser(db, server.deps.secret, { clientId: server.tenantB, role: 'admin' });
  employer = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'employer' });
});

afterAll(async () => server?.close());

describe('the console’s categories', () => {
  it('is for the board’s admin only and lists the defaults', async () => {
    expect((await call('GET', '', undefined, null)).status).toBe(401);
    expect((await call('GET', '', undefined, employer.token)).status).toBe(403);
    expect((await call('POST', '', { name: 'X' }, employer.token)).status).toBe(403);
    const all = await list();
    expect(all.length).toBeGreaterThan(3);
    expect(all.every((c) => c.parentId === null && c.usedBy === 0)).toBe(true);
  });

  it('adds, refusing clashes and bad input naming the field', async () => {
    const top = await call<Cat>('POST', '', { name: '  Logistics   hub ' });
    expect(top.status).toBe(200);
    expect(top.body.data).toMatchObject({ name: 'Logistics hub', slug: 'logistics-hub', parentId: null });
    const child = await call<Cat>('POST', '', { name: 'Yard work', parentId: top.body.data._id });
    expect(child.body.data).toMatchObject({ parentId: top.body.data._id, sortOrder: 0 });

    const dup = await call('POST', '', { name: 'LOGISTICS HUB' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain('Logistics hub');
    const grandchild = await call('POST', '', { name: 'Deeper', parentId: child.body.data._id });
    expect(grandchild.status).toBe(400);
    expect(JSON.stringify(grandchild.body)).toContain('parentId');
    for (const name of ['  ', 'x'.repeat(121)]) {
      const bad = await call('POST', '', { name });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('name');
    }
    // The other board's category is no parent here.
    const other = (await call<Cat[]>('GET', '', undefined, adminB.token, HOST_B)).body.data[0];
    expect((await call('POST', '', { name: 'Stolen', parentId: other?._id })).status).toBe(400);
  });

  it('renames keeping the slug, reorders siblings, and deletes only what no job uses', async () => {
    const { db } = server.database;
    const cat = (await call<Cat>('POST', '', { name: 'Cold storage' })).body.data;
    const companyId = await makeCompany(db, server.tenantA, 'Northwind Logistics');
    const job = { client_id: server.tenantA, company_id: companyId, employment_type: 'FULL_TIME' as const };
    await db
      .insertInto('jobs')
      .values([
        { ...job, category_id: cat._id, category_nm: cat.name, title: 'Picker', status: 'ACTIVE', approval_status: 2 },
        { ...job, category_id: cat._id, category_nm: cat.name, title: 'Packer', status: 'DRAFT', approval_status: 1 },
      ])
      .execute();

    const renamed = await call<Cat>('PUT', `/${cat._id}/name`, { name: 'Cold-chain storage' });
    expect(renamed.body.data).toMatchObject({ slug: 'cold-storage', jobCount: 1, usedBy: 2 });
    const names = await db.selectFrom('jobs').select('category_nm').where('category_id', '=', cat._id).execute();
    expect(names.map((n) => n.category_nm)).toEqual(['Cold-chain storage', 'Cold-chain storage']);
    expect((await call('PUT', `/${cat._id}/name`, { name: 'logistics hub' })).status).toBe(409);

    const refused = await call('DELETE', `/${cat._id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('2 jobs use');
    expect((await call('DELETE', `/${cat._id}`, undefined, adminB.token, HOST_B)).status).toBe(404);

    const tops = (await list()).filter((c) => c.parentId === null).map((c) => c._id);
    expect((await call('PUT', '/order', { parentId: null, ids: tops.slice(1) })).status).toBe(400);
    const reversed = [...tops].reverse();
    const ordered = await call<Cat[]>('PUT', '/order', { parentId: null, ids: reversed });
    expect(ordered.body.data.filter((c) => c.parentId === null).map((c) => c._id)).toEqual(reversed);
    // The board's visitors get its categories in that order too.
    const publicList = await server.call<{ data: Array<{ _id: string; parentId: string | null }> }>(
      'POST',
      '/client/api/v1/category/guest/all',
      { host: HOST_A, body: {} },
    );
    expect(publicList.body.data.filter((c) => c.parentId === null).map((c) => c._id)).toEqual(reversed);

    const spare = (await call<Cat>('POST', '', { name: 'Spare' })).body.data;
    expect((await call('DELETE', `/${spare._id}`)).status).toBe(200);
    expect((await list()).some((c) => c._id === spare._id)).toBe(false);

    // Description, icon and a move under another top-level category (last there).
    const [first, second] = reversed.filter((id) => id !== cat._id);
    const moved = await call<Cat & { description: string | null; icon: string | null }>('PUT', `/${cat._id}/details`, {
      description: '  Frozen and chilled goods.  ',
      icon: '/files/cold.png',
      parentId: first,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      parentId: first,
      description: 'Frozen and chilled goods.',
      icon: '/files/cold.png',
    });
    const siblings = (await list()).filter((c) => c.parentId === first);
    expect(siblings.at(-1)?._id).toBe(cat._id);
    const shown = await server.call<{ data: { description: string; icon: string; parentId: string } }>(
      'GET',
      '/client/api/v1/category/get/cold-storage',
      { host: HOST_A },
    );
    expect(shown.body.data).toMatchObject({
      description: 'Frozen and chilled goods.',
      icon: '/files/cold.png',
      parentId: first,
    });
    // Two levels only: nothing under a subcategory, a parent with subcategories stays on top.
    const details = { description: null, icon: null };
    for (const parentId of [cat._id, '00000000-0000-4000-8000-000000000000'])
      expect((await call('PUT', `/${second}/details`, { ...details, parentId })).status).toBe(400);
    expect((await call('PUT', `/${first}/details`, { ...details, parentId: second })).status).toBe(400);
    expect(
      (await call('PUT', `/${cat._id}/details`, { ...details, icon: 'javascript:alert(1)', parentId: first })).status,
    ).toBe(400);
    expect(
      (await call('PUT', `/${cat._id}/details`, { ...details, parentId: null }, adminB.token, HOST_B)).status,
    ).toBe(404);

    const actions = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('client_id', '=', server.tenantA)
      .where('action', 'like', 'category.%')
      .execute();
    expect([...new Set(actions.map((a) => a.action))].sort()).toEqual([
      'category.create',
      'category.delete',
      'category.rename',
      'category.reorder',
      'category.update',
    ]);
    expect(actions.every((a) => a.actor_id === admin.id)).toBe(true);
  });
});
