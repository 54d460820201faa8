// Remembered browsers of two-factor sign-in (docs/two-factor.md, Remembered browsers): a browser
// the user trusted at the second step skips it for 30 days. Only an HMAC digest of the cookie's
// token is kept, as for challenges, so a copy of the database cannot vouch for a browser.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table two_factor_devices (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      user_id uuid not null,
      token_hash text not null unique,
      label text not null,
      expires_at timestamptz not null,
      last_used_at timestamptz not null default now(),
      created_at timestamptz not null default now()
    );
  `.execute(db);
  await sql`create index two_factor_devices_user on two_factor_devices (client_id, user_id)`.execute(db);
}
