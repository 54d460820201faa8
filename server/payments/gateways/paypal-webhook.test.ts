// PayPal webhooks verified offline: RSA-SHA256 with the certificate at the cert URL (a key pair
// and self-signed certificate made for the test), fetched only from the allowed host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutRequest } from '../test/gateway-fakes/checkout-request.ts';
import { startPaypalApi, type PaypalApi } from '../test/gateway-fakes/paypal-api.ts';
import { WebhookRefused } from './gateway.ts';
import { sdkGateway } from './sdk-clients.ts';

let api: PaypalApi;
let other: PaypalApi;
beforeAll(async () => {
  [api, other] = await Promise.all([startPaypalApi(), startPaypalApi()]);
});
afterAll(() => Promise.all([api.close(), other.close()]));

const gateway = () => sdkGateway('PAYPAL', api.keys, { baseUrl: api.baseUrl });
const card = { brand: 'VISA', last4: '7704' };

async function capturedOrder() {
  const request = checkoutRequest();
  const { gatewayOrderId } = await gateway().createCheckout(request);
  api.pay(gatewayOrderId, { card });
  await gateway().fetchPayment(gatewayOrderId);
  return { request, gatewayOrderId };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(WebhookRefused);
  return (error as WebhookRefused).reason;
}

describe('PayPal webhooks', () => {
  it('reads a signed PAYMENT.CAPTURE.COMPLETED as the order succeeding', async () => {
    const { request, gatewayOrderId } = await capturedOrder();
    const event = api.event('PAYMENT.CAPTURE.COMPLETED', gatewayOrderId);
    const { rawBody, headers } = api.signedWebhook(event);

    expect(await gateway().verifyWebhook(rawBody, headers, new Date())).toEqual({
      eventId: event.id,
      type: 'PAYMENT.CAPTURE.COMPLETED',
      orderId: request.orderId,
      gatewayOrderId,
      payment: expect.objectContaining({ gatewayOrderId, outcome: 'succeeded', amountMinor: 4999, currency: 'USD' }),
    });
  });

  it('reads an approval as pending and a denied capture as failed', async () => {
    const request = checkoutRequest();
    const { gatewayOrderId } = await gateway().createCheckout(request);
    api.pay(gatewayOrderId, { card });
    const approved = api.signedWebhook(api.event('CHECKOUT.ORDER.APPROVED', gatewayOrderId));
    expect(await gateway().verifyWebhook(approved.rawBody, approved.headers, new Date())).toMatchObject({
      orderId: request.orderId,
      gatewayOrderId,
      payment: { outcome: 'pending', amountMinor: 4999 },
    });

    const denied = api.signedWebhook(api.event('PAYMENT.CAPTURE.DENIED', gatewayOrderId));
    const read = await gateway().verifyWebhook(denied.rawBody, denied.headers, new Date());
    expect(read.payment).toMatchObject({ gatewayOrderId, outcome: 'failed', failureReason: 'DECLINED' });
  });

  it('refuses a signature for another webhook id, or by another key', async () => {
    const { gatewayOrderId } = await capturedOrder();
    const event = api.event('PAYMENT.CAPTURE.COMPLETED', gatewayOrderId);
    const forOther = api.signedWebhook(event, { webhookId: 'ANOTHER-WEBHOOK' });
    expect(await refusal(gateway().verifyWebhook(forOther.rawBody, forOther.headers, new Date()))).toBe(
      'bad_signature',
    );

    // Signed by another key, naming our (allowed) certificate.
    const forged = other.signedWebhook(event, { certUrl: api.certUrl, webhookId: api.keys.webhookId });
    expect(await refusal(gateway().verifyWebhook(forged.rawBody, forged.headers, new Date()))).toBe('bad_signature');
  });

  it('refuses a certificate from a host other than the configured one', async () => {
    const { gatewayOrderId } = await capturedOrder();
    // Correctly signed with that host's key, so only the host makes it a refusal.
    const foreign = other.signedWebhook(api.event('PAYMENT.CAPTURE.COMPLETED', gatewayOrderId), {
      webhookId: api.keys.webhookId,
    });

    expect(await refusal(gateway().verifyWebhook(foreign.rawBody, foreign.headers, new Date()))).toBe('bad_signature');
  });

  it('refuses a tampered body', async () => {
    const { gatewayOrderId } = await capturedOrder();
    const { rawBody, headers } = api.signedWebhook(api.event('PAYMENT.CAPTURE.COMPLETED', gatewayOrderId));
    const tampered = Buffer.from(rawBody.toString().replace('"value":"49.99"', '"value":"0.01"'));

    expect(tampered.equals(rawBody)).toBe(false);
    expect(await refusal(gateway().verifyWebhook(tampered, headers, new Date()))).toBe('bad_signature');
  });

  it('refuses a transmission more than 300 s before now', async () => {
    const { gatewayOrderId } = await capturedOrder();
    const sentAt = new Date('2026-01-01T12:00:00Z');
    const { rawBody, headers } = api.signedWebhook(api.event('PAYMENT.CAPTURE.COMPLETED', gatewayOrderId), {
      at: sentAt,
    });

    const within = new Date(sentAt.getTime() + 299_000);
    expect((await gateway().verifyWebhook(rawBody, headers, within)).type).toBe('PAYMENT.CAPTURE.COMPLETED');
    const late = new Date(sentAt.getTime() + 301_000);
    expect(await refusal(gateway().verifyWebhook(rawBody, headers, late))).toBe('stale');
  });

  it('refuses a correctly signed body that is not JSON', async () => {
    const { rawBody, headers } = api.signedWebhook('{"id": "WH-1", "event_type": ');

    expect(await refusal(gateway().verifyWebhook(rawBody, headers, new Date()))).toBe('malformed');
  });
});
