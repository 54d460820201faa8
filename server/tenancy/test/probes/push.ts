// Isolation probes of Web Push (see types.ts). Each tenant's candidate has a registered browser;
// registering a device answers no data, and a device of the other tenant is never moved or named.
import { createECDH, randomBytes } from 'node:crypto';
import { tokenKey } from '../../../push/devices-repo.ts';
import type { ProbeMap } from './types.ts';

const api = (path: string) => `/client/api/v1/${path}`;

function webToken(endpoint: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return JSON.stringify({
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  });
}

export const pushProbes: ProbeMap = {
  saveDeviceToken: {
    setup: async (server, world) => {
      const endpoint = `http://127.0.0.1:9/push/${randomBytes(12).toString('hex')}`;
      const { id } = await server.database.db
        .insertInto('push_subscriptions')
        .values({
          client_id: world.clientId,
          user_id: world.candidate.id,
          platform: 'web',
          token: endpoint,
          token_key: tokenKey(endpoint),
          keys: JSON.stringify({ p256dh: 'x', auth: 'y' }),
          kinds: null,
          device_name: `Probe browser ${world.clientId.slice(0, 8)}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { pushSubscriptionId: id, pushEndpoint: endpoint };
    },
    // Registers the other tenant's endpoint: it becomes a device of this tenant, the other's stays.
    call: (ids) => ({
      method: 'POST',
      path: api('notification/save-device-token'),
      as: 'candidate',
      body: {
        deviceToken: webToken(ids.pushEndpoint ?? 'http://127.0.0.1:9/push/none'),
        platform: 'web',
        deviceName: 'Probe laptop',
      },
    }),
  },
};
