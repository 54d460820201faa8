// Consent before tracking (issue 50 item 2, docs/consent.md): one row per choice a visitor makes
// in the banner or the cookie preferences, kept as the board's record of consent. The visitor is a
// random id their browser keeps with the choice; no address, no account, nothing that names a
// person. The index serves the console's count (each visitor's latest choice under a version).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table consent_records (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      visitor_id uuid not null,
      policy_version text not null check (length(policy_version) between 1 and 40),
      analytics boolean not null,
      marketing boolean not null,
      created_at timestamptz not null default now()
    );
    create index consent_records_of_version on consent_records (client_id, policy_version, visitor_id, created_at desc);
  `.execute(db);
}
