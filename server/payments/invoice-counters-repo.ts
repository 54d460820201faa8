// One counter row per board for order and invoice numbers, taken in the caller's transaction so a
// number is never given twice.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

/** Adds one to the board's counter and returns it (the row is created on the board's first number). */
export async function takeNumber(db: Db, clientId: string, column: 'last_no' | 'last_order_no'): Promise<number> {
  const board = scopedTo(db, clientId);
  await board
    .insertInto('invoice_counters', {})
    .onConflict((oc) => oc.column('client_id').doNothing())
    .execute();
  const row = await board
    .updateTable('invoice_counters')
    .set({ [column]: sql`${sql.ref(column)} + 1` })
    .returning(column)
    .executeTakeFirstOrThrow();
  return Number((row as Record<string, number>)[column]);
}
