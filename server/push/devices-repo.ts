// Queries of push_subscriptions. Every query names the tenant; the ones of a user's devices name
// the user too.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { PushKeys } from '../db/tables-push.ts';
import { scopedTo } from '../db/tenant-scope.ts';

type S = components['schemas'];
export type NotificationKind = S['NotificationType'];

/** How many devices one user keeps; registering one more drops the longest unrefreshed. */
export const DEVICES_PER_USER = 20;

export const tokenKey = (token: string) => createHash('sha256').update(token).digest('hex');

export type DeviceRow = {
  clientId: string;
  userId: string;
  platform: S['DevicePlatform'];
  token: string;
  keys: PushKeys | null;
  /** undefined: keep the device's earlier choice (all kinds for a new device or a new owner). */
  kinds: NotificationKind[] | undefined;
  deviceName: string | null;
};

/**
 * Stores a device, or refreshes it when its token is known on this tenant: a token registered
 * before by any user moves to the caller (a shared browser now belongs to whoever signed in last).
 */
export async function upsertDevice(db: Db, d: DeviceRow): Promise<void> {
  const keys = d.keys ? JSON.stringify(d.keys) : null;
  const scope = scopedTo(db, d.clientId);
  await scope
    .insertInto('push_subscriptions', {
      user_id: d.userId,
      platform: d.platform,
      token: d.token,
      token_key: tokenKey(d.token),
      keys,
      kinds: d.kinds ?? null,
      device_name: d.deviceName,
    })
    .onConflict((oc) =>
      oc.columns(['client_id', 'token_key']).doUpdateSet((eb) => ({
        user_id: eb.ref('excluded.user_id'),
        platform: eb.ref('excluded.platform'),
        token: eb.ref('excluded.token'),
        keys: eb.ref('excluded.keys'),
        kinds:
          d.kinds === undefined
            ? sql<
                NotificationKind[] | null
              >`case when push_subscriptions.user_id = excluded.user_id then push_subscriptions.kinds end`
            : eb.ref('excluded.kinds'),
        // A refresh without a name keeps the one given before.
        device_name: sql<string | null>`coalesce(excluded.device_name, push_subscriptions.device_name)`,
        updated_at: sql<Date>`now()`,
      })),
    )
    .execute();
  await scope
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', d.userId)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('push_subscriptions')
        .select('id')
        .where(scope.owns('push_subscriptions'))
        .where('user_id', '=', d.userId)
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .limit(DEVICES_PER_USER),
    )
    .execute();
}

export type WebTarget = { id: string; endpoint: string; keys: PushKeys };

/** The user's web devices on this tenant that want this kind pushed. */
export async function webTargets(
  db: Db,
  clientId: string,
  userId: string,
  kind: NotificationKind,
): Promise<WebTarget[]> {
  const rows = await scopedTo(db, clientId)
    .selectFrom('push_subscriptions')
    .select(['id', 'token', 'keys'])
    .where('user_id', '=', userId)
    .where('platform', '=', 'web')
    .where((eb) => eb.or([eb('kinds', 'is', null), sql<boolean>`${kind} = any(kinds)`]))
    .execute();
  return rows.flatMap((r) => (r.keys ? [{ id: r.id, endpoint: r.token, keys: r.keys }] : []));
}

/** Forgets a device the push service says is gone (404 or 410). */
export async function removeDevice(db: Db, clientId: string, id: string): Promise<void> {
  await scopedTo(db, clientId).deleteFrom('push_subscriptions').where('id', '=', id).execute();
}
