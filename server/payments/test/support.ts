// Shared steps of the payment tests: calls with a token on a host, a coupon written as the board's
// admin would, and paying an order through the sandbox's hosted checkout page over real HTTP.
import { expect } from 'vitest';
import type { components } from '@generated/schema';
import type { TestServer } from '../../test/harness.ts';

type S = components['schemas'];
export type Envelope<T> = { code: string; message: string; data: T };

export function api(server: TestServer, host: string, token: string | null) {
  return <T>(method: string, path: string, body?: unknown) =>
    server.call<Envelope<T>>(method, `/client/api/v1/${path}`, {
      host,
      token,
      ...(body === undefined ? {} : { body }),
    });
}

export async function addCoupon(
  server: TestServer,
  clientId: string,
  c: {
    code: string;
    percentOff?: number;
    amountOffMinor?: number;
    currency?: string;
    validUntil?: Date | null;
    max?: number;
    planIds?: string[];
    audience?: 'employer' | 'candidate';
  },
): Promise<void> {
  await server.database.db
    .insertInto('coupons')
    .values({
      client_id: clientId,
      code: c.code,
      description: null,
      percent_off: c.percentOff ?? null,
      amount_off_minor: c.amountOffMinor ?? null,
      currency: c.currency ?? null,
      valid_until: c.validUntil ?? null,
      max_redemptions: c.max ?? null,
      audience: c.audience ?? null,
      plan_ids: c.planIds ?? [],
    })
    .execute();
}

/** Opens the order's sandbox checkout and submits a card; returns where the page sent the buyer. */
export async function payInSandbox(
  server: TestServer,
  host: string,
  checkoutUrl: string,
  card = '4242 4242 4242 4242',
) {
  const path = new URL(checkoutUrl).pathname;
  const page = await server.call<string>('GET', path, { host });
  expect(page.status).toBe(200);
  expect(page.body).toContain('SANDBOX');
  const form = new URLSearchParams({ action: 'pay', number: card, expiry: '12/30', cvc: '123', name: 'Test Buyer' });
  const paid = await server.call<string>('POST', path, {
    host,
    raw: Buffer.from(form.toString()),
    contentType: 'application/x-www-form-urlencoded',
  });
  expect(paid.status).toBe(303);
  return String(paid.headers.location);
}

export async function planId(
  server: TestServer,
  host: string,
  token: string,
  audience: 'employer' | 'candidate',
  subscription: string,
) {
  const list = await api(server, host, token)<{ items: S['Plan'][] }>('POST', `licence/${audience}/get-plans/list`, {
    limit: 50,
  });
  expect(list.status).toBe(200);
  const plan = list.body.data.items.find((p) => p.subscription === subscription);
  if (!plan) throw new Error(`no ${audience} plan ${subscription}`);
  return plan;
}
