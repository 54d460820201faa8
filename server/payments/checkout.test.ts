// Buying a plan end to end over real HTTP on the offline sandbox gateway: a company on its free
// trial is held to three open jobs, buys Plus yearly with a coupon through the sandbox's hosted
// checkout, the order goes from pending to paid once the payment settles, the limit is lifted, and
// the transaction and its invoice PDF are there; a declined card fails the order and a retry pays
// it; a top-up adds to the plan; a candidate buys a candidate plan. Tampered input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeCompany, makeUser, type TestUser } from '../test/world.ts';
import { deliverSandboxWebhook } from './background.ts';
import { addCoupon, api, payInSandbox, planId } from './test/support.ts';
import { processPendingEvents } from './webhooks.ts';

type S = components['schemas'];

let server: TestServer;
let owner: TestUser;
let candidate: TestUser;
let companyId: string;

beforeAll(async () => {
  // A server of its own: it changes the server's settings.
  server = await startTestServer({ own: true });
  const { db } = server.database;
  companyId = await makeCompany(db, server.tenantA, 'Tidewater Analytics', null);
  owner = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'employer', companyId });
  candidate = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
  await addCoupon(server, server.tenantA, { code: 'HIRE20', percentOff: 20, audience: 'employer' });
  await addCoupon(server, server.tenantA, {
    code: 'OLDDEAL',
    percentOff: 50,
    validUntil: new Date(Date.now() - 86_400_000),
  });
});

afterAll(async () => server?.close());

describe('buying a plan on the sandbox gateway', () => {
  it('starts a new company on its free trial: the first tier, three open jobs, one seat', async () => {
    const call = api(server, HOST_A, owner.token);
    const current = await call<S['CurrentPlan']>('GET', 'licence/employer/get-current-plan');
    expect(current.status).toBe(200);
    expect(current.body.data).toMatchObject({
      isTrial: true,
      isExpired: false,
      plan: { subscription: 'TRIAL', tier: 'Up to 5000 Candidates' },
    });
    const usage = Object.fromEntries(current.body.data.licence.usage.map((u) => [u.key, u.limit]));
    expect(usage).toMatchObject({ jobPosts: 3, teamMembers: 1 });
    expect(current.body.data.daysRemaining).toBeGreaterThanOrEqual(29);
  });

  it('quotes a coupon on the server and refuses an expired one, one for another audience and a tampered plan', async () => {
    const call = api(server, HOST_A, owner.token);
    const plus = await planId(server, HOST_A, owner.token, 'employer', 'PLUS_YEARLY');
    const applied = await call<S['CouponApplication']>('POST', 'subscription/coupon/applyCoupon', {
      code: 'hire20',
      planId: plus._id,
      currency: 'USD',
    });
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ originalPrice: 990, discount: 198, finalPrice: 792 });
    const expired = await call('POST', 'subscription/coupon/applyCoupon', {
      code: 'OLDDEAL',
      planId: plus._id,
      currency: 'USD',
    });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('This coupon has expired');
    const cand = await planId(server, HOST_A, candidate.token, 'candidate', 'PLUS_MONTHLY');
    const wrongPlan = await call('POST', 'order/create', {
      planId: cand._id,
      action: 'UPGRADE',
      currency: 'USD',
      gateway: 'STRIPE',
    });
    expect(wrongPlan.status).toBe(400);
    expect(JSON.stringify(wrongPlan.body)).toContain('body.planId');
    // A board that sells in several currencies converts on the server at its rates (USD 1 = INR 83.42).
    const inRupees = await call<S['Order']>('POST', 'order/create', {
      planId: plus._id,
      action: 'NEW',
      currency: 'INR',
      gateway: 'RAZORPAY',
    });
    expect(inRupees.body.data).toMatchObject({ currency: 'INR', total: 82585.8 });
    const noPaypalInRupees = await call('POST', 'order/create', {
      planId: plus._id,
      action: 'NEW',
      currency: 'INR',
      gateway: 'PAYPAL',
    });
    expect(noPaypalInRupees.status).toBe(400);
    expect(noPaypalInRupees.body.message).toBe('PAYPAL does not take payment in INR');
  });

  it('takes the order from pending to paid, lifts the limit and writes the ledger and invoice once', async () => {
    const call = api(server, HOST_A, owner.token);
    const plus = await planId(server, HOST_A, owner.token, 'employer', 'PLUS_YEARLY');
    // The client's action is not taken: a company on its trial is upgrading.
    const order = await call<S['Order']>('POST', 'order/create', {
      planId: plus._id,
      action: 'DOWNGRADE',
      currency: 'USD',
      gateway: 'STRIPE',
      couponCode: 'HIRE20',
    });
    expect(order.status).toBe(200);
    expect(order.body.data).toMatchObject({
      status: 2,
      subtotal: 990,
      discount: 198,
      total: 792,
      action: 'UPGRADE',
      couponCode: 'HIRE20',
    });
    const url = await call<S['PaymentUrl']>('POST', 'order/payment-url', { orderId: order.body.data._id });
    expect(url.status).toBe(200);
    expect(url.body.data.url).toMatch(/\/sandbox-checkout\/sbx_cs_[0-9a-f]{24}$/);

    const back = await payInSandbox(server, HOST_A, url.body.data.url);
    expect(back).toContain(`/employer/payment-status/${order.body.data._id}`);
    const pending = await call<S['OrderPaymentStatus']>('GET', `order/status/${order.body.data._id}`);
    expect(pending.body.data).toMatchObject({ status: 2, statusLabel: 'Pending', licence: null });

    // The payment settles: the sandbox's signed webhook is delivered and processed in the background.
    await server.database.db
      .updateTable('sandbox_checkouts')
      .set({ settle_at: new Date(Date.now() - 1000) })
      .execute();
    await deliverSandboxWebhook({ ...server.deps }, server.tenantA, url.body.data.url.split('/').pop() ?? '');
    expect(await processPendingEvents(server.database.db)).toBe(1);
    const paid = await call<S['OrderPaymentStatus']>('GET', `order/status/${order.body.data._id}`);
    expect(paid.body.data).toMatchObject({
      status: 1,
      statusLabel: 'Success',
      invoiceAvailable: true,
      licence: { status: 'active', plan: { subscription: 'PLUS_YEARLY' } },
    });

    const current = await call<S['CurrentPlan']>('GET', 'licence/employer/get-current-plan');
    expect(current.body.data).toMatchObject({ isTrial: false, plan: { subscription: 'PLUS_YEARLY' } });
    expect(current.body.data.licence.usage.find((u) => u.key === 'jobPosts')?.limit).toBe(50);

    const tx = await call<{ items: S['Transaction'][] }>('POST', 'order/transaction/list', { page: 1, limit: 10 });
    expect(tx.body.data.items).toHaveLength(1);
    expect(tx.body.data.items[0]).toMatchObject({
      status: 1,
      amount: 792,
      paymentMethod: { brand: 'visa', last4: '4242' },
      invoiceAvailable: true,
    });

    const invoice = await call<S['Invoice']>('POST', 'order/invoice', { orderId: order.body.data._id });
    expect(invoice.status).toBe(200);
    expect(invoice.body.data).toMatchObject({
      number: expect.stringMatching(/^INV-\d{4}-000001$/),
      total: 792,
      discount: 198,
    });
    const pdf = await server.call<string>('GET', invoice.body.data.pdfUri, { host: HOST_A });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-')).toBe(true);

    // Reporting the payment again, or polling again, changes nothing.
    const again = await call('GET', `order/status/${order.body.data._id}`);
    expect(again.body).toMatchObject({ data: { status: 1 } });
    const { db } = server.database;
    expect(await db.selectFrom('payment_transactions').select('id').execute()).toHaveLength(1);
    expect(
      await db.selectFrom('licences').select('id').where('order_id', '=', order.body.data._id).execute(),
    ).toHaveLength(1);
    expect(
      (await db.selectFrom('coupons').select('redemption_count').where('code', '=', 'HIRE20').executeTakeFirstOrThrow())
        .redemption_count,
    ).toBe(1);
  });

  it('fails an order on a declined card and pays it on a retry', async () => {
    const call = api(server, HOST_A, owner.token);
    const topUps = await call<{ items: S['TopUp'][] }>('POST', 'licence/get-topup/list', { page: 1, limit: 10 });
    const pack = topUps.body.data.items.find((t) => t.name === '10 extra job posts');
    if (!pack) throw new Error('no top-up');
    const order = await call<S['Order']>('POST', 'order/create', {
      topUpId: pack._id,
      action: 'TOP_UP',
      currency: 'USD',
      gateway: 'RAZORPAY',
    });
    expect(order.status).toBe(200);
    server.deps.config.sandboxSettleMs = 0;
    const url = await call<S['PaymentUrl']>('POST', 'order/payment-url', { orderId: order.body.data._id });
    const back = await payInSandbox(server, HOST_A, url.body.data.url, '4000 0000 0000 0002');
    expect(back).toContain(`/employer/top-up-payment-success?orderId=${order.body.data._id}`);
    const failed = await call<S['OrderPaymentStatus']>('GET', `order/status/${order.body.data._id}`);
    expect(failed.body.data).toMatchObject({ status: 3, failureReason: 'Your card was declined.', retryAllowed: true });

    const retry = await call<S['PaymentUrl']>('POST', 'order/payment-url', { orderId: order.body.data._id });
    expect(retry.body.data.url).not.toBe(url.body.data.url);
    await payInSandbox(server, HOST_A, retry.body.data.url);
    const paid = await call<S['OrderPaymentStatus']>('GET', `order/status/${order.body.data._id}`);
    expect(paid.body.data.status).toBe(1);
    const current = await call<S['CurrentPlan']>('GET', 'licence/employer/get-current-plan');
    expect(current.body.data.licence.usage.find((u) => u.key === 'jobPosts')?.limit).toBe(60);
    expect(current.body.data.topUps).toHaveLength(1);
  });

  it('lets a candidate buy a candidate plan, which turns on the resume builder', async () => {
    const call = api(server, HOST_A, candidate.token);
    const before = await call<Record<string, boolean>>('GET', 'licence/get-licence-map');
    expect(before.body.data.resume_builder).toBe(false);
    const plan = await planId(server, HOST_A, candidate.token, 'candidate', 'PLUS_MONTHLY');
    const order = await call<S['Order']>('POST', 'order/create', {
      planId: plan._id,
      action: 'NEW',
      currency: 'USD',
      gateway: 'STRIPE',
    });
    const url = await call<S['PaymentUrl']>('POST', 'order/payment-url', { orderId: order.body.data._id });
    expect(await payInSandbox(server, HOST_A, url.body.data.url)).toContain(
      `/jobsseekers/payment-status/${order.body.data._id}`,
    );
    expect((await call<S['OrderPaymentStatus']>('GET', `order/status/${order.body.data._id}`)).body.data.status).toBe(
      1,
    );
    const after = await call<Record<string, boolean>>('GET', 'licence/get-licence-map');
    expect(after.body.data.resume_builder).toBe(true);
    const valid = await call<S['LicenceValidation']>('GET', 'licence/validate-candidate-licence');
    expect(valid.body.data).toMatchObject({ isValid: true, reason: 'active' });
  });

  it('e-mails a payment link for the order’s checkout to whoever pays', async () => {
    const call = api(server, HOST_A, owner.token);
    // On Plus yearly now: a monthly plan waits until the paid year ends; Premium yearly is credited.
    const monthly = await planId(server, HOST_A, owner.token, 'employer', 'PREMIUM_MONTHLY');
    const order0 = { planId: monthly._id, action: 'UPGRADE', currency: 'USD', gateway: 'STRIPE' };
    const refused = await call('POST', 'order/create', order0);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(
      /^Your yearly Plus plan runs until \d{4}-\d{2}-\d{2}: upgrade to a yearly plan now/,
    );
    const premium = await planId(server, HOST_A, owner.token, 'employer', 'PREMIUM_YEALY');
    const order = await call<S['Order']>('POST', 'order/create', { ...order0, planId: premium._id });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    // The unused part of the paid year (about $990 of Plus) comes off Premium's $1,990.
    expect(order.body.data.total).toBeGreaterThan(990);
    expect(order.body.data.total).toBeLessThan(1010);
    const link = await call<S['PaymentLink']>('POST', 'payment/link', {
      orderId: order.body.data._id,
      sendTo: 'finance@tidewater.example',
    });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body.data).toMatchObject({
      sentTo: 'finance@tidewater.example',
      url: expect.stringMatching(/\/sandbox-checkout\/sbx_cs_/),
    });
    const mail = await server.database.db
      .selectFrom('outbox')
      .select(['subject', 'text'])
      .where('to_address', '=', 'finance@tidewater.example')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Payment requested: Premium');
    expect(mail.text).toContain(link.body.data.url);
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const res = await server.call('POST', '/webhooks/payments/stripe', {
      host: HOST_A,
      raw: Buffer.from(
        JSON.stringify({ id: 'sbx_evt_forged', type: 'checkout.payment_succeeded', data: { checkout: 'sbx_cs_x' } }),
      ),
      headers: { 'x-sandbox-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
    });
    expect(res.status).toBe(400);
    expect(
      await server.database.db
        .selectFrom('payment_events')
        .select('event_id')
        .where('event_id', '=', 'sbx_evt_forged')
        .execute(),
    ).toHaveLength(0);
  });
});
