// SQL of writing a demo tenant: whether the database holds any board yet, and multi-row inserts
// of planned rows, so the whole tenant takes a few dozen statements instead of thousands.
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';

/** Rows per statement: the widest table (jobs, ~55 columns) stays far below 65,535 parameters. */
const BATCH = 250;

export async function anyClient(db: Db): Promise<boolean> {
  return Boolean(await db.selectFrom('clients').select('id').limit(1).executeTakeFirst());
}

export async function insertAll<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: Array<Insertable<Database[T]>>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH);
    await db.insertInto(table).values(chunk).execute();
  }
}
