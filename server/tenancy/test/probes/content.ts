// Isolation probes of the content operations (see types.ts). Places are global reference data:
// their probes only check that nothing of a tenant leaks into them. Categories and master items
// are tenant-owned: each tenant gets its own, and the other tenant's never come back.
import { ensureDefaultCategories } from '../../../master-data/categories.ts';
import { insertTenantMaster } from '../../../master-data/masters-repo.ts';
import { placeUuid } from '../../../master/geo.ts';
import type { Probe, ProbeMap } from './types.ts';

const INDIA = placeUuid('IN');
const MAHARASHTRA = placeUuid('IN-MH');

const guest = (method: 'GET' | 'POST', path: string, body?: unknown): Probe => ({
  call: () => ({ method, path: `/client/api/v1/${path}`, as: 'guest', ...(body === undefined ? {} : { body }) }),
});
const signedIn = (path: string, body: unknown): Probe => ({
  call: () => ({ method: 'POST', path: `/client/api/v1/${path}`, as: 'candidate', body }),
});

/** A category and a master item only this tenant has, named after it. */
const tenantCategory: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  await ensureDefaultCategories(db, world.clientId);
  const slug = `probe-${world.clientId.slice(0, 8)}`;
  const row = await db
    .insertInto('categories')
    .values({ client_id: world.clientId, parent_id: null, name: `Probe ${slug}`, slug, description: null, icon: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { categoryId: row.id, categorySlug: slug };
};

const tenantMaster: Probe['setup'] = async (server, world) => {
  const name = `Probe skill ${world.clientId.slice(0, 8)}`;
  const { row } = await insertTenantMaster(server.database.db, {
    clientId: world.clientId,
    kind: 'skills',
    name,
    createdBy: world.candidate.id,
  });
  return { masterId: row.id, masterName: name };
};

export const contentProbes: ProbeMap = {
  listCountries: signedIn('country/all', { search: 'in' }),
  listGuestCountries: guest('POST', 'country/guest/all', {}),
  listStates: signedIn('state/get-state-list', { countryId: INDIA }),
  listGuestStates: guest('POST', 'state/guest/get-state-list', { countryId: INDIA }),
  listCities: signedIn('city/get-city-list', { stateId: MAHARASHTRA, search: 'pun' }),
  listGuestCities: guest('POST', 'city/guest/get-city-list', { countryId: INDIA, limit: 50 }),

  listCategories: {
    setup: tenantCategory,
    call: () => ({ method: 'POST', path: '/client/api/v1/category/all', as: 'candidate', body: {} }),
  },
  listGuestCategories: {
    call: () => ({ method: 'POST', path: '/client/api/v1/category/guest/all', as: 'guest', body: {} }),
  },
  getCategoryBySlug: {
    call: (ids) => ({ method: 'GET', path: `/client/api/v1/category/get/${ids.categorySlug ?? 'none'}`, as: 'guest' }),
  },

  listMasterItems: {
    setup: tenantMaster,
    call: (ids) => ({
      method: 'POST',
      path: '/client/api/v1/masters/list',
      as: 'guest',
      body: { kind: 'skills', ids: [ids.masterId], limit: 50 },
    }),
  },
  createMasterItem: {
    // Adding the other tenant's value makes an item of this tenant; the other's item never returns.
    call: (ids) => ({
      method: 'POST',
      path: '/client/api/v1/masters/create',
      as: 'candidate',
      body: { kind: 'skills', nm: `Added ${ids.masterId?.slice(0, 8) ?? 'value'}` },
    }),
  },

  listTranslations: guest('POST', 'localize/list', {}),
  getTenantSettings: guest('GET', 'settings/get-settings'),
  getAppearance: guest('GET', 'settings/appearance'),
};
