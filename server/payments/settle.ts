// The one state machine of an order, fed by whatever learnt what happened to its payment (a
// webhook, the buyer's return, the status page's poll): Pending (2) → Success (1) or Failed (3);
// Failed → Success when a later attempt pays; Success is final. Within one transaction holding
// the order's row: the ledger row of the gateway payment is written (once per payment, updated as
// it settles, never downgraded), and on success the invoice number is taken, the licence granted
// and the coupon's redemption counted: all or nothing, and only the first time. A payment whose
// amount or currency differs from the order's grants nothing and is logged.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Selectable } from 'kysely';
import type { OrderStatus, PaymentTables } from '../db/tables-payments.ts';
import type { GatewayPayment } from './gateways/gateway.ts';
import { GRANTING, supersedePlans, type Holder } from './licences-repo.ts';
import { nextInvoiceNo } from './order-numbers.ts';
import { savedCardQuery } from './payment-methods.ts';
import { log as logger } from '../log/logger.ts';

export type OrderRow = Selectable<PaymentTables['orders']>;

export type SettleResult = { order: OrderRow; changed: boolean };

const STATUS_OF = { succeeded: 1, pending: 2, failed: 3 } as const;
const DAY = 86_400_000;

export function holderOfOrder(o: OrderRow): Holder {
  return o.holder_type === 'employer' && o.company_id
    ? { type: 'employer', companyId: o.company_id }
    : { type: 'candidate', userId: o.user_id };
}

async function writeLedger(trx: Db, o: OrderRow, p: GatewayPayment, now: Date): Promise<void> {
  if (!p.gatewayPaymentId) return;
  const status = STATUS_OF[p.outcome];
  await trx
    .insertInto('payment_transactions')
    .values({
      client_id: o.client_id,
      order_id: o.id,
      gateway: o.gateway,
      gateway_payment_id: p.gatewayPaymentId,
      amount_minor: p.amountMinor,
      currency: p.currency,
      status,
      card_brand: p.card?.brand ?? null,
      card_last4: p.card?.last4 ?? null,
      failure_reason: p.failureReason,
      paid_at: status === 1 ? now : null,
    })
    .onConflict((oc) =>
      oc
        .columns(['client_id', 'gateway', 'gateway_payment_id'])
        .where('gateway_payment_id', 'is not', null)
        .doUpdateSet({
          // A settled payment keeps its outcome whatever arrives later.
          status: sql<OrderStatus>`case when payment_transactions.status = 2 then excluded.status else payment_transactions.status end`,
          card_brand: sql<string>`coalesce(excluded.card_brand, payment_transactions.card_brand)`,
          card_last4: sql<string>`coalesce(excluded.card_last4, payment_transactions.card_last4)`,
          failure_reason: sql<string>`case when payment_transactions.status = 2 then excluded.failure_reason else payment_transactions.failure_reason end`,
          paid_at: sql<Date>`coalesce(payment_transactions.paid_at, excluded.paid_at)`,
        }),
    )
    .execute();
}

async function grantLicence(trx: Db, o: OrderRow, now: Date): Promise<string> {
  const holder = holderOfOrder(o);
  const base = {
    client_id: o.client_id,
    holder_type: o.holder_type,
    company_id: o.company_id,
    user_id: o.holder_type === 'candidate' ? o.user_id : null,
    snapshot: JSON.stringify(o.snapshot),
    gateway: o.gateway,
    order_id: o.id,
    cancelled_at: null,
  };
  let q = trx
    .selectFrom('licences')
    .select(['id', 'expires_at', 'plan_id'])
    .where('client_id', '=', o.client_id)
    .where('kind', '=', 'plan')
    .where('status', 'in', GRANTING)
    .where('expires_at', '>', now);
  q =
    holder.type === 'employer' ? q.where('company_id', '=', holder.companyId) : q.where('user_id', '=', holder.userId);
  const current = await q.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
  const validity = o.snapshot.validityDays * DAY;
  if (o.kind === 'topup') {
    // A pack's credits end with its validity or with the plan in force, whichever is first.
    const end = Math.min(
      now.getTime() + validity,
      current ? new Date(current.expires_at).getTime() : now.getTime() + validity,
    );
    const row = await trx
      .insertInto('licences')
      .values({
        ...base,
        kind: 'topup',
        plan_id: null,
        topup_id: o.topup_id,
        status: 'active',
        starts_at: now,
        expires_at: new Date(end),
        auto_renew: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  // Renewing the plan in force adds its period to what is left; any other plan starts now.
  const renewing = current && current.plan_id === o.plan_id && o.snapshot.subscription !== 'TRIAL';
  const startsAt = now;
  const expiresAt = new Date((renewing ? new Date(current.expires_at).getTime() : now.getTime()) + validity);
  await supersedePlans(trx, o.client_id, holder, now);
  // A subscription renews with the card saved at its checkout; a one-off purchase does not.
  const card = o.recurring
    ? await savedCardQuery(trx, o.client_id, holder).where('provider', '=', o.provider).select('id').executeTakeFirst()
    : undefined;
  const row = await trx
    .insertInto('licences')
    .values({
      ...base,
      kind: 'plan',
      plan_id: o.plan_id,
      topup_id: null,
      status: 'active',
      starts_at: startsAt,
      expires_at: expiresAt,
      auto_renew: card !== undefined,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Applies what the gateway reports about an order's payment; safe to call any number of times. */
export async function settle(
  db: Db,
  clientId: string,
  orderId: string,
  payment: GatewayPayment,
  now = new Date(),
  log: (message: string) => void = (m) => logger.warn({}, m),
): Promise<SettleResult | null> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('orders')
      .selectAll()
      .where('client_id', '=', clientId)
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!found) return null;
    const o = found as OrderRow;
    await writeLedger(trx, o, payment, now);
    if (o.status === 1 || payment.outcome === 'pending') return { order: o, changed: false };
    if (payment.outcome === 'failed') {
      if (o.status === 3 && o.failure_reason === payment.failureReason) return { order: o, changed: false };
      const updated = await trx
        .updateTable('orders')
        .set({ status: 3, failure_reason: payment.failureReason ?? 'The payment was declined', updated_at: now })
        .where('id', '=', o.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { order: updated as OrderRow, changed: true };
    }
    if (payment.amountMinor !== o.total_minor || payment.currency !== o.currency) {
      log(
        `payments: order ${o.order_no} reported paid ${payment.amountMinor} ${payment.currency}, ` +
          `expected ${o.total_minor} ${o.currency}; nothing granted`,
      );
      const updated = await trx
        .updateTable('orders')
        .set({ status: 3, failure_reason: 'The amount paid does not match the order', updated_at: now })
        .where('id', '=', o.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { order: updated as OrderRow, changed: true };
    }
    const licenceId = await grantLicence(trx, o, now);
    const invoiceNo = await nextInvoiceNo(trx, clientId, now);
    if (o.coupon_id)
      await trx
        .updateTable('coupons')
        .set({ redemption_count: sql<number>`redemption_count + 1` })
        .where('id', '=', o.coupon_id)
        .execute();
    const updated = await trx
      .updateTable('orders')
      .set({
        status: 1,
        failure_reason: null,
        paid_at: now,
        licence_id: licenceId,
        invoice_no: invoiceNo,
        updated_at: now,
      })
      .where('id', '=', o.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { order: updated as OrderRow, changed: true };
  });
}
