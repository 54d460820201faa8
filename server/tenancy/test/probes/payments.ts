// Isolation probes of plans, licences, orders and payments. Each tenant gets its own catalogue
// (plan and top-up ids are markers), a coupon whose code is a tenant marker, a paid order with its
// licence and invoice number, a pending candidate order and a saved card; every call names the
// other tenant's objects and must show nothing of them.
import { planIdOf } from '../../../payments/licences-repo.ts';
import { createOrder } from '../../../payments/orders.ts';
import { settle } from '../../../payments/settle.ts';
import { tenantById } from '../../resolve-host.ts';
import type { Probe, ProbeMap } from './types.ts';

const api = (path: string) => `/client/api/v1/${path}`;

const paymentsWorld: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const plan = { id: await planIdOf(db, world.clientId, 'employer', 'PLUS_YEARLY') };
  const candidatePlan = { id: await planIdOf(db, world.clientId, 'candidate', 'PLUS_MONTHLY') };
  const topUp = await db
    .selectFrom('topups')
    .select('id')
    .where('client_id', '=', world.clientId)
    .orderBy('sort')
    .executeTakeFirstOrThrow();
  const tag = world.clientId.slice(0, 8).toUpperCase();
  await db
    .insertInto('coupons')
    .values({
      client_id: world.clientId,
      code: `PROBE${tag}`,
      description: null,
      percent_off: 10,
      amount_off_minor: null,
      currency: null,
      valid_until: null,
      max_redemptions: null,
      audience: null,
    })
    .execute();
  const tenant = await tenantById(db, world.clientId);
  if (!tenant) throw new Error('no tenant');
  const employerBuyer = {
    holder: { type: 'employer' as const, companyId: world.companyId },
    userId: world.employer.id,
    email: world.employer.email,
    name: 'Probe Owner',
    holderName: 'Probe Company',
  };
  const order = await createOrder(db, tenant, employerBuyer, { planId: plan.id, currency: 'USD', gateway: 'STRIPE' });
  const paid = await settle(db, world.clientId, order.id, {
    gatewayOrderId: `sbx_cs_probe${tag}`,
    gatewayPaymentId: `sbx_pay_probe${tag}`,
    outcome: 'succeeded',
    amountMinor: order.total_minor,
    currency: order.currency,
    card: { brand: 'visa', last4: '4242' },
    failureReason: null,
  });
  const candidateOrder = await createOrder(
    db,
    tenant,
    {
      holder: { type: 'candidate', userId: world.candidate.id },
      userId: world.candidate.id,
      email: world.candidate.email,
      name: 'Probe Candidate',
      holderName: 'Probe Candidate',
    },
    { planId: candidatePlan.id, currency: 'USD', gateway: 'STRIPE' },
  );
  const method = await db
    .insertInto('payment_methods')
    .values({
      client_id: world.clientId,
      holder_type: 'employer',
      company_id: world.companyId,
      user_id: null,
      gateway: 'STRIPE',
      provider: 'sandbox',
      gateway_payment_method_id: `sbx_pm_probe${tag}`,
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2030,
      holder_name: null,
      is_default: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    'payments.planId': plan.id,
    'payments.candidatePlanId': candidatePlan.id,
    'payments.topUpId': topUp.id,
    'payments.orderId': order.id,
    'payments.licenceId': paid?.order.licence_id ?? order.id,
    'payments.candidateOrderId': candidateOrder.id,
    'payments.methodId': method.id,
    'payments.methodGatewayId': `sbx_pm_probe${tag}`,
    'payments.coupon': `PROBE${tag}`,
  };
};

const s = (ids: Record<string, string>, k: string) => ids[`payments.${k}`] ?? '00000000-0000-4000-8000-000000000000';

const employer = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): ReturnType<Probe['call']> => ({
  method,
  path: api(path),
  as: 'employer',
  ...(body === undefined ? {} : { body }),
});
const candidate = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): ReturnType<Probe['call']> => ({
  method,
  path: api(path),
  as: 'candidate',
  ...(body === undefined ? {} : { body }),
});

export const paymentProbes: ProbeMap = {
  listEmployerPlans: {
    setup: paymentsWorld,
    call: () => employer('POST', 'licence/employer/get-plans/list', { limit: 50 }),
  },
  listCandidatePlans: { call: () => candidate('POST', 'licence/candidate/get-plans/list', { limit: 50 }) },
  listGuestPlans: {
    call: () => ({ method: 'POST', path: api('licence/get-plans-guest'), as: 'guest', body: { audience: 'employer' } }),
  },
  listTopUps: { call: () => employer('POST', 'licence/get-topup/list', { limit: 50 }) },
  getEmployerCurrentPlan: { call: () => employer('GET', 'licence/employer/get-current-plan') },
  getTopUpDetails: { call: () => employer('GET', 'licence/topup-details') },
  getLicenceMap: { call: () => employer('GET', 'licence/get-licence-map') },
  listCandidateLicences: { call: () => candidate('GET', 'licence/get-candidate-licence-list') },
  listGuestCandidateLicences: {
    call: () => ({ method: 'GET', path: api('licence/get-candidate-licence-list/guest'), as: 'guest' }),
  },
  validateCandidateLicence: { call: () => candidate('GET', 'licence/validate-candidate-licence') },
  listLicences: { call: () => employer('GET', 'licence/list') },
  getGatewayCurrencySupport: { call: () => employer('GET', 'pg/pg-currency-support/USD') },
  getCurrencyRates: { call: () => employer('GET', 'currency/get-rates') },
  applyCoupon: {
    call: (ids) =>
      employer('POST', 'subscription/coupon/applyCoupon', {
        code: s(ids, 'coupon'),
        planId: s(ids, 'planId'),
        currency: 'USD',
      }),
  },
  createOrder: {
    call: (ids) =>
      employer('POST', 'order/create', {
        planId: s(ids, 'planId'),
        action: 'UPGRADE',
        currency: 'USD',
        gateway: 'STRIPE',
        couponCode: s(ids, 'coupon'),
      }),
  },
  createPayment: {
    call: (ids) =>
      employer('POST', 'payment/create', {
        orderId: s(ids, 'orderId'),
        gateway: 'STRIPE',
        gatewayPaymentId: 'sbx_pay_probe',
      }),
  },
  createPaymentLink: { call: (ids) => employer('POST', 'payment/link', { orderId: s(ids, 'orderId') }) },
  createOrderPaymentUrl: {
    call: (ids) => candidate('POST', 'order/payment-url', { orderId: s(ids, 'candidateOrderId') }),
  },
  listTransactions: { call: () => employer('POST', 'order/transaction/list', { page: 1, limit: 50 }) },
  getInvoice: { call: (ids) => employer('POST', 'order/invoice', { orderId: s(ids, 'orderId') }) },
  getOrderStatus: { call: (ids) => employer('GET', `order/status/${s(ids, 'orderId')}`) },
  getEmployerBillingInfo: { call: () => employer('GET', 'employer/billing-info') },
  getCandidateBillingInfo: { call: () => candidate('GET', 'candidate/billing-info') },
  cancelEmployerSubscription: {
    call: () => employer('DELETE', 'subscription/employer/customer', { atPeriodEnd: true }),
  },
  cancelCandidateSubscription: {
    call: () => candidate('DELETE', 'subscription/candidate/customer', { atPeriodEnd: true }),
  },
  createEmployerSubscriptionCheckout: {
    call: (ids) =>
      employer('POST', 'subscription/employer/customer/checkout', { planId: s(ids, 'planId'), currency: 'USD' }),
  },
  createCandidateSubscriptionCheckout: {
    call: (ids) =>
      candidate('POST', 'subscription/candidate/customer/checkout', {
        planId: s(ids, 'candidatePlanId'),
        currency: 'USD',
      }),
  },
  setEmployerPaymentMethod: {
    call: (ids) =>
      employer('PUT', `subscription/employer/customer/payment-id/${s(ids, 'methodGatewayId')}`, { setDefault: true }),
  },
  setCandidatePaymentMethod: {
    call: (ids) =>
      candidate('PUT', `subscription/candidate/customer/payment-id/${s(ids, 'methodGatewayId')}`, { setDefault: true }),
  },
  listEmployerPaymentMethods: { call: () => employer('GET', 'subscription/employer/customer/payment-methods') },
  listCandidatePaymentMethods: { call: () => candidate('GET', 'subscription/candidate/customer/payment-methods') },
  deleteEmployerPaymentMethod: {
    call: (ids) => employer('DELETE', `subscription/employer/customer/${s(ids, 'methodId')}/payment-methods`),
  },
  deleteCandidatePaymentMethod: {
    call: (ids) => candidate('DELETE', `subscription/candidate/customer/${s(ids, 'methodId')}/payment-methods`),
  },
  buyEmployerPlan: {
    call: (ids) =>
      employer('POST', 'subscription/employer/plans/buy', {
        planId: s(ids, 'planId'),
        currency: 'USD',
        paymentMethodId: s(ids, 'methodId'),
      }),
  },
  buyCandidatePlan: {
    call: (ids) =>
      candidate('POST', 'subscription/candidate/plans/buy', {
        planId: s(ids, 'candidatePlanId'),
        currency: 'USD',
        paymentMethodId: s(ids, 'methodId'),
      }),
  },
  reportEmployerPaymentError: {
    call: (ids) =>
      employer('POST', 'subscription/employer/event/error', {
        gateway: 'STRIPE',
        event: 'checkout.load_failed',
        orderId: s(ids, 'orderId'),
        message: 'Failed to fetch',
      }),
  },
  reportCandidatePaymentError: {
    call: (ids) =>
      candidate('POST', 'subscription/candidate/event/error', {
        gateway: 'STRIPE',
        event: 'checkout.load_failed',
        orderId: s(ids, 'candidateOrderId'),
        message: 'Failed to fetch',
      }),
  },
  reportEmployerPaymentIntentFailure: {
    call: (ids) =>
      employer('POST', 'subscription/employer/customer/payment-intent-fail', {
        orderId: s(ids, 'orderId'),
        gateway: 'STRIPE',
        paymentIntentId: 'pi_probe',
        message: 'Declined',
      }),
  },
  reportCandidatePaymentIntentFailure: {
    call: (ids) =>
      candidate('POST', 'subscription/candidate/customer/payment-intent-fail', {
        orderId: s(ids, 'candidateOrderId'),
        gateway: 'STRIPE',
        paymentIntentId: 'pi_probe',
        message: 'Declined',
      }),
  },
};
