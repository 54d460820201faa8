// The one state machine of an order, fed by whatever learnt what happened to its payment (a
// webhook, the buyer's return, the status page's poll): Pending (2) → Success (1) or Failed (3);
// Failed → Success when a later attempt pays; Success is final. Within one transaction holding
// the order's row: the ledger row of the gateway payment is written (once per payment, updated as
// it settles, never downgraded), and on success the invoice number is taken, the licence granted
// and the coupon's redemption counted: all or nothing, and only the first time. A payment whose
// amount or currency differs from the order's grants nothing and is logged.
import type { Db } from '../db/database.ts';
import { countRedemption } from './coupons-repo.ts';
import type { GatewayPayment } from './gateways/gateway.ts';
import { insertLicence, planInForce, supersedePlans, type Holder } from './licences-repo.ts';
import { nextInvoiceNo } from './order-numbers.ts';
import { lockOrder, updateOrder, type OrderRow } from './orders-repo.ts';
import { defaultCardWith } from './payment-methods-repo.ts';
import { upsertLedgerRow } from './transactions-repo.ts';
import { log as logger } from '../log/logger.ts';

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
  await upsertLedgerRow(trx, {
    clientId: o.client_id,
    orderId: o.id,
    gateway: o.gateway,
    gatewayPaymentId: p.gatewayPaymentId,
    amountMinor: p.amountMinor,
    currency: p.currency,
    status,
    cardBrand: p.card?.brand ?? null,
    cardLast4: p.card?.last4 ?? null,
    failureReason: p.failureReason,
    paidAt: status === 1 ? now : null,
  });
}

async function grantLicence(trx: Db, o: OrderRow, now: Date): Promise<string> {
  const holder = holderOfOrder(o);
  const base = {
    holder_type: o.holder_type,
    company_id: o.company_id,
    user_id: o.holder_type === 'candidate' ? o.user_id : null,
    snapshot: JSON.stringify(o.snapshot),
    gateway: o.gateway,
    order_id: o.id,
    cancelled_at: null,
  };
  const current = await planInForce(trx, o.client_id, holder, now);
  const validity = o.snapshot.validityDays * DAY;
  if (o.kind === 'topup') {
    // A pack's credits end with its validity or with the plan in force, whichever is first.
    const end = Math.min(
      now.getTime() + validity,
      current ? new Date(current.expires_at).getTime() : now.getTime() + validity,
    );
    return insertLicence(trx, o.client_id, {
      ...base,
      kind: 'topup',
      plan_id: null,
      topup_id: o.topup_id,
      status: 'active',
      starts_at: now,
      expires_at: new Date(end),
      auto_renew: false,
    });
  }
  // Renewing the plan in force adds its period to what is left; any other plan starts now.
  const renewing = current && current.plan_id === o.plan_id && o.snapshot.subscription !== 'TRIAL';
  const startsAt = now;
  const expiresAt = new Date((renewing ? new Date(current.expires_at).getTime() : now.getTime()) + validity);
  await supersedePlans(trx, o.client_id, holder, now);
  // A subscription renews with the card saved at its checkout; a one-off purchase does not.
  const card = o.recurring ? await defaultCardWith(trx, o.client_id, holder, o.provider) : undefined;
  return insertLicence(trx, o.client_id, {
    ...base,
    kind: 'plan',
    plan_id: o.plan_id,
    topup_id: null,
    status: 'active',
    starts_at: startsAt,
    expires_at: expiresAt,
    auto_renew: card !== undefined,
  });
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
    const o = await lockOrder(trx, clientId, orderId);
    if (!o) return null;
    await writeLedger(trx, o, payment, now);
    if (o.status === 1 || payment.outcome === 'pending') return { order: o, changed: false };
    if (payment.outcome === 'failed') {
      if (o.status === 3 && o.failure_reason === payment.failureReason) return { order: o, changed: false };
      const updated = await updateOrder(trx, clientId, o.id, {
        status: 3,
        failure_reason: payment.failureReason ?? 'The payment was declined',
        updated_at: now,
      });
      return { order: updated, changed: true };
    }
    if (payment.amountMinor !== o.total_minor || payment.currency !== o.currency) {
      log(
        `payments: order ${o.order_no} reported paid ${payment.amountMinor} ${payment.currency}, ` +
          `expected ${o.total_minor} ${o.currency}; nothing granted`,
      );
      const updated = await updateOrder(trx, clientId, o.id, {
        status: 3,
        failure_reason: 'The amount paid does not match the order',
        updated_at: now,
      });
      return { order: updated, changed: true };
    }
    const licenceId = await grantLicence(trx, o, now);
    const invoiceNo = await nextInvoiceNo(trx, clientId, now);
    if (o.coupon_id) await countRedemption(trx, clientId, o.coupon_id);
    const updated = await updateOrder(trx, clientId, o.id, {
      status: 1,
      failure_reason: null,
      paid_at: now,
      licence_id: licenceId,
      invoice_no: invoiceNo,
      updated_at: now,
    });
    return { order: updated, changed: true };
  });
}
