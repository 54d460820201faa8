// Master-data items a board hid from its dropdowns (the admin console, docs/admin-master-data.md).
// The masters table holds the platform's items once for every board, so "hidden" cannot be a
// column there: it is a row per board and item here. A hidden item leaves the board's dropdowns
// but keeps its row, so records that chose it still read its name.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table master_hidden (
      client_id uuid not null references clients(id) on delete cascade,
      master_id uuid not null references masters(id) on delete cascade,
      hidden_by uuid,
      created_at timestamptz not null default now(),
      primary key (client_id, master_id)
    );
  `.execute(db);
}
