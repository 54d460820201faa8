// Isolation probes of the console's categories (see types.ts). Each tenant gets a category whose
// id is a marker: the other tenant's admin must not list it, nor rename, order or delete it (404
// or 400, never its data).
import type { Probe, ProbeMap } from './types.ts';

const api = (path: string) => `/client/api/v1/admin/categories${path}`;
const NONE = '00000000-0000-4000-8000-000000000000';

const ownCategory: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  const slug = `probe-category-${tag}`;
  await db
    .insertInto('categories')
    .values({ client_id: world.clientId, parent_id: null, name: `Probe category ${tag}`, slug })
    .onConflict((oc) => oc.columns(['client_id', 'slug']).doNothing())
    .execute();
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where('client_id', '=', world.clientId)
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return { adminCategoryId: row.id };
};

export const adminCategoryProbes: ProbeMap = {
  listAdminCategories: { setup: ownCategory, call: () => ({ method: 'GET', path: api(''), as: 'admin' }) },
  createAdminCategory: {
    setup: ownCategory,
    call: (ids) => ({
      method: 'POST',
      path: api(''),
      as: 'admin',
      body: { name: `Probe new ${Date.now()}`, parentId: ids.adminCategoryId ?? null },
    }),
  },
  renameAdminCategory: {
    setup: ownCategory,
    call: (ids) => ({
      method: 'PUT',
      path: api(`/${ids.adminCategoryId ?? NONE}/name`),
      as: 'admin',
      body: { name: `Probe renamed ${Date.now()}` },
    }),
  },
  updateAdminCategoryDetails: {
    setup: ownCategory,
    call: (ids) => ({
      method: 'PUT',
      path: api(`/${ids.adminCategoryId ?? NONE}/details`),
      as: 'admin',
      body: { description: 'Probe text', icon: null, parentId: null },
    }),
  },
  reorderAdminCategories: {
    setup: ownCategory,
    call: (ids) => ({
      method: 'PUT',
      path: api('/order'),
      as: 'admin',
      body: { parentId: ids.adminCategoryId ?? null, ids: [ids.adminCategoryId ?? NONE] },
    }),
  },
  deleteAdminCategory: {
    setup: ownCategory,
    call: (ids) => ({ method: 'DELETE', path: api(`/${ids.adminCategoryId ?? NONE}`), as: 'admin' }),
  },
};
