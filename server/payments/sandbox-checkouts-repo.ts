// The offline sandbox gateway's own record of its checkouts: what was asked, what the test card
// did, and when the payment settles.
import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PaymentTables } from '../db/tables-payments.ts';
import { scopedTo, type TenantRow } from '../db/tenant-scope.ts';

export type SandboxCheckoutRow = Selectable<PaymentTables['sandbox_checkouts']>;

export async function insertCheckout(db: Db, clientId: string, row: TenantRow<'sandbox_checkouts'>): Promise<void> {
  await scopedTo(db, clientId).insertInto('sandbox_checkouts', row).execute();
}

/** A checkout paid at once (a renewal charging a saved card): it has no page to return from. */
export async function insertSettledCheckout(
  db: Db,
  clientId: string,
  row: Omit<TenantRow<'sandbox_checkouts'>, 'return_url'>,
): Promise<void> {
  await insertCheckout(db, clientId, { ...row, return_url: '' });
}

export async function checkoutById(db: Db, clientId: string, id: string): Promise<SandboxCheckoutRow | undefined> {
  return (await scopedTo(db, clientId)
    .selectFrom('sandbox_checkouts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()) as SandboxCheckoutRow | undefined;
}

/** The checkout's state with its order's gateway, for the sandbox's webhook. */
export async function checkoutOutcome(db: Db, clientId: string, id: string) {
  return scopedTo(db, clientId)
    .selectFrom('sandbox_checkouts')
    .innerJoin('orders', 'orders.id', 'sandbox_checkouts.order_id')
    .select(['sandbox_checkouts.state', 'sandbox_checkouts.order_id', 'orders.gateway'])
    .where('sandbox_checkouts.id', '=', id)
    .executeTakeFirst();
}

/** What the checkout page shows and the payment needs: the checkout and its order. */
export async function checkoutPage(db: Db, clientId: string, id: string) {
  return scopedTo(db, clientId)
    .selectFrom('sandbox_checkouts as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select([
      's.id',
      's.state',
      's.amount_minor',
      's.currency',
      's.return_url',
      's.order_id',
      'o.order_no',
      'o.snapshot',
      'o.status',
      'o.recurring',
      'o.holder_type',
      'o.company_id',
      'o.user_id',
      'o.gateway',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** Records what the test card did, once: only an open checkout takes a payment. */
export async function payOpenCheckout(
  db: Db,
  clientId: string,
  id: string,
  outcome: Updateable<PaymentTables['sandbox_checkouts']>,
): Promise<void> {
  await scopedTo(db, clientId)
    .updateTable('sandbox_checkouts')
    .set(outcome)
    .where('id', '=', id)
    .where('state', '=', 'open')
    .execute();
}
