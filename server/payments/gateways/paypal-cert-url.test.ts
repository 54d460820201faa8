// Where PayPal's signing certificate may come from: the URL is in the request, so a forger
// chooses it; only PayPal's hosts over https (or the configured test endpoint) are fetched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaypalApi, type PaypalApi } from '../test/gateway-fakes/paypal-api.ts';
import { WebhookRefused } from './gateway.ts';
import { certUrlAllowed } from './paypal-signature.ts';
import { sdkGateway } from './sdk-clients.ts';

describe('PayPal certificate URLs', () => {
  it('allows only PayPal hosts over https in production', () => {
    const allowed = certUrlAllowed(undefined);
    const ok = (url: string) => allowed(new URL(url));

    expect(ok('https://api.paypal.com/v1/notifications/certs/CERT-360caa42')).toBe(true);
    expect(ok('https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42')).toBe(true);
    expect(ok('http://api.paypal.com/v1/notifications/certs/CERT-360caa42')).toBe(false);
    expect(ok('https://api.paypal.com:8443/v1/notifications/certs/CERT-360caa42')).toBe(false);
    expect(ok('https://api.paypal.com.evil.example/v1/notifications/certs/x')).toBe(false);
    expect(ok('https://evil.example/api.paypal.com/cert')).toBe(false);
  });

  it('allows only the configured endpoint in tests, http included', () => {
    const allowed = certUrlAllowed('http://127.0.0.1:4010');

    expect(allowed(new URL('http://127.0.0.1:4010/v1/notifications/certs/CERT-1'))).toBe(true);
    expect(allowed(new URL('http://127.0.0.1:4011/v1/notifications/certs/CERT-1'))).toBe(false);
    expect(allowed(new URL('http://localhost:4010/v1/notifications/certs/CERT-1'))).toBe(false);
    expect(allowed(new URL('https://api.paypal.com/v1/notifications/certs/CERT-1'))).toBe(false);
  });
});

describe('PayPal certificate cache', () => {
  let api: PaypalApi;
  beforeAll(async () => {
    api = await startPaypalApi();
  });
  afterAll(() => api.close());

  it('fetches a certificate once per URL, and never from a refused host', async () => {
    const gateway = sdkGateway('PAYPAL', api.keys, { baseUrl: api.baseUrl });
    const event = { id: 'WH-CACHE', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} };
    for (let i = 0; i < 3; i += 1) {
      const { rawBody, headers } = api.signedWebhook(event);
      await gateway.verifyWebhook(rawBody, headers, new Date());
    }
    expect(api.certFetches()).toBe(1);

    const elsewhere = api.certUrl.replace('127.0.0.1', 'localhost');
    const { rawBody, headers } = api.signedWebhook(event, { certUrl: elsewhere });
    const error = await gateway.verifyWebhook(rawBody, headers, new Date()).catch((e: unknown) => e);
    expect(error).toEqual(new WebhookRefused('bad_signature'));
    expect(api.certFetches()).toBe(1);
  });
});
