// Webhooks as the gateways deliver them: at least once and in any order. A thousand distinct
// events on PostgreSQL (see EVENTS) for Stripe, Razorpay and PayPal, each signed with its own
// scheme by local servers answering as each gateway's API, every one delivered three times, all
// shuffled and sent concurrently over real HTTP to the board's webhook endpoints, are applied by the
// background queue to exactly one effect each: ledger rows, licences and paid orders, invoice
// numbers 1…N with no gap. A forged signature and a stale delivery are refused and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from '../test/databases.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { makeUser, type TestUser } from '../test/world.ts';
import { tenantById } from '../tenancy/resolve-host.ts';
import {
  checkoutRequest,
  paypalTestKeys,
  razorpayTestKeys,
  startPaypalApi,
  startRazorpayApi,
  startStripeApi,
  stripeTestKeys,
} from './test/gateway-fakes/index.ts';
import type { GatewayName } from './gateways/gateway.ts';
import { gatewayClient } from './gateways/select.ts';
import { planIdOf, snapshotOfPlan } from './licences-repo.ts';
import { UNPAID } from './orders.ts';

// A thousand on PostgreSQL, where deliveries really run at once; PGlite runs every statement in
// turn, so the same path is proved there on 150 (the slowest step of the gate pays for every one).
const EVENTS = engine === 'postgres' ? 1000 : 150;
const DELIVERIES = 3;
const CONCURRENCY = 8;

type Delivery = { gateway: 'stripe' | 'razorpay' | 'paypal'; rawBody: Buffer; headers: Record<string, string> };

let server: TestServer;
let buyer: TestUser;
let stripe: Awaited<ReturnType<typeof startStripeApi>>;
let razorpay: Awaited<ReturnType<typeof startRazorpayApi>>;
let paypal: Awaited<ReturnType<typeof startPaypalApi>>;

/** A seeded shuffle, so a failure can be replayed. */
function shuffle<T>(items: T[], seed = 42): T[] {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

async function deliver(d: Delivery) {
  return server.call('POST', `/webhooks/payments/${d.gateway}`, { host: HOST_A, raw: d.rawBody, headers: d.headers });
}

beforeAll(async () => {
  [server, stripe, razorpay, paypal] = await Promise.all([
    // A server of its own: it changes the server's settings.
    startTestServer({ own: true }),
    startStripeApi(),
    startRazorpayApi(),
    startPaypalApi(),
  ]);
  const { db } = server.database;
  await db
    .updateTable('clients')
    .set({
      settings: JSON.stringify({
        payments: { stripe: stripeTestKeys(), razorpay: razorpayTestKeys(), paypal: paypalTestKeys() },
      }),
    })
    .where('id', '=', server.tenantA)
    .execute();
  server.deps.config.paymentEndpoints = { STRIPE: stripe.baseUrl, RAZORPAY: razorpay.baseUrl, PAYPAL: paypal.baseUrl };
  buyer = await makeUser(db, server.deps.secret, { clientId: server.tenantA, role: 'candidate' });
}, 120_000);

afterAll(async () => {
  await Promise.all([server?.close(), stripe?.close(), razorpay?.close(), paypal?.close()]);
});

async function paidOrders(): Promise<Delivery[]> {
  const { db } = server.database;
  const plan = { id: await planIdOf(db, server.tenantA, 'candidate', 'PLUS_MONTHLY') };
  const snapshot = await snapshotOfPlan(db, server.tenantA, plan.id);
  if (!snapshot) throw new Error('no plan');
  const gateways: GatewayName[] = ['STRIPE', 'RAZORPAY', 'PAYPAL'];
  const orders = await db
    .insertInto('orders')
    .values(
      Array.from({ length: EVENTS }, (_, i) => ({
        client_id: server.tenantA,
        order_no: `ORD-LOAD-${String(i + 1).padStart(6, '0')}`,
        holder_type: 'candidate' as const,
        company_id: null,
        user_id: buyer.id,
        kind: 'plan' as const,
        action: 'NEW',
        plan_id: plan.id,
        topup_id: null,
        snapshot: JSON.stringify(snapshot),
        currency: 'USD',
        subtotal_minor: snapshot.priceMinor,
        discount_minor: 0,
        tax_minor: 0,
        total_minor: snapshot.priceMinor,
        coupon_id: null,
        coupon_code: null,
        gateway: gateways[i % 3] ?? 'STRIPE',
        provider: (gateways[i % 3] ?? 'STRIPE').toLowerCase(),
        ...UNPAID,
      })),
    )
    .returning(['id', 'order_no', 'gateway'])
    .execute();
  const tenant = await tenantById(db, server.tenantA);
  if (!tenant) throw new Error('no tenant');
  const deliveries: Delivery[] = [];
  const checkoutOf = async (o: (typeof orders)[number]) => {
    const name = o.gateway as GatewayName;
    const client = gatewayClient(server.deps, tenant, name, 'http://acme.test');
    const session = await client.createCheckout(
      checkoutRequest({
        orderId: o.id,
        orderNo: o.order_no,
        amountMinor: snapshot.priceMinor,
        description: snapshot.name,
      }),
    );
    await db.updateTable('orders').set({ gateway_order_id: session.gatewayOrderId }).where('id', '=', o.id).execute();
    const card = { brand: 'visa', last4: '4242' };
    // Each delivery of an event is the same bytes and headers, as a gateway's retry is.
    if (name === 'STRIPE') {
      stripe.pay(session.gatewayOrderId, { card });
      deliveries.push({
        gateway: 'stripe',
        ...stripe.signedWebhook(stripe.event('checkout.session.completed', session.gatewayOrderId)),
      });
    } else if (name === 'RAZORPAY') {
      razorpay.pay(session.gatewayOrderId, { card });
      deliveries.push({
        gateway: 'razorpay',
        ...razorpay.signedWebhook(razorpay.event('payment_link.paid', session.gatewayOrderId)),
      });
    } else {
      paypal.pay(session.gatewayOrderId, { card });
      deliveries.push({
        gateway: 'paypal',
        ...paypal.signedWebhook(paypal.event('PAYMENT.CAPTURE.COMPLETED', session.gatewayOrderId)),
      });
    }
  };
  // The gateways' APIs are asked sixteen checkouts at a time, as concurrent buyers would.
  for (let i = 0; i < orders.length; i += 16) await Promise.all(orders.slice(i, i + 16).map(checkoutOf));
  return deliveries;
}

describe('webhook delivery', () => {
  it(`applies ${EVENTS} events delivered ${DELIVERIES} times each, shuffled, exactly once`, async () => {
    const events = await paidOrders();
    const queue = shuffle(events.flatMap((e) => Array.from({ length: DELIVERIES }, () => e)));
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < queue.length) {
          const d = queue[next++];
          if (!d) break;
          const res = await deliver(d);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      }),
    );
    expect(Object.fromEntries(statuses)).toEqual({ 200: EVENTS * DELIVERIES });

    const { db } = server.database;
    await server.deps.jobs.startWorker();
    await expect
      .poll(
        async () =>
          Number(
            (
              await db
                .selectFrom('payment_events')
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .where('processed_at', 'is', null)
                .executeTakeFirstOrThrow()
            ).n,
          ),
        { timeout: 240_000, interval: 500 },
      )
      .toBe(0);

    const count = async (q: Promise<{ n: string | number | bigint }>) => Number((await q).n);
    expect(
      await count(
        db
          .selectFrom('payment_events')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    ).toBe(EVENTS);
    expect(
      await count(
        db
          .selectFrom('payment_transactions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('status', '=', 1)
          .executeTakeFirstOrThrow(),
      ),
    ).toBe(EVENTS);
    expect(
      await count(
        db
          .selectFrom('payment_transactions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    ).toBe(EVENTS);
    expect(
      await count(
        db
          .selectFrom('licences')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('order_id', 'is not', null)
          .executeTakeFirstOrThrow(),
      ),
    ).toBe(EVENTS);
    const paid = await db.selectFrom('orders').select('invoice_no').where('status', '=', 1).execute();
    expect(paid).toHaveLength(EVENTS);
    const numbers = paid.map((o) => Number(o.invoice_no?.split('-').pop())).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: EVENTS }, (_, i) => i + 1));
  }, 600_000);

  it('refuses a forged signature and a stale delivery, changing nothing', async () => {
    const { db } = server.database;
    const before = await db.selectFrom('payment_events').select('event_id').execute();
    const tenant = await tenantById(db, server.tenantA);
    if (!tenant) throw new Error('no tenant');
    const { gatewayOrderId } = await gatewayClient(server.deps, tenant, 'STRIPE', 'http://acme.test').createCheckout(
      checkoutRequest({ amountMinor: 900 }),
    );
    stripe.pay(gatewayOrderId, { card: { brand: 'visa', last4: '4242' } });
    const event = stripe.event('checkout.session.completed', gatewayOrderId);
    const genuine = stripe.signedWebhook(event);
    const forged = { ...genuine, rawBody: Buffer.from(genuine.rawBody.toString().replace('"paid"', '"paid" ')) };
    expect((await deliver({ gateway: 'stripe', ...forged })).status).toBe(400);
    const stale = stripe.signedWebhook(event, { at: new Date(Date.now() - 301_000) });
    expect((await deliver({ gateway: 'stripe', ...stale })).status).toBe(400);
    const razor = razorpay.signedWebhook(
      { event: 'payment_link.paid', payload: {}, created_at: Math.floor(Date.now() / 1000) },
      { secret: 'not-the-secret' },
    );
    expect((await deliver({ gateway: 'razorpay', ...razor })).status).toBe(400);
    expect(await db.selectFrom('payment_events').select('event_id').execute()).toHaveLength(before.length);
  });
});
