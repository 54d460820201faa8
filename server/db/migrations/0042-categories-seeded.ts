// When a board was given its default job categories (server/master-data/categories.ts), kept on the
// board: "once per board" held only within one process, which remembered it in memory. Another
// process, or the same after a restart, found a board whose admin had deleted every category and
// gave it the defaults back. Boards that have categories now were given them (or made their own).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table clients add column categories_seeded_at timestamptz;
    update clients set categories_seeded_at = now()
      where exists (select 1 from categories where categories.client_id = clients.id);
  `.execute(db);
}
