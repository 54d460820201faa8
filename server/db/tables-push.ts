// Row types of Web Push (migration 0014-push): the devices push messages go to, and the
// installation's VAPID key pair.
import type { ColumnType, Generated } from 'kysely';
import type { components } from '@generated/schema';
import type { Json, Timestamp } from './columns.ts';

type S = components['schemas'];

export type PushKeys = { p256dh: string; auth: string };

export type PushSubscriptionsTable = {
  id: Generated<string>;
  client_id: string;
  user_id: string;
  platform: S['DevicePlatform'];
  token: string;
  token_key: string;
  keys: Json<PushKeys> | null;
  kinds: ColumnType<S['NotificationType'][] | null, S['NotificationType'][] | null, S['NotificationType'][] | null>;
  device_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type PushVapidKeysTable = {
  id: Generated<boolean>;
  public_key: string;
  private_key: string;
  created_at: Timestamp;
};

export type PushTables = {
  push_subscriptions: PushSubscriptionsTable;
  push_vapid_keys: PushVapidKeysTable;
};
