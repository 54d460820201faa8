// PayPal through its official server SDK against a local server answering as PayPal's REST API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutRequest } from '../test/gateway-fakes/checkout-request.ts';
import { startPaypalApi, type PaypalApi } from '../test/gateway-fakes/paypal-api.ts';
import { GatewayError } from './gateway-error.ts';
import { sdkGateway } from './sdk-clients.ts';

let api: PaypalApi;
beforeAll(async () => {
  api = await startPaypalApi();
});
afterAll(() => api.close());

const gateway = () => sdkGateway('PAYPAL', api.keys, { baseUrl: api.baseUrl });
const card = { brand: 'VISA', last4: '7704' };

describe('PayPal checkout', () => {
  it('creates an Orders v2 order for the order, amount as a decimal string', async () => {
    const request = checkoutRequest({ amountMinor: 12_345, currency: 'EUR' });
    const session = await gateway().createCheckout(request);

    expect(session.checkoutUrl).toBe(`${api.baseUrl}/checkoutnow?token=${session.gatewayOrderId}`);
    expect(api.created.at(-1)).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: request.orderId,
          custom_id: request.orderId,
          amount: { currency_code: 'EUR', value: '123.45' },
        },
      ],
      payment_source: {
        paypal: { experience_context: { return_url: request.returnUrl, cancel_url: request.cancelUrl } },
      },
    });
  });

  it('sends zero-decimal currencies without decimals', async () => {
    await gateway().createCheckout(checkoutRequest({ amountMinor: 5000, currency: 'JPY' }));

    expect(api.created.at(-1)).toMatchObject({ purchase_units: [{ amount: { currency_code: 'JPY', value: '5000' } }] });
  });

  it('reports pending until approved, then captures once and reports succeeded', async () => {
    const client = gateway();
    const { gatewayOrderId } = await client.createCheckout(checkoutRequest());

    expect(await client.fetchPayment(gatewayOrderId)).toMatchObject({
      gatewayOrderId,
      outcome: 'pending',
      amountMinor: 4999,
      currency: 'USD',
    });
    api.pay(gatewayOrderId, { card });
    const before = api.captureCalls();
    // Two status checks at once both find the order approved; the PayPal-Request-Id makes the
    // second capture PayPal's replay of the first.
    const [paid, again] = await Promise.all([client.fetchPayment(gatewayOrderId), client.fetchPayment(gatewayOrderId)]);
    expect(paid).toMatchObject({ outcome: 'succeeded', card: { brand: 'VISA', last4: '7704' }, amountMinor: 4999 });
    expect(paid.gatewayPaymentId).toBeTruthy();
    expect(again).toEqual(paid);
    expect(await client.fetchPayment(gatewayOrderId)).toEqual(paid);
    expect(api.captureCalls() - before).toBe(1);
  });

  it('reports a declined instrument as failed', async () => {
    const client = gateway();
    const { gatewayOrderId } = await client.createCheckout(checkoutRequest());
    api.fail(gatewayOrderId, { card });

    expect(await client.fetchPayment(gatewayOrderId)).toMatchObject({
      outcome: 'failed',
      failureReason: 'INSTRUMENT_DECLINED',
      gatewayPaymentId: null,
    });
  });

  it('turns wrong client credentials into a GatewayError with status 401', async () => {
    const client = sdkGateway('PAYPAL', { ...api.keys, clientSecret: 'wrong' }, { baseUrl: api.baseUrl });

    const error = await client.createCheckout(checkoutRequest()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ gateway: 'PAYPAL', status: 401 });
  });
});
