// Orders: created from a server-side quote, sent to the gateway's hosted checkout, and followed
// until paid. Whatever the buyer's browser reports is checked with the gateway before anything
// changes (settle.ts is the one place an order's state moves).
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { notFound } from '../errors/errors.ts';
import { fieldError } from './field-error.ts';
import { gatewaySupports, gatewaysFor } from './gateway-support.ts';
import { minorUnits, type GatewayClient, type GatewayName } from './gateways/gateway.ts';
import type { Holder } from './licences-repo.ts';
import { toMajor } from './money.ts';
import { nextOrderNo } from './order-numbers.ts';
import { quote, type QuoteInput } from './quote.ts';
import { holderOrder, insertOrder, updateOrder, type OrderRow } from './orders-repo.ts';
import { settle } from './settle.ts';
import { summaryOf } from './views.ts';

type S = components['schemas'];

export type Buyer = { holder: Holder; userId: string; email: string; name: string; holderName: string };

const CHECKOUT_HOURS = 24;

/** What a new order has not got yet: a checkout, a payment, a licence, an invoice. */
export const UNPAID = {
  gateway_order_id: null,
  checkout_url: null,
  checkout_expires_at: null,
  failure_reason: null,
  paid_at: null,
  licence_id: null,
  invoice_no: null,
  invoice_file: null,
} as const;

export async function findOrder(db: Db, clientId: string, buyer: Holder, orderId: string): Promise<OrderRow> {
  const row = await holderOrder(db, clientId, buyer, orderId);
  if (!row) throw notFound('This order does not exist');
  return row;
}

export function orderView(o: OrderRow, holderName: string): S['Order'] {
  const m = (minor: number) => toMajor(minor, o.currency);
  return {
    _id: o.id,
    orderNo: o.order_no,
    kind: o.kind,
    action: o.action as S['SubscriptionAction'],
    buyer: {
      type: o.holder_type,
      _id: (o.holder_type === 'employer' ? o.company_id : o.user_id) ?? '',
      name: holderName,
    },
    plan: summaryOf(o.snapshot),
    currency: o.currency as S['CurrencyCode'],
    subtotal: m(o.subtotal_minor),
    discount: m(o.discount_minor),
    tax: m(o.tax_minor),
    total: m(o.total_minor),
    couponCode: o.coupon_code,
    gateway: o.gateway as S['PaymentGateway'],
    gatewayOrderId: o.gateway_order_id,
    status: o.status,
    paidAt: o.paid_at?.toISOString() ?? null,
    createdAt: o.created_at.toISOString(),
    updatedAt: o.updated_at.toISOString(),
  };
}

export async function createOrder(
  db: Db,
  tenant: Tenant,
  buyer: Buyer,
  input: QuoteInput & { gateway: GatewayName },
): Promise<OrderRow> {
  if (!gatewaysFor(tenant, input.currency).includes(input.gateway))
    throw fieldError(
      'gateway',
      gatewaySupports(input.gateway, input.currency)
        ? `${input.gateway} payments are not enabled on this job board`
        : `${input.gateway} does not take payment in ${input.currency}`,
    );
  const q = await quote(db, tenant, buyer.holder, input);
  return db.transaction().execute(async (trx) => {
    const orderNo = await nextOrderNo(trx, tenant.id);
    return insertOrder(trx, tenant.id, {
      order_no: orderNo,
      holder_type: buyer.holder.type,
      company_id: buyer.holder.type === 'employer' ? buyer.holder.companyId : null,
      user_id: buyer.userId,
      kind: q.kind,
      action: q.action,
      plan_id: q.planId,
      topup_id: q.topUpId,
      snapshot: JSON.stringify(q.snapshot),
      currency: q.currency,
      subtotal_minor: q.subtotalMinor,
      discount_minor: q.couponMinor + q.prorationMinor,
      tax_minor: q.taxMinor,
      total_minor: q.totalMinor,
      coupon_id: q.coupon?.id ?? null,
      coupon_code: q.coupon?.code ?? null,
      gateway: input.gateway,
      provider: 'pending',
      ...UNPAID,
    });
  });
}

/** Where the buyer pays: the order's live checkout, or a new one at the gateway. */
export async function checkoutFor(
  db: Db,
  order: OrderRow,
  client: GatewayClient,
  buyer: Buyer,
  returnUrl: string,
  cancelUrl: string,
): Promise<{ url: string; expiresAt: Date; order: OrderRow }> {
  if (order.status === 1) throw fieldError('orderId', 'This order is already paid');
  const now = new Date();
  if (
    order.status === 2 &&
    order.checkout_url &&
    order.checkout_expires_at &&
    order.checkout_expires_at.getTime() > now.getTime() + 60_000 &&
    order.provider === client.provider
  )
    return { url: order.checkout_url, expiresAt: order.checkout_expires_at, order };
  // A zero total (a 100 % coupon) has nothing to charge and no gateway takes zero: it is settled
  // here, and the buyer goes straight to the status page.
  if (order.total_minor === 0) {
    const result = await settle(db, order.client_id, order.id, {
      gatewayOrderId: `free_${order.id}`,
      gatewayPaymentId: `free_${order.id}`,
      outcome: 'succeeded',
      amountMinor: 0,
      currency: order.currency,
      card: null,
      failureReason: null,
    });
    return { url: returnUrl, expiresAt: now, order: result?.order ?? order };
  }
  const expiresAt = new Date(now.getTime() + CHECKOUT_HOURS * 3_600_000);
  const session = await client.createCheckout({
    orderId: order.id,
    orderNo: order.order_no,
    amountMinor: minorUnits(toMajor(order.total_minor, order.currency), order.currency),
    currency: order.currency,
    description: `${order.snapshot.name}${order.snapshot.billingPeriod ? ` (${order.snapshot.billingPeriod.toLowerCase()})` : ''}`,
    buyerEmail: buyer.email,
    buyerName: buyer.name,
    returnUrl,
    cancelUrl,
    expiresAt,
  });
  const updated = await updateOrder(db, order.client_id, order.id, {
    provider: client.provider,
    gateway_order_id: session.gatewayOrderId,
    checkout_url: session.checkoutUrl,
    checkout_expires_at: expiresAt,
    // Paying again after a failure starts a new attempt.
    ...(order.status === 3 ? { status: 2 as const, failure_reason: null } : {}),
    updated_at: now,
  });
  return { url: session.checkoutUrl, expiresAt, order: updated };
}

/** Asks the gateway about a pending order and applies the answer. */
export async function refreshFromGateway(db: Db, order: OrderRow, client: GatewayClient): Promise<OrderRow> {
  if (order.status === 1 || !order.gateway_order_id || order.provider !== client.provider) return order;
  const payment = await client.fetchPayment(order.gateway_order_id);
  const result = await settle(db, order.client_id, order.id, payment);
  return result?.order ?? order;
}
