// Order and invoice numbers per board, from one counter row per board updated in the transaction
// that needs the number: an invoice number is taken in the same transaction that marks the order
// paid, so numbers have no gaps and are never given twice.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

async function next(db: Db, clientId: string, column: 'last_no' | 'last_order_no'): Promise<number> {
  await db
    .insertInto('invoice_counters')
    .values({ client_id: clientId })
    .onConflict((oc) => oc.column('client_id').doNothing())
    .execute();
  const row = await db
    .updateTable('invoice_counters')
    .set({ [column]: sql`${sql.ref(column)} + 1` })
    .where('client_id', '=', clientId)
    .returning(column)
    .executeTakeFirstOrThrow();
  return Number((row as Record<string, number>)[column]);
}

const pad = (n: number) => String(n).padStart(6, '0');

export async function nextOrderNo(db: Db, clientId: string, now = new Date()): Promise<string> {
  return `ORD-${now.getUTCFullYear()}-${pad(await next(db, clientId, 'last_order_no'))}`;
}

export async function nextInvoiceNo(db: Db, clientId: string, now = new Date()): Promise<string> {
  return `INV-${now.getUTCFullYear()}-${pad(await next(db, clientId, 'last_no'))}`;
}
