// Order and invoice numbers per board, from one counter row per board updated in the transaction
// that needs the number: an invoice number is taken in the same transaction that marks the order
// paid, so numbers have no gaps and are never given twice.
import type { Db } from '../db/database.ts';
import { takeNumber } from './invoice-counters-repo.ts';

const pad = (n: number) => String(n).padStart(6, '0');

export async function nextOrderNo(db: Db, clientId: string, now = new Date()): Promise<string> {
  return `ORD-${now.getUTCFullYear()}-${pad(await takeNumber(db, clientId, 'last_order_no'))}`;
}

export async function nextInvoiceNo(db: Db, clientId: string, now = new Date()): Promise<string> {
  return `INV-${now.getUTCFullYear()}-${pad(await takeNumber(db, clientId, 'last_no'))}`;
}
