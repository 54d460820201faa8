// Isolation probes of the console's master data (see types.ts). Each tenant gets a skill of its
// own, hidden for it: the other tenant's admin must not find its id in a list nor reach it by id
// to rename or show it (404).
import type { Probe, ProbeMap } from './types.ts';

const api = (path: string) => `/client/api/v1/admin/master-data${path}`;

const ownSkill: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  const name = `Probe skill ${tag}`;
  const row = await db
    .insertInto('masters')
    .values({ client_id: world.clientId, kind: 'skills', name, slug: name.toLowerCase() })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  const id =
    row?.id ??
    (
      await db
        .selectFrom('masters')
        .select('id')
        .where('client_id', '=', world.clientId)
        .where('slug', '=', name.toLowerCase())
        .executeTakeFirstOrThrow()
    ).id;
  await db
    .insertInto('master_hidden')
    .values({ client_id: world.clientId, master_id: id, hidden_by: null })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return { adminMasterItemId: id };
};

export const adminMasterDataProbes: ProbeMap = {
  listAdminMasterKinds: {
    setup: ownSkill,
    call: () => ({ method: 'GET', path: api(''), as: 'admin' }),
  },
  listAdminMasterItems: {
    setup: ownSkill,
    call: () => ({
      method: 'POST',
      path: api('/items/list'),
      as: 'admin',
      body: { kind: 'skills', search: 'Probe skill', page: 1, limit: 50 },
    }),
  },
  createAdminMasterItem: {
    setup: ownSkill,
    call: (_ids, self) => ({
      method: 'POST',
      path: api('/items'),
      as: 'admin',
      body: { kind: 'skills', nm: `Probe added ${self.clientId.slice(0, 8)} ${Date.now()}` },
    }),
  },
  renameAdminMasterItem: {
    setup: ownSkill,
    call: (ids) => ({
      method: 'PUT',
      path: api(`/items/${ids.adminMasterItemId ?? '00000000-0000-4000-8000-000000000000'}/name`),
      as: 'admin',
      body: { nm: `Probe renamed ${Date.now()}` },
    }),
  },
  setAdminMasterItemVisibility: {
    setup: ownSkill,
    call: (ids) => ({
      method: 'PUT',
      path: api(`/items/${ids.adminMasterItemId ?? '00000000-0000-4000-8000-000000000000'}/visibility`),
      as: 'admin',
      body: { hidden: false },
    }),
  },
};
