// The history of a board's hosts for the admin console (docs/admin-domains.md): when a host
// stopped being the primary one, and why a pending domain's last DNS check did not prove it.
// Hosts retired before this migration keep a null retired_at (the moment was not recorded).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table client_hosts add column retired_at timestamptz;
    alter table domain_verifications add column check_note text check (length(check_note) <= 300);
  `.execute(db);
}
