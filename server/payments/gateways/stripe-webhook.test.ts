// Stripe webhooks: signed by the SDK's test-header helper the way Stripe signs them, verified
// through `constructEvent` with the clock we pass in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutRequest } from '../test/gateway-fakes/checkout-request.ts';
import { startStripeApi, type StripeApi } from '../test/gateway-fakes/stripe-api.ts';
import { WebhookRefused } from './gateway.ts';
import { sdkGateway } from './sdk-clients.ts';

let api: StripeApi;
beforeAll(async () => {
  api = await startStripeApi();
});
afterAll(() => api.close());

const gateway = () => sdkGateway('STRIPE', api.keys, { baseUrl: api.baseUrl });

async function paidSession() {
  const request = checkoutRequest();
  const { gatewayOrderId } = await gateway().createCheckout(request);
  api.pay(gatewayOrderId, { card: { brand: 'visa', last4: '4242' } });
  return { request, gatewayOrderId };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(WebhookRefused);
  return (error as WebhookRefused).reason;
}

describe('Stripe webhooks', () => {
  it('reads a signed checkout.session.completed as the order succeeding', async () => {
    const { request, gatewayOrderId } = await paidSession();
    const event = api.event('checkout.session.completed', gatewayOrderId);
    const { rawBody, headers } = api.signedWebhook(event);

    expect(await gateway().verifyWebhook(rawBody, headers, new Date())).toEqual({
      eventId: event.id,
      type: 'checkout.session.completed',
      orderId: request.orderId,
      gatewayOrderId,
      payment: expect.objectContaining({ gatewayOrderId, outcome: 'succeeded', amountMinor: 4999, currency: 'USD' }),
    });
  });

  it('maps expiry and an async failure to failed', async () => {
    const { gatewayOrderId } = await gateway().createCheckout(checkoutRequest());
    for (const type of ['checkout.session.expired', 'checkout.session.async_payment_failed']) {
      const { rawBody, headers } = api.signedWebhook(api.event(type, gatewayOrderId));
      const read = await gateway().verifyWebhook(rawBody, headers, new Date());
      expect(read.payment).toMatchObject({ gatewayOrderId, outcome: 'failed' });
    }
  });

  it('finds the session of a failed payment intent', async () => {
    const request = checkoutRequest();
    const { gatewayOrderId } = await gateway().createCheckout(request);
    api.fail(gatewayOrderId, { card: { brand: 'visa', last4: '0002' }, declineCode: 'card_declined' });
    const { rawBody, headers } = api.signedWebhook(api.event('payment_intent.payment_failed', gatewayOrderId));

    const read = await gateway().verifyWebhook(rawBody, headers, new Date());
    expect(read).toMatchObject({ orderId: request.orderId, gatewayOrderId });
    expect(read.payment).toMatchObject({ outcome: 'failed', failureReason: 'card_declined', card: { last4: '0002' } });
  });

  it('reads an event it does not act on with no payment', async () => {
    const { gatewayOrderId } = await paidSession();
    const event = { ...api.event('checkout.session.completed', gatewayOrderId), type: 'customer.created' };
    const { rawBody, headers } = api.signedWebhook(event);

    expect(await gateway().verifyWebhook(rawBody, headers, new Date())).toMatchObject({ payment: null, orderId: null });
  });

  it('refuses a signature made with another secret', async () => {
    const { gatewayOrderId } = await paidSession();
    const { rawBody } = api.signedWebhook(api.event('checkout.session.completed', gatewayOrderId));
    const other = sdkGateway('STRIPE', { ...api.keys, webhookSecret: 'whsec_other' }, { baseUrl: api.baseUrl });
    const { headers } = api.signedWebhook(rawBody.toString());

    expect(await refusal(other.verifyWebhook(rawBody, headers, new Date()))).toBe('bad_signature');
    expect(await refusal(gateway().verifyWebhook(rawBody, {}, new Date()))).toBe('bad_signature');
  });

  it('refuses a tampered body', async () => {
    const { gatewayOrderId } = await paidSession();
    const { rawBody, headers } = api.signedWebhook(api.event('checkout.session.completed', gatewayOrderId));
    const tampered = Buffer.from(rawBody.toString().replace('"amount_total":4999', '"amount_total":1'));

    expect(tampered.equals(rawBody)).toBe(false);
    expect(await refusal(gateway().verifyWebhook(tampered, headers, new Date()))).toBe('bad_signature');
  });

  it('refuses a genuine delivery signed more than 300 s before now', async () => {
    const { gatewayOrderId } = await paidSession();
    const signedAt = new Date('2026-01-01T12:00:00Z');
    const { rawBody, headers } = api.signedWebhook(api.event('checkout.session.completed', gatewayOrderId), {
      at: signedAt,
    });

    const within = new Date(signedAt.getTime() + 299_000);
    expect((await gateway().verifyWebhook(rawBody, headers, within)).eventId).toMatch(/^evt_/);
    const late = new Date(signedAt.getTime() + 301_000);
    expect(await refusal(gateway().verifyWebhook(rawBody, headers, late))).toBe('stale');
  });

  it('refuses a correctly signed body that is not JSON', async () => {
    const { rawBody, headers } = api.signedWebhook('{"id": "evt_1", "type": ');

    expect(await refusal(gateway().verifyWebhook(rawBody, headers, new Date()))).toBe('malformed');
  });
});
