// Two-factor sign-in (issue #48 item 1, docs/two-factor.md): a user's authenticator secret on a
// board (encrypted), their recovery codes (HMAC digests) and the short-lived challenges a login
// answers instead of a session.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table two_factor_secrets (
      client_id uuid not null references clients(id) on delete cascade,
      user_id uuid not null,
      secret_enc text not null,
      confirmed_at timestamptz,
      last_used_step bigint not null default 0,
      created_at timestamptz not null default now(),
      primary key (client_id, user_id)
    );
  `.execute(db);
  await sql`
    create table two_factor_recovery_codes (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      user_id uuid not null,
      code_hash text not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
  `.execute(db);
  await sql`create index two_factor_recovery_codes_user on two_factor_recovery_codes (client_id, user_id)`.execute(db);
  await sql`
    create table two_factor_challenges (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      user_id uuid not null,
      token_hash text not null unique,
      tries integer not null default 0,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}
