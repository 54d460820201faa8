// Isolation probes of the console's Indexing page (see types.ts). Each tenant gets its own
// IndexNow key and a notification of its own job URL; the other tenant's admin must see neither,
// and its changes touch only its own board.
import type { Probe, ProbeMap } from './types.ts';

const api = (path: string) => `/client/api/v1/${path}`;

const ownIndexing: Probe['setup'] = async (server, world) => {
  const db = server.database.db;
  const key = `probe-key-${world.clientId.slice(0, 8)}`;
  await db
    .insertInto('indexing_settings')
    .values({ client_id: world.clientId, indexnow_key: key })
    .onConflict((oc) => oc.column('client_id').doUpdateSet({ indexnow_key: key }))
    .execute();
  const url = `https://${world.host}/job-detail/probe-${world.clientId.slice(0, 8)}`;
  const row = await db
    .insertInto('indexing_notifications')
    .values({
      client_id: world.clientId,
      job_id: world.clientId,
      engine: 'indexnow',
      url,
      type: 'URL_UPDATED',
      status: 'sent',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { indexNowKey: key, indexingNotification: row.id };
};

export const adminIndexingProbes: ProbeMap = {
  getAdminIndexing: {
    setup: ownIndexing,
    call: () => ({ method: 'GET', path: api('admin/indexing'), as: 'admin' }),
  },
  setAdminIndexingGoogle: {
    setup: ownIndexing,
    call: () => ({ method: 'PUT', path: api('admin/indexing/google'), as: 'admin', body: { serviceAccount: null } }),
  },
  setAdminIndexingIndexNow: {
    setup: ownIndexing,
    call: () => ({
      method: 'PUT',
      path: api('admin/indexing/indexnow'),
      as: 'admin',
      body: { key: 'probe-set-key-1' },
    }),
  },
};
