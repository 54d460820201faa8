// Import runs keep, beside the rows that failed, how imported rows were read where a feed's own
// words did not match the board's exactly (a category mapped, a job type assumed).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table import_runs add column notes jsonb not null default '[]'`.execute(db);
}
