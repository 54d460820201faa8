// Razorpay through its official SDK against a local server answering as Razorpay's API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutRequest } from '../test/gateway-fakes/checkout-request.ts';
import { startRazorpayApi, type RazorpayApi } from '../test/gateway-fakes/razorpay-api.ts';
import { GatewayError } from './gateway-error.ts';
import { sdkGateway } from './sdk-clients.ts';

let api: RazorpayApi;
beforeAll(async () => {
  api = await startRazorpayApi();
});
afterAll(() => api.close());

const gateway = () => sdkGateway('RAZORPAY', api.keys, { baseUrl: api.baseUrl });

describe('Razorpay checkout', () => {
  it('creates a Payment Link for the order, amount in minor units', async () => {
    const request = checkoutRequest({ amountMinor: 149_900, currency: 'INR' });
    const session = await gateway().createCheckout(request);

    expect(session.gatewayOrderId).toMatch(/^plink_/);
    expect(session.checkoutUrl).toMatch(new RegExp(`^${api.baseUrl}/i/`));
    expect(api.created.at(-1)).toMatchObject({
      amount: 149_900,
      currency: 'INR',
      reference_id: request.orderId,
      notes: { orderId: request.orderId },
      callback_url: request.returnUrl,
      callback_method: 'get',
      expire_by: Math.floor(request.expiresAt.getTime() / 1000),
    });
  });

  it('reports pending until paid, then succeeded with the card', async () => {
    const client = gateway();
    const { gatewayOrderId } = await client.createCheckout(checkoutRequest({ currency: 'INR' }));

    expect(await client.fetchPayment(gatewayOrderId)).toMatchObject({
      gatewayOrderId,
      gatewayPaymentId: null,
      outcome: 'pending',
      amountMinor: 4999,
      currency: 'INR',
    });
    const paymentId = api.pay(gatewayOrderId, { card: { brand: 'Visa', last4: '1111' } });
    expect(await client.fetchPayment(gatewayOrderId)).toMatchObject({
      gatewayPaymentId: paymentId,
      outcome: 'succeeded',
      card: { brand: 'Visa', last4: '1111' },
    });
  });

  it('reports a declined attempt as failed with the reason', async () => {
    const client = gateway();
    const { gatewayOrderId } = await client.createCheckout(checkoutRequest({ currency: 'INR' }));
    api.fail(gatewayOrderId, { card: { brand: 'MasterCard', last4: '5558' } });

    expect(await client.fetchPayment(gatewayOrderId)).toMatchObject({
      outcome: 'failed',
      failureReason: 'payment_declined',
      card: { last4: '5558' },
    });
  });

  it('turns a wrong key secret into a GatewayError with status 401', async () => {
    const client = sdkGateway('RAZORPAY', { ...api.keys, keySecret: 'wrong' }, { baseUrl: api.baseUrl });

    const error = await client.createCheckout(checkoutRequest()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ gateway: 'RAZORPAY', status: 401 });
  });

  it('turns an unreachable API into a GatewayError without a status', async () => {
    const closed = await startRazorpayApi();
    await closed.close();
    const client = sdkGateway('RAZORPAY', closed.keys, { baseUrl: closed.baseUrl });

    const error = await client.fetchPayment('plink_missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ status: null });
  });
});
