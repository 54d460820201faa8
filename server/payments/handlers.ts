// Plans, licences, orders, payments and subscriptions (tag payments, plus the two billing-info
// calls). Thin: the rules live in server/payments (docs/payments.md).
import type { FastifyRequest } from 'fastify';
import { tenantOf, userOf, type RequestContext } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../errors/errors.ts';
import { handlers } from '../http/handler.ts';
import { fieldError } from './field-error.ts';
import { buyerOf, cancelPath, holderOfCaller, requestOrigin, statusPath } from './buyer.ts';
import { CATALOGUE_CURRENCY } from './catalogue.ts';
import { couponView } from './coupons.ts';
import { callerEntitlements, licenceMap } from './entitlements.ts';
import { currencySupport } from './gateway-support.ts';
import type { GatewayName } from './gateways/gateway.ts';
import { gatewayClient } from './gateways/select.ts';
import { invoiceOf } from './invoices.ts';
import { listMethods, setDefaultMethod, deleteMethod, methodView } from './payment-methods.ts';
import { holderCard } from './payment-methods-repo.ts';
import { setOrder } from './orders-repo.ts';
import { insertPaymentError } from './payment-events-repo.ts';
import { orderStatusView, refreshed } from './order-status.ts';
import { checkoutFor, createOrder, findOrder, orderView, type Buyer } from './orders.ts';
import * as plans from './plans.ts';
import { quote } from './quote.ts';
import { ratesOf, RATES_UPDATED_AT, REFERENCE_RATES, toMajor } from './money.ts';
import { cancelSubscription, chargeSavedCard, findCard } from './subscriptions.ts';
import { latestTransaction, listTransactions } from './transactions.ts';
import { sendPaymentLink } from './payment-link.ts';
import { summaryOf } from './views.ts';
import type { components } from '@generated/schema';

type S = components['schemas'];

async function orderOf(ctx: RequestContext, orderId: string) {
  const tenant = tenantOf(ctx);
  return { tenant, order: await findOrder(ctx.db, tenant.id, holderOfCaller(ctx), orderId) };
}

async function startCheckout(req: FastifyRequest, ctx: RequestContext, orderId: string, gateway?: GatewayName) {
  const tenant = tenantOf(ctx);
  const buyer = await buyerOf(ctx, tenant);
  const order = await findOrder(ctx.db, tenant.id, buyer.holder, orderId);
  if (gateway && gateway !== order.gateway) throw fieldError('gateway', `This order is paid through ${order.gateway}`);
  const origin = requestOrigin(req);
  const client = gatewayClient(ctx, tenant, order.gateway as GatewayName, origin);
  return {
    ...(await checkoutFor(
      ctx.db,
      order,
      client,
      buyer,
      `${origin}${statusPath(order)}`,
      `${origin}${cancelPath(order)}`,
    )),
    buyer,
  };
}

async function billingInfo(ctx: RequestContext): Promise<S['BillingInfo']> {
  const tenant = tenantOf(ctx);
  const buyer = await buyerOf(ctx, tenant);
  const ent = await callerEntitlements(ctx);
  const plan = ent?.plan ?? null;
  const card = await holderCard(ctx.db, tenant.id, buyer.holder);
  return {
    billingName: buyer.holder.type === 'employer' ? buyer.holderName : buyer.name,
    email: buyer.email,
    address: null,
    taxId: null,
    currency: (plan?.snapshot.currency ?? CATALOGUE_CURRENCY) as S['CurrencyCode'],
    currentPlan: plan ? summaryOf(plan.snapshot) : null,
    licenceStatus: plan ? plan.status : null,
    nextRenewalAt: plan?.auto_renew ? plan.expires_at.toISOString() : null,
    autoRenew: plan?.auto_renew ?? false,
    defaultPaymentMethod: card ? methodView(card) : null,
  };
}

async function purchase(ctx: RequestContext, body: S['BuyPlanInput']): Promise<S['PlanPurchase']> {
  const tenant = tenantOf(ctx);
  const buyer: Buyer = await buyerOf(ctx, tenant);
  const card = await findCard(ctx.db, tenant.id, buyer.holder, body.paymentMethodId);
  const created = await createOrder(ctx.db, tenant, buyer, {
    planId: body.planId,
    currency: body.currency,
    gateway: card.gateway as GatewayName,
    ...(body.couponCode ? { couponCode: body.couponCode } : {}),
  });
  await setOrder(ctx.db, tenant.id, created.id, { recurring: true });
  const order = await chargeSavedCard(ctx.db, { ...created, recurring: true }, card);
  const status = await orderStatusView(ctx, tenant, order);
  return {
    order: orderView(order, buyer.holderName),
    status: order.status,
    licence: status.licence,
    requiresAction: false,
    clientSecret: null,
    statusPath: statusPath(order),
  };
}

async function subscriptionCheckout(req: FastifyRequest, ctx: RequestContext, body: S['SubscriptionCheckoutInput']) {
  const tenant = tenantOf(ctx);
  const buyer = await buyerOf(ctx, tenant);
  const gateway = body.gateway ?? currencySupport(tenant, body.currency).gateways.find((g) => g.isDefault)?.gateway;
  if (!gateway) throw fieldError('currency', `No payment gateway of this job board takes ${body.currency}`);
  const order = await createOrder(ctx.db, tenant, buyer, {
    planId: body.planId,
    currency: body.currency,
    gateway,
    ...(body.couponCode ? { couponCode: body.couponCode } : {}),
  });
  await setOrder(ctx.db, tenant.id, order.id, { recurring: true });
  const started = await startCheckout(req, ctx, order.id);
  const result: S['SubscriptionCheckout'] = {
    orderId: order.id,
    gateway,
    gatewayCustomerId: `${started.order.provider === 'sandbox' ? 'sbx_cus' : 'cus'}_${(buyer.holder.type === 'employer' ? buyer.holder.companyId : buyer.holder.userId).replace(/-/g, '').slice(0, 24)}`,
    gatewaySubscriptionId: null,
    clientSecret: null,
    checkoutUrl: started.url,
    publishableKey: null,
    amount: toMajor(started.order.total_minor, started.order.currency),
    currency: started.order.currency as S['CurrencyCode'],
    status: started.order.status,
  };
  return result;
}

async function reportError(ctx: RequestContext, body: S['PaymentEventErrorInput']) {
  const tenant = tenantOf(ctx);
  const user = userOf(ctx);
  if (body.orderId) await findOrder(ctx.db, tenant.id, holderOfCaller(ctx), body.orderId);
  await insertPaymentError(ctx.db, tenant.id, {
    user_id: user.id,
    order_id: body.orderId ?? null,
    gateway: body.gateway,
    event: body.event,
    code: body.code ?? null,
    message: body.message,
    context: JSON.stringify(body.context ?? {}),
  });
  return ok(null, 'Event recorded');
}

async function intentFailed(req: FastifyRequest, ctx: RequestContext, body: S['PaymentIntentFailInput']) {
  const { tenant, order } = await orderOf(ctx, body.orderId);
  if (body.gateway !== order.gateway) throw fieldError('gateway', `This order is paid through ${order.gateway}`);
  // The widget's word is checked with the gateway: only a failure the gateway confirms is recorded.
  const now = await refreshed(ctx, tenant, order, requestOrigin(req));
  return ok(await orderStatusView(ctx, tenant, now));
}

const methodsOf = async (ctx: RequestContext) => listMethods(ctx.db, tenantOf(ctx).id, holderOfCaller(ctx));

export const paymentHandlers = handlers({
  listEmployerPlans: async ({ body, ctx }) =>
    ok(await plans.listPlans({ db: ctx.db, tenant: tenantOf(ctx) }, 'employer', body ?? {})),
  listCandidatePlans: async ({ body, ctx }) =>
    ok(await plans.listPlans({ db: ctx.db, tenant: tenantOf(ctx) }, 'candidate', body ?? {})),
  listGuestPlans: async ({ body, ctx }) =>
    ok(await plans.listPlans({ db: ctx.db, tenant: tenantOf(ctx) }, body.audience, body)),
  listTopUps: async ({ body, ctx }) => ok(await plans.listTopUps({ db: ctx.db, tenant: tenantOf(ctx) }, body ?? {})),
  getEmployerCurrentPlan: async ({ ctx }) => {
    const holder = holderOfCaller(ctx);
    if (holder.type !== 'employer') throw notFound('No plan');
    return ok(await plans.currentPlan(ctx, tenantOf(ctx), holder.companyId));
  },
  getTopUpDetails: async ({ ctx }) => {
    const holder = holderOfCaller(ctx);
    if (holder.type !== 'employer') throw notFound('No plan');
    return ok(await plans.topUpDetails(ctx.db, tenantOf(ctx), holder.companyId));
  },
  getLicenceMap: async ({ ctx }) => ok(await licenceMap(ctx, tenantOf(ctx))),
  listCandidateLicences: async ({ ctx }) =>
    ok(await plans.candidateLicenceList({ db: ctx.db, tenant: tenantOf(ctx) }, userOf(ctx).id)),
  listGuestCandidateLicences: async ({ ctx }) =>
    ok(await plans.candidateLicenceList({ db: ctx.db, tenant: tenantOf(ctx) }, null)),
  validateCandidateLicence: async ({ ctx }) =>
    ok(await plans.validateCandidateLicence(ctx, tenantOf(ctx), userOf(ctx).id)),
  listLicences: async ({ query, ctx }) =>
    ok(await plans.listLicences(ctx.db, tenantOf(ctx), holderOfCaller(ctx), query ?? {})),
  getGatewayCurrencySupport: async ({ params, ctx }) => ok(currencySupport(tenantOf(ctx), params.currency)),
  getCurrencyRates: async ({ ctx }) => {
    const rates = ratesOf(tenantOf(ctx));
    const known = Object.fromEntries(Object.keys(REFERENCE_RATES).map((c) => [c, rates[c] ?? 1]));
    return ok({ base: 'USD' as const, rates: known, updatedAt: RATES_UPDATED_AT });
  },
  applyCoupon: async ({ body, ctx }) => {
    const tenant = tenantOf(ctx);
    const q = await quote(ctx.db, tenant, holderOfCaller(ctx), {
      ...(body.planId ? { planId: body.planId } : {}),
      ...(body.topUpId ? { topUpId: body.topUpId } : {}),
      currency: body.currency,
      couponCode: body.code,
    });
    if (!q.coupon) throw fieldError('code', 'This coupon code does not exist');
    const m = (minor: number) => toMajor(minor, q.currency);
    return ok(
      {
        coupon: couponView(q.coupon),
        currency: q.currency as S['CurrencyCode'],
        originalPrice: m(q.subtotalMinor),
        discount: m(q.couponMinor),
        finalPrice: m(q.subtotalMinor - q.couponMinor),
      },
      'Coupon applied',
    );
  },
  createOrder: async ({ body, ctx }) => {
    const tenant = tenantOf(ctx);
    const buyer = await buyerOf(ctx, tenant);
    const order = await createOrder(ctx.db, tenant, buyer, {
      ...(body.planId ? { planId: body.planId } : {}),
      ...(body.topUpId ? { topUpId: body.topUpId } : {}),
      currency: body.currency,
      gateway: body.gateway,
      ...(body.couponCode ? { couponCode: body.couponCode } : {}),
    });
    return ok(orderView(order, buyer.holderName), 'Order created');
  },
  createOrderPaymentUrl: async ({ body, ctx, req }) => {
    const { url, expiresAt, order } = await startCheckout(req, ctx, body.orderId, body.gateway);
    return ok({ orderId: order.id, gateway: order.gateway as GatewayName, url, expiresAt: expiresAt.toISOString() });
  },
  createPaymentLink: async ({ body, ctx, req }) => {
    const { url, expiresAt, order, buyer } = await startCheckout(req, ctx, body.orderId);
    if (body.sendTo) await sendPaymentLink(ctx, tenantOf(ctx), order, url, body.sendTo, buyer.name);
    return ok(
      {
        orderId: order.id,
        gateway: order.gateway as GatewayName,
        url,
        expiresAt: expiresAt.toISOString(),
        sentTo: body.sendTo ?? null,
      },
      body.sendTo ? `Payment link sent to ${body.sendTo}` : 'Payment link created',
    );
  },
  createPayment: async ({ body, ctx, req }) => {
    const { tenant, order } = await orderOf(ctx, body.orderId);
    if (body.gateway !== order.gateway) throw fieldError('gateway', `This order is paid through ${order.gateway}`);
    if (body.gatewayOrderId && order.gateway_order_id && body.gatewayOrderId !== order.gateway_order_id)
      throw fieldError('gatewayOrderId', 'This is not the checkout of this order');
    const now = await refreshed(ctx, tenant, order, requestOrigin(req));
    const transaction = await latestTransaction(ctx.db, tenant.id, now.id);
    if (!transaction || transaction.gatewayPaymentId !== body.gatewayPaymentId)
      throw fieldError('gatewayPaymentId', `${order.gateway} has no such payment for this order`);
    const status = await orderStatusView(ctx, tenant, now);
    const buyer = await buyerOf(ctx, tenant);
    return ok(
      { order: orderView(now, buyer.holderName), transaction, licence: status.licence, statusPath: statusPath(now) },
      now.status === 1
        ? 'Payment received'
        : now.status === 3
          ? 'The payment failed'
          : 'The payment is being confirmed',
    );
  },
  getOrderStatus: async ({ params, ctx, req }) => {
    const { tenant, order } = await orderOf(ctx, params.id);
    return ok(await orderStatusView(ctx, tenant, await refreshed(ctx, tenant, order, requestOrigin(req))));
  },
  listTransactions: async ({ body, ctx }) =>
    ok(await listTransactions(ctx.db, tenantOf(ctx).id, holderOfCaller(ctx), body ?? {})),
  getInvoice: async ({ body, ctx }) => {
    const { tenant, order } = await orderOf(ctx, body.orderId);
    return ok(await invoiceOf(ctx.db, ctx.config, tenant, order));
  },
  getEmployerBillingInfo: async ({ ctx }) => ok(await billingInfo(ctx)),
  getCandidateBillingInfo: async ({ ctx }) => ok(await billingInfo(ctx)),

  cancelEmployerSubscription: async ({ body, ctx }) =>
    ok(await cancelSubscription(ctx.db, tenantOf(ctx).id, holderOfCaller(ctx), body ?? {}), 'Subscription cancelled'),
  cancelCandidateSubscription: async ({ body, ctx }) =>
    ok(await cancelSubscription(ctx.db, tenantOf(ctx).id, holderOfCaller(ctx), body ?? {}), 'Subscription cancelled'),
  createEmployerSubscriptionCheckout: async ({ body, ctx, req }) => ok(await subscriptionCheckout(req, ctx, body)),
  createCandidateSubscriptionCheckout: async ({ body, ctx, req }) => ok(await subscriptionCheckout(req, ctx, body)),
  setEmployerPaymentMethod: async ({ params, body, ctx }) =>
    ok(
      await setDefaultMethod(ctx.db, tenantOf(ctx).id, holderOfCaller(ctx), params.id, body?.setDefault ?? true),
      'Payment method saved',
    ),
  setCandidatePaymentMethod: async ({ params, body, ctx }) =>
    ok(
      await setDefaultMethod(ctx.db, tenantOf(ctx).id, holderOfCaller(ctx), params.id, body?.setDefault ?? true),
      'Payment method saved',
    ),
  listEmployerPaymentMethods: async ({ ctx }) => ok(await methodsOf(ctx)),
  listCandidatePaymentMethods: async ({ ctx }) => ok(await methodsOf(ctx)),
  deleteEmployerPaymentMethod: async ({ params, ctx }) => {
    await deleteMethod(ctx.db, tenantOf(ctx).id, holderOfCaller(ctx), params.id);
    return ok(null, 'Payment method removed');
  },
  deleteCandidatePaymentMethod: async ({ params, ctx }) => {
    await deleteMethod(ctx.db, tenantOf(ctx).id, holderOfCaller(ctx), params.id);
    return ok(null, 'Payment method removed');
  },
  buyEmployerPlan: async ({ body, ctx }) => ok(await purchase(ctx, body)),
  buyCandidatePlan: async ({ body, ctx }) => ok(await purchase(ctx, body)),
  reportEmployerPaymentError: async ({ body, ctx }) => reportError(ctx, body),
  reportCandidatePaymentError: async ({ body, ctx }) => reportError(ctx, body),
  reportEmployerPaymentIntentFailure: async ({ body, ctx, req }) => intentFailed(req, ctx, body),
  reportCandidatePaymentIntentFailure: async ({ body, ctx, req }) => intentFailed(req, ctx, body),
});
