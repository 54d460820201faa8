// Web Push (issue 13, part 5): the devices that push messages go to, and the installation's VAPID
// key pair. A device is unique per tenant by its token (the push service's endpoint for `web`),
// indexed through a SHA-256 of it because a token may be longer than a btree entry holds. The key
// pair is one row, generated on first use, so every server process signs with the same key
// (docs/push.md).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table push_subscriptions (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      platform text not null check (platform in ('web', 'android', 'ios')),
      -- The push service's endpoint (web), or the FCM / APNs token (android, ios).
      token text not null check (length(token) <= 4096),
      -- hex SHA-256 of token: the unique key.
      token_key text not null,
      -- Web Push only: {p256dh, auth}, base64url.
      keys jsonb,
      -- The NotificationTypes this device wants pushed; null means every kind.
      kinds text[],
      device_name text check (length(device_name) <= 100),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index push_subscriptions_token on push_subscriptions (client_id, token_key);
    create index push_subscriptions_user on push_subscriptions (client_id, user_id, updated_at desc);

    -- The installation's VAPID key pair (base64url, as web-push makes them): at most one row.
    create table push_vapid_keys (
      id boolean primary key default true check (id),
      public_key text not null,
      private_key text not null,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}
