// The offline sandbox gateway: what a board without gateway keys pays through, so `npm start` can
// sell a plan end to end. It behaves like a hosted checkout: the buyer is sent to its page on the
// board's own host (sandbox-pages.ts), enters a test card, and comes back to the payment-status
// page while the payment is still processing; a few seconds later the sandbox "settles" it and
// delivers a signed webhook through the same verification and queue as a real gateway's. Test
// cards as Stripe documents them: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined,
// 4000 0000 0000 9995 is declined for insufficient funds; any other valid number pays.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { checkoutById, insertCheckout } from '../sandbox-checkouts-repo.ts';
import {
  WebhookRefused,
  type CheckoutRequest,
  type CheckoutSession,
  type GatewayClient,
  type GatewayEvent,
  type GatewayName,
  type GatewayPayment,
} from './gateway.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_TOLERANCE_SECONDS = 300;

export type SandboxOptions = {
  db: Db;
  clientId: string;
  /** The board's own signing key for sandbox webhooks (derived from the server's secret). */
  signingKey: Uint8Array;
  /** The board's origin, where the sandbox's checkout page is served. */
  origin: string;
};

type Row = {
  id: string;
  order_id: string;
  amount_minor: number;
  currency: string;
  state: 'open' | 'processing' | 'succeeded' | 'failed';
  payment_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  failure_reason: string | null;
  settle_at: Date | null;
};

export function signSandbox(key: Uint8Array, rawBody: Buffer | string, timestamp: number): string {
  const mac = createHmac('sha256', key).update(`${timestamp}.`).update(rawBody).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export function sandboxPaymentOf(row: Row, now: Date): GatewayPayment {
  const settled = row.settle_at !== null && row.settle_at.getTime() <= now.getTime();
  const outcome =
    row.state === 'succeeded' && settled ? 'succeeded' : row.state === 'failed' && settled ? 'failed' : 'pending';
  return {
    gatewayOrderId: row.id,
    gatewayPaymentId: row.payment_id,
    outcome,
    amountMinor: row.amount_minor,
    currency: row.currency,
    card: row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
    failureReason: outcome === 'failed' ? row.failure_reason : null,
  };
}

export function sandboxGateway(name: GatewayName, opts: SandboxOptions): GatewayClient {
  const { db, clientId } = opts;
  return {
    name,
    provider: 'sandbox',
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const id = `sbx_cs_${randomBytes(12).toString('hex')}`;
      await insertCheckout(db, clientId, {
        id,
        order_id: request.orderId,
        amount_minor: request.amountMinor,
        currency: request.currency,
        return_url: request.returnUrl,
      });
      return {
        gatewayOrderId: id,
        checkoutUrl: `${opts.origin}/sandbox-checkout/${id}`,
        clientSecret: null,
        publishableKey: null,
      };
    },
    async fetchPayment(gatewayOrderId: string): Promise<GatewayPayment> {
      const row = await checkoutById(db, clientId, gatewayOrderId);
      if (!row) throw new Error('sandbox: no such checkout');
      return sandboxPaymentOf(row as Row, new Date());
    },
    async verifyWebhook(rawBody, headers, now): Promise<GatewayEvent> {
      const header = headers[SANDBOX_SIGNATURE_HEADER] ?? '';
      const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
      const t = Number(parts.t);
      if (!parts.v1 || !Number.isInteger(t)) throw new WebhookRefused('bad_signature');
      const expected = Buffer.from(signSandbox(opts.signingKey, rawBody, t).split('v1=')[1] ?? '', 'hex');
      const given = Buffer.from(parts.v1, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new WebhookRefused('bad_signature');
      if (Math.abs(now.getTime() / 1000 - t) > SANDBOX_TOLERANCE_SECONDS) throw new WebhookRefused('stale');
      let body: { id?: unknown; type?: unknown; data?: { checkout?: unknown; orderId?: unknown } };
      try {
        body = JSON.parse(rawBody.toString('utf8')) as typeof body;
      } catch {
        throw new WebhookRefused('malformed');
      }
      if (typeof body.id !== 'string' || typeof body.type !== 'string' || typeof body.data?.checkout !== 'string')
        throw new WebhookRefused('malformed');
      const checkoutId = body.data.checkout;
      const orderId = typeof body.data.orderId === 'string' ? body.data.orderId : null;
      // The event names the checkout; what happened is read from the sandbox's own record, as a
      // real integration reads the gateway's object rather than trusting the event's copy.
      const payment = await this.fetchPayment(checkoutId).catch(() => null);
      return { eventId: body.id, orderId, gatewayOrderId: checkoutId, payment, type: body.type };
    },
  };
}

/** The body of the sandbox's webhook for a settled checkout. */
export function sandboxEvent(checkoutId: string, orderId: string, outcome: 'succeeded' | 'failed'): Buffer {
  return Buffer.from(
    JSON.stringify({
      id: `sbx_evt_${randomBytes(12).toString('hex')}`,
      type: outcome === 'succeeded' ? 'checkout.payment_succeeded' : 'checkout.payment_failed',
      data: { checkout: checkoutId, orderId },
    }),
  );
}
