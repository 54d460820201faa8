// Isolation probes of the notification centre (see types.ts). Each tenant's candidate gets a
// notification whose title carries a tenant-only marker; listing, reading and marking name the
// other tenant's notification and must find nothing of it.
import { storeNotifications } from '../../../notifications/store.ts';
import type { Probe, ProbeMap } from './types.ts';

const api = (path: string) => `/client/api/v1/${path}`;

const inboxWorld: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  await storeNotifications({ db }, [
    {
      clientId: world.clientId,
      userId: world.candidate.id,
      kind: 'system',
      title: `Inbox marker ${tag}`,
      body: `Only for tenant ${tag}`,
      link: null,
    },
  ]);
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('client_id', '=', world.clientId)
    .where('user_id', '=', world.candidate.id)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return { notificationId: row.id };
};

export const notificationProbes: ProbeMap = {
  listNotifications: {
    setup: inboxWorld,
    call: () => ({ method: 'POST', path: api('notification/list'), as: 'candidate', body: { page: 1, limit: 50 } }),
  },
  getNotification: {
    setup: inboxWorld,
    call: (ids) => ({ method: 'GET', path: api(`notification/details/${ids.notificationId}`), as: 'candidate' }),
  },
  updateNotification: {
    setup: inboxWorld,
    call: (ids) => ({
      method: 'PATCH',
      path: api(`notification/partial-update/${ids.notificationId}`),
      as: 'candidate',
      body: { isRead: true, includeOlder: true },
    }),
  },
};
