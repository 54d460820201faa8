// Stripe through its official SDK against a local server answering as Stripe's API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutRequest } from '../test/gateway-fakes/checkout-request.ts';
import { startStripeApi, type StripeApi } from '../test/gateway-fakes/stripe-api.ts';
import { GatewayError } from './gateway-error.ts';
import { sdkGateway } from './sdk-clients.ts';

let api: StripeApi;
beforeAll(async () => {
  api = await startStripeApi();
});
afterAll(() => api.close());

const gateway = () => sdkGateway('STRIPE', api.keys, { baseUrl: api.baseUrl });

describe('Stripe checkout', () => {
  it('opens a Checkout Session for the order, amount in minor units', async () => {
    const request = checkoutRequest({ amountMinor: 12_345, currency: 'EUR' });
    const session = await gateway().createCheckout(request);

    expect(session.gatewayOrderId).toMatch(/^cs_test_/);
    expect(session.checkoutUrl).toBe(`${api.baseUrl}/c/pay/${session.gatewayOrderId}`);
    expect(session.publishableKey).toBe(api.keys.publishableKey);
    const form = api.created.at(-1);
    expect(form).toMatchObject({
      mode: 'payment',
      client_reference_id: request.orderId,
      metadata: { orderId: request.orderId },
      success_url: request.returnUrl,
      cancel_url: request.cancelUrl,
      line_items: [{ price_data: { currency: 'eur', unit_amount: '12345' }, quantity: '1' }],
    });
    expect(Number(form?.expires_at)).toBe(Math.floor(request.expiresAt.getTime() / 1000));
  });

  it('reports pending until paid, then succeeded with the card', async () => {
    const client = gateway();
    const { gatewayOrderId } = await client.createCheckout(checkoutRequest());

    expect(await client.fetchPayment(gatewayOrderId)).toMatchObject({
      gatewayOrderId,
      gatewayPaymentId: null,
      outcome: 'pending',
      amountMinor: 4999,
      currency: 'USD',
    });
    api.pay(gatewayOrderId, { card: { brand: 'visa', last4: '4242' } });
    const paid = await client.fetchPayment(gatewayOrderId);
    expect(paid).toMatchObject({ outcome: 'succeeded', card: { brand: 'visa', last4: '4242' }, failureReason: null });
    expect(paid.gatewayPaymentId).toMatch(/^pi_/);
  });

  it('reports a declined card as failed with the decline code', async () => {
    const client = gateway();
    const { gatewayOrderId } = await client.createCheckout(checkoutRequest());
    api.fail(gatewayOrderId, { card: { brand: 'mastercard', last4: '0341' }, declineCode: 'insufficient_funds' });

    expect(await client.fetchPayment(gatewayOrderId)).toMatchObject({
      outcome: 'failed',
      failureReason: 'insufficient_funds',
      card: { brand: 'mastercard', last4: '0341' },
    });
  });

  it('reports an expired session as failed', async () => {
    const client = gateway();
    const { gatewayOrderId } = await client.createCheckout(checkoutRequest());
    api.expire(gatewayOrderId);

    expect(await client.fetchPayment(gatewayOrderId)).toMatchObject({ outcome: 'failed', failureReason: 'expired' });
  });

  it('turns a wrong secret key into a GatewayError with status 401', async () => {
    const client = sdkGateway('STRIPE', { ...api.keys, secretKey: 'sk_test_wrong' }, { baseUrl: api.baseUrl });

    const error = await client.createCheckout(checkoutRequest()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ gateway: 'STRIPE', status: 401 });
  });
});
