// Razorpay webhooks: an HMAC-SHA256 of the raw body and no signed timestamp, so the event's own
// `created_at` decides staleness.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutRequest } from '../test/gateway-fakes/checkout-request.ts';
import { startRazorpayApi, type RazorpayApi } from '../test/gateway-fakes/razorpay-api.ts';
import { WebhookRefused } from './gateway.ts';
import { sdkGateway } from './sdk-clients.ts';

let api: RazorpayApi;
beforeAll(async () => {
  api = await startRazorpayApi();
});
afterAll(() => api.close());

const gateway = () => sdkGateway('RAZORPAY', api.keys, { baseUrl: api.baseUrl });
const card = { brand: 'Visa', last4: '1111' };

async function link() {
  const request = checkoutRequest({ currency: 'INR' });
  const { gatewayOrderId } = await gateway().createCheckout(request);
  return { request, gatewayOrderId };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(WebhookRefused);
  return (error as WebhookRefused).reason;
}

describe('Razorpay webhooks', () => {
  it('reads a signed payment_link.paid as the order succeeding', async () => {
    const { request, gatewayOrderId } = await link();
    const paymentId = api.pay(gatewayOrderId, { card });
    const { rawBody, headers } = api.signedWebhook(api.event('payment_link.paid', gatewayOrderId));

    expect(await gateway().verifyWebhook(rawBody, headers, new Date())).toEqual({
      eventId: headers['x-razorpay-event-id'],
      type: 'payment_link.paid',
      orderId: request.orderId,
      gatewayOrderId,
      payment: expect.objectContaining({ gatewayPaymentId: paymentId, outcome: 'succeeded', amountMinor: 4999 }),
    });
  });

  it('finds the link of a payment.captured or payment.failed (they name no link)', async () => {
    const { request, gatewayOrderId } = await link();
    api.fail(gatewayOrderId, { card });
    const failed = api.signedWebhook(api.event('payment.failed', gatewayOrderId));
    expect(await gateway().verifyWebhook(failed.rawBody, failed.headers, new Date())).toMatchObject({
      orderId: request.orderId,
      gatewayOrderId,
      payment: { outcome: 'failed', failureReason: 'payment_declined' },
    });

    api.pay(gatewayOrderId, { card });
    const captured = api.signedWebhook(api.event('payment.captured', gatewayOrderId));
    expect(await gateway().verifyWebhook(captured.rawBody, captured.headers, new Date())).toMatchObject({
      orderId: request.orderId,
      payment: { gatewayOrderId, outcome: 'succeeded', card: { last4: '1111' } },
    });
  });

  it('maps an expired link to failed', async () => {
    const { gatewayOrderId } = await link();
    api.expire(gatewayOrderId);
    const { rawBody, headers } = api.signedWebhook(api.event('payment_link.expired', gatewayOrderId));

    const read = await gateway().verifyWebhook(rawBody, headers, new Date());
    expect(read.payment).toMatchObject({ outcome: 'failed', failureReason: 'expired' });
  });

  it('refuses a signature made with another secret, or none', async () => {
    const { gatewayOrderId } = await link();
    const { rawBody, headers } = api.signedWebhook(api.event('payment_link.expired', gatewayOrderId), {
      secret: 'not_the_secret',
    });

    expect(await refusal(gateway().verifyWebhook(rawBody, headers, new Date()))).toBe('bad_signature');
    const { 'x-razorpay-signature': _, ...unsigned } = headers;
    expect(await refusal(gateway().verifyWebhook(rawBody, unsigned, new Date()))).toBe('bad_signature');
  });

  it('refuses a tampered body', async () => {
    const { gatewayOrderId } = await link();
    api.pay(gatewayOrderId, { card });
    const { rawBody, headers } = api.signedWebhook(api.event('payment_link.paid', gatewayOrderId));
    const tampered = Buffer.from(rawBody.toString().replace('"amount":4999', '"amount":1'));

    expect(tampered.equals(rawBody)).toBe(false);
    expect(await refusal(gateway().verifyWebhook(tampered, headers, new Date()))).toBe('bad_signature');
  });

  it('refuses an event created more than 300 s before now', async () => {
    const { gatewayOrderId } = await link();
    const createdAt = new Date('2026-01-01T12:00:00Z');
    const { rawBody, headers } = api.signedWebhook(
      api.event('payment_link.expired', gatewayOrderId, { at: createdAt }),
    );

    const within = new Date(createdAt.getTime() + 299_000);
    expect((await gateway().verifyWebhook(rawBody, headers, within)).type).toBe('payment_link.expired');
    const late = new Date(createdAt.getTime() + 301_000);
    expect(await refusal(gateway().verifyWebhook(rawBody, headers, late))).toBe('stale');
  });

  it('refuses a correctly signed body that is not JSON, or has no event id', async () => {
    const broken = api.signedWebhook('{"event": "payment_link.paid", ');
    expect(await refusal(gateway().verifyWebhook(broken.rawBody, broken.headers, new Date()))).toBe('malformed');

    const { gatewayOrderId } = await link();
    const { rawBody, headers } = api.signedWebhook(api.event('payment_link.expired', gatewayOrderId));
    const { 'x-razorpay-event-id': _, ...withoutId } = headers;
    expect(await refusal(gateway().verifyWebhook(rawBody, withoutId, new Date()))).toBe('malformed');
  });
});
