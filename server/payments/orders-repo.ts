// Orders: a holder's purchase from its creation to its payment, and the event that names it.
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PaymentTables } from '../db/tables-payments.ts';
import { scopedTo, type TenantRow } from '../db/tenant-scope.ts';
import type { Holder } from './licences-repo.ts';

export type OrderRow = Selectable<PaymentTables['orders']>;
type OrderPatch = Updateable<PaymentTables['orders']>;

/** The order, if it is the holder's. */
export async function holderOrder(
  db: Db,
  clientId: string,
  holder: Holder,
  orderId: string,
): Promise<OrderRow | undefined> {
  let q = scopedTo(db, clientId).selectFrom('orders').selectAll().where('id', '=', orderId);
  q =
    holder.type === 'employer'
      ? q.where('holder_type', '=', 'employer').where('company_id', '=', holder.companyId)
      : q.where('holder_type', '=', 'candidate').where('user_id', '=', holder.userId);
  return (await q.executeTakeFirst()) as OrderRow | undefined;
}

export async function insertOrder(db: Db, clientId: string, row: TenantRow<'orders'>): Promise<OrderRow> {
  return (await scopedTo(db, clientId).insertInto('orders', row).returningAll().executeTakeFirstOrThrow()) as OrderRow;
}

/** The order's row held until the caller's transaction ends: its state moves one payment at a time. */
export async function lockOrder(trx: Db, clientId: string, orderId: string): Promise<OrderRow | undefined> {
  return (await scopedTo(trx, clientId)
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst()) as OrderRow | undefined;
}

/** Changes an order found before and returns it as it is now. */
export async function updateOrder(db: Db, clientId: string, orderId: string, patch: OrderPatch): Promise<OrderRow> {
  return (await scopedTo(db, clientId)
    .updateTable('orders')
    .set(patch)
    .where('id', '=', orderId)
    .returningAll()
    .executeTakeFirstOrThrow()) as OrderRow;
}

/** Changes an order found before. */
export async function setOrder(db: Db, clientId: string, orderId: string, patch: OrderPatch): Promise<void> {
  await scopedTo(db, clientId).updateTable('orders').set(patch).where('id', '=', orderId).execute();
}

/** Keeps the invoice's file unless one was kept first; returns the file kept, if it was this one. */
export async function keepInvoiceFile(
  db: Db,
  clientId: string,
  orderId: string,
  key: string,
): Promise<string | null | undefined> {
  const kept = await scopedTo(db, clientId)
    .updateTable('orders')
    .set({ invoice_file: key })
    .where('id', '=', orderId)
    .where('invoice_file', 'is', null)
    .returning('invoice_file')
    .executeTakeFirst();
  return kept?.invoice_file;
}

export async function invoiceFileOf(db: Db, clientId: string, orderId: string): Promise<string | null> {
  const row = await scopedTo(db, clientId)
    .selectFrom('orders')
    .select('invoice_file')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.invoice_file;
}

export type EventRef = { client_id: string; gateway: string; order_id: string | null; gateway_order_id: string | null };

/** The order a gateway event names, by our id or else by the gateway's; undefined when it names none. */
export async function orderNamedBy(db: Db, e: EventRef) {
  let q = scopedTo(db, e.client_id)
    .selectFrom('orders')
    .select(['id', 'gateway_order_id'])
    .where('gateway', '=', e.gateway);
  if (e.order_id) q = q.where('id', '=', e.order_id);
  else if (e.gateway_order_id) q = q.where('gateway_order_id', '=', e.gateway_order_id);
  else return undefined;
  return q.executeTakeFirst();
}
