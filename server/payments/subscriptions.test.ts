// Subscriptions over real HTTP on the sandbox gateway: a subscription checkout saves the card and
// the licence renews with it at the end of the period (a new paid order, the next invoice number,
// a notice); a card that declines later leaves the licence past due with features on, retries
// daily with a notice each time and lapses after the last; cancelling at period end stops renewal
// but keeps the features; an upgrade is credited with the unused part of the paid plan. Never
// trusting the client: a coupon for another plan, another company's order, and a gateway report
// of the wrong amount change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { settle } from './settle.ts';
import { renewDue, RENEWAL_RETRIES } from './subscriptions.ts';
import { addCoupon, api, payInSandbox, planId } from './test/support.ts';

type S = components['schemas'];
const DAY = 86_400_000;

let server: TestServer;

beforeAll(async () => {
  // A server of its own: it changes the server's settings.
  server = await startTestServer({ own: true });
  server.deps.config.sandboxSettleMs = 0;
});
afterAll(async () => server?.close());

async function employerOnTrial(name: string): Promise<TestUser & { companyId: string }> {
  const { db } = server.database;
  const companyId = await makeCompany(db, server.tenantA, name, null);
  const user = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'employer', companyId });
  return { ...user, companyId };
}

async function subscribe(user: TestUser, subscription: string, card = '4242 4242 4242 4242') {
  const call = api(server, HOST_A, user.token);
  const plan = await planId(server, HOST_A, user.token, 'employer', subscription);
  const checkout = await call<S['SubscriptionCheckout']>('POST', 'subscription/employer/customer/checkout', {
    planId: plan._id,
    currency: 'USD',
    gateway: 'STRIPE',
  });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  await payInSandbox(server, HOST_A, checkout.body.data.checkoutUrl ?? '', card);
  const status = await call<S['OrderPaymentStatus']>('GET', `order/status/${checkout.body.data.orderId}`);
  expect(status.body.data.status).toBe(1);
  return status.body.data;
}

const mailsTo = async (email: string) =>
  server.database.db
    .selectFrom('outbox')
    .select(['subject'])
    .where('to_address', '=', email)
    .orderBy('created_at')
    .execute();

describe('subscriptions', () => {
  it('saves the card of a subscription checkout and renews the plan with it at the end of the period', async () => {
    const owner = await employerOnTrial('Kestrel Robotics');
    const paid = await subscribe(owner, 'PLUS_MONTHLY');
    expect(paid.licence).toMatchObject({ autoRenew: true, status: 'active' });
    const call = api(server, HOST_A, owner.token);
    const cards = await call<S['PaymentMethod'][]>('GET', 'subscription/employer/customer/payment-methods');
    expect(cards.body.data).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true })]);
    // A card saved later lists after the default one (the contract: the default card first).
    await server.database.db
      .insertInto('payment_methods')
      .values({
        client_id: server.tenantA,
        holder_type: 'employer',
        company_id: owner.companyId,
        user_id: null,
        gateway: 'STRIPE',
        provider: 'stripe',
        gateway_payment_method_id: `pm_later_${owner.id.slice(0, 8)}`,
        brand: 'mastercard',
        last4: '4444',
        exp_month: 12,
        exp_year: 2040,
        holder_name: null,
        created_at: new Date(Date.now() + 60_000),
      })
      .execute();
    const listed = await call<S['PaymentMethod'][]>('GET', 'subscription/employer/customer/payment-methods');
    expect(listed.body.data.map((c) => [c.last4, c.isDefault])).toEqual([
      ['4242', true],
      ['4444', false],
    ]);

    const { db } = server.database;
    const expiresAt = new Date(Date.now() + DAY / 2);
    await db
      .updateTable('licences')
      .set({ expires_at: expiresAt })
      .where('id', '=', paid.licence?._id ?? '')
      .execute();
    const result = await renewDue(server.deps);
    expect(result.renewed).toBeGreaterThanOrEqual(1);
    const current = await call<S['CurrentPlan']>('GET', 'licence/employer/get-current-plan');
    expect(current.body.data.plan.subscription).toBe('PLUS_MONTHLY');
    // The new period follows the one that was ending.
    expect(new Date(current.body.data.licence.expiresAt).getTime()).toBeCloseTo(expiresAt.getTime() + 30 * DAY, -4);
    expect(current.body.data.licence.autoRenew).toBe(true);
    const tx = await call<{ items: S['Transaction'][] }>('POST', 'order/transaction/list', {});
    expect(tx.body.data.items.filter((t) => t.status === 1)).toHaveLength(2);
    expect((await mailsTo(owner.email)).map((m) => m.subject)).toContain('Your Plus plan is renewed');
  });

  it('keeps a declined renewal past due with a notice, retries daily and lapses after the last retry', async () => {
    const owner = await employerOnTrial('Osprey Freight');
    const paid = await subscribe(owner, 'PLUS_MONTHLY', '4000 0000 0000 0341');
    const { db } = server.database;
    const licenceId = paid.licence?._id ?? '';
    await db
      .updateTable('licences')
      .set({ expires_at: new Date(Date.now() + 3_600_000) })
      .where('id', '=', licenceId)
      .execute();
    let now = Date.now();
    await renewDue(server.deps, new Date(now));
    const call = api(server, HOST_A, owner.token);
    let map = await call<Record<string, boolean>>('GET', 'licence/get-licence-map');
    expect(map.body.data.chat).toBe(true);
    let row = await db.selectFrom('licences').selectAll().where('id', '=', licenceId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'past_due', renewal_failures: 1, auto_renew: true });
    for (let attempt = 2; attempt <= RENEWAL_RETRIES + 1; attempt += 1) {
      now += DAY + 60_000;
      await renewDue(server.deps, new Date(now));
    }
    row = await db.selectFrom('licences').selectAll().where('id', '=', licenceId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'expired', auto_renew: false, renewal_failures: RENEWAL_RETRIES + 1 });
    map = await call<Record<string, boolean>>('GET', 'licence/get-licence-map');
    expect(map.body.data.chat).toBe(false);
    const subjects = (await mailsTo(owner.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s === 'We could not renew your Plus plan')).toHaveLength(RENEWAL_RETRIES);
    expect(subjects).toContain('Your Plus plan has ended');
    // Every failed attempt is in the ledger; none granted anything.
    const tx = await call<{ items: S['Transaction'][] }>('POST', 'order/transaction/list', { status: 3 });
    expect(tx.body.data.items).toHaveLength(RENEWAL_RETRIES + 1);
  });

  it('cancels at period end: no renewal, features kept until the paid period ends', async () => {
    const owner = await employerOnTrial('Heron Labs');
    const paid = await subscribe(owner, 'PLUS_MONTHLY');
    const call = api(server, HOST_A, owner.token);
    const cancelled = await call<S['SubscriptionCancellation']>('DELETE', 'subscription/employer/customer', {
      atPeriodEnd: true,
      reason: 'not_hiring',
    });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', accessUntil: paid.licence?.expiresAt });
    const { db } = server.database;
    await db
      .updateTable('licences')
      .set({ expires_at: new Date(Date.now() + 3_600_000) })
      .where('id', '=', paid.licence?._id ?? '')
      .execute();
    await renewDue(server.deps);
    const current = await call<S['CurrentPlan']>('GET', 'licence/employer/get-current-plan');
    expect(current.body.data.licence).toMatchObject({ status: 'cancelled', autoRenew: false });
    expect(current.body.data.nextRenewalAt).toBeNull();
    expect((await call<Record<string, boolean>>('GET', 'licence/get-licence-map')).body.data.chat).toBe(true);
  });

  it('credits the unused part of the paid plan on an upgrade', async () => {
    const owner = await employerOnTrial('Plover Health');
    await subscribe(owner, 'PLUS_MONTHLY');
    const premium = await planId(server, HOST_A, owner.token, 'employer', 'PREMIUM_MONTHLY');
    const order = await api(server, HOST_A, owner.token)<S['Order']>('POST', 'order/create', {
      planId: premium._id,
      action: 'NEW',
      currency: 'USD',
      gateway: 'STRIPE',
    });
    // Plus monthly ($99) was bought moments ago: nearly all of it comes off Premium's $199.
    expect(order.body.data).toMatchObject({ action: 'UPGRADE', subtotal: 199 });
    expect(order.body.data.discount).toBeGreaterThan(98.9);
    expect(order.body.data.discount).toBeLessThanOrEqual(99);
    expect(order.body.data.total).toBeCloseTo(199 - order.body.data.discount, 2);
    // A smaller plan would lose the paid month: it waits until the month ends.
    const lite = await planId(server, HOST_A, owner.token, 'employer', 'LITE_MONTHLY');
    const smaller = await api(server, HOST_A, owner.token)('POST', 'order/create', {
      planId: lite._id,
      action: 'UPGRADE',
      currency: 'USD',
      gateway: 'STRIPE',
    });
    expect(smaller.status).toBe(400);
    expect(smaller.body.message).toMatch(
      /^Your Plus plan is paid until .*: you can change to a smaller plan when it ends\.$/,
    );
  });
});

describe('never trusting the client', () => {
  it('refuses a coupon for another plan, hides another company’s orders and grants nothing for a wrong amount', async () => {
    const owner = await employerOnTrial('Wren Textiles');
    const other = await employerOnTrial('Finch Foods');
    const plus = await planId(server, HOST_A, owner.token, 'employer', 'PLUS_YEARLY');
    const lite = await planId(server, HOST_A, owner.token, 'employer', 'LITE_YEARLY');
    await addCoupon(server, server.tenantA, { code: 'LITEONLY', percentOff: 50, planIds: [lite._id] });
    const call = api(server, HOST_A, owner.token);
    const refused = await call('POST', 'order/create', {
      planId: plus._id,
      action: 'NEW',
      currency: 'USD',
      gateway: 'STRIPE',
      couponCode: 'LITEONLY',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This coupon is not valid for this plan');

    const order = await call<S['Order']>('POST', 'order/create', {
      planId: plus._id,
      action: 'NEW',
      currency: 'USD',
      gateway: 'STRIPE',
    });
    const theirs = api(server, HOST_A, other.token);
    expect((await theirs('GET', `order/status/${order.body.data._id}`)).status).toBe(404);
    expect((await theirs('POST', 'order/invoice', { orderId: order.body.data._id })).status).toBe(404);
    expect((await theirs('POST', 'order/payment-url', { orderId: order.body.data._id })).status).toBe(404);

    const logged: string[] = [];
    const result = await settle(
      server.database.db,
      server.tenantA,
      order.body.data._id,
      {
        gatewayOrderId: 'x',
        gatewayPaymentId: 'pay_tampered',
        outcome: 'succeeded',
        amountMinor: 100,
        currency: 'USD',
        card: null,
        failureReason: null,
      },
      new Date(),
      (m) => logged.push(m),
    );
    expect(result?.order).toMatchObject({ status: 3, licence_id: null, invoice_no: null });
    expect(logged.join()).toMatch(/reported paid 100 USD, expected 99000 USD; nothing granted/);
    expect((await call<S['CurrentPlan']>('GET', 'licence/employer/get-current-plan')).body.data.isTrial).toBe(true);
  });
});
