// The gateways' webhook events, stored once by (board, gateway, event id) and applied later by the
// background queue; and the payment widget's error reports.
import type { Db } from '../db/database.ts';
import { acrossTenants, scopedTo, type TenantRow } from '../db/tenant-scope.ts';

/** Stores an event unless it was stored before; returns it only when this call stored it. */
export async function storeEvent(db: Db, clientId: string, row: TenantRow<'payment_events'>) {
  return scopedTo(db, clientId)
    .insertInto('payment_events', row)
    .onConflict((oc) => oc.columns(['client_id', 'gateway', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
}

/** The oldest unapplied events of every board (the background task crosses boards on purpose). */
export async function pendingEvents(db: Db, batch: number) {
  return acrossTenants(db)
    .selectFrom('payment_events')
    .selectAll()
    .where('processed_at', 'is', null)
    .orderBy('received_at')
    .limit(batch)
    .execute();
}

export async function markEventProcessed(
  db: Db,
  e: { client_id: string; gateway: string; event_id: string },
  orderId: string | null,
): Promise<void> {
  await scopedTo(db, e.client_id)
    .updateTable('payment_events')
    .set({ processed_at: new Date(), order_id: orderId })
    .where('gateway', '=', e.gateway)
    .where('event_id', '=', e.event_id)
    .execute();
}

export async function insertPaymentError(db: Db, clientId: string, row: TenantRow<'payment_errors'>): Promise<void> {
  await scopedTo(db, clientId).insertInto('payment_errors', row).execute();
}
