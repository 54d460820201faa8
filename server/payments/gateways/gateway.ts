// One interface for every payment gateway. The order, the ledger and the licence never talk to a
// gateway's SDK directly: they ask a `GatewayClient` to open a hosted checkout for an order, to
// tell what really happened to a payment (the client's word is never taken), and to verify and
// read a webhook over its raw body. Stripe, Razorpay and PayPal implement it with their official
// SDKs; the offline sandbox (the default when a board has set no keys) implements it in-process.
import type { components } from '@generated/schema';

export type GatewayName = components['schemas']['PaymentGateway'];
export type Provider = 'stripe' | 'razorpay' | 'paypal' | 'sandbox';

/** Keys a board sets in its settings (`settings.payments`), per gateway. */
export type StripeKeys = { secretKey: string; publishableKey?: string; webhookSecret: string };
export type RazorpayKeys = { keyId: string; keySecret: string; webhookSecret: string };
export type PaypalKeys = { clientId: string; clientSecret: string; webhookId: string };

/**
 * Where a gateway's API is, for tests that start a local server answering as the gateway's
 * documented API. Process configuration only (never a tenant setting: that would let a board
 * send our requests anywhere).
 */
export type GatewayEndpoint = { baseUrl: string } | undefined;

export type CheckoutRequest = {
  /** Our order id; sent to the gateway as metadata / reference and read back from webhooks. */
  orderId: string;
  orderNo: string;
  /** The amount in the currency's minor unit (cents; yen have none: `minorUnits`). */
  amountMinor: number;
  currency: string;
  description: string;
  buyerEmail: string;
  buyerName: string;
  /** Where the gateway sends the buyer back to, success or not (the payment-status page). */
  returnUrl: string;
  cancelUrl: string;
  /** Absolute expiry of the checkout link. */
  expiresAt: Date;
};

export type CheckoutSession = {
  /** The gateway's id of what it created (Checkout Session, Payment Link, PayPal order). */
  gatewayOrderId: string;
  /** The hosted page to send the buyer to. */
  checkoutUrl: string;
  clientSecret: string | null;
  publishableKey: string | null;
};

export type PaymentOutcome = 'succeeded' | 'pending' | 'failed';

export type GatewayPayment = {
  gatewayOrderId: string;
  /** The gateway's payment id (payment intent, Razorpay payment, PayPal capture); null while none exists. */
  gatewayPaymentId: string | null;
  outcome: PaymentOutcome;
  amountMinor: number;
  currency: string;
  card: { brand: string | null; last4: string } | null;
  failureReason: string | null;
};

export type GatewayEvent = {
  /** The gateway's own event id: the key that makes delivery idempotent. */
  eventId: string;
  /** Our order id when the gateway echoed it (metadata, reference id, notes), else null. */
  orderId: string | null;
  gatewayOrderId: string | null;
  /** What the event says about the payment; null for an event we do not act on. */
  payment: GatewayPayment | null;
  /** The gateway's event type as it sent it, for the log. */
  type: string;
};

export class WebhookRefused extends Error {
  constructor(readonly reason: 'bad_signature' | 'stale' | 'malformed') {
    super(`webhook refused: ${reason}`);
  }
}

export interface GatewayClient {
  readonly name: GatewayName;
  readonly provider: Provider;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Asks the gateway what happened to the payment of a checkout it created. */
  fetchPayment(gatewayOrderId: string): Promise<GatewayPayment>;
  /**
   * Verifies a webhook with the gateway's signature scheme over the exact raw body and reads it.
   * Throws `WebhookRefused` for a bad or stale signature or a body it cannot read.
   */
  verifyWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | undefined>>,
    now: Date,
  ): Promise<GatewayEvent>;
}

/** Zero-decimal currencies of our table (ISO 4217 exponent 0). */
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'VND', 'CLP']);

export function minorUnits(amount: number, currency: string): number {
  return ZERO_DECIMAL.has(currency) ? Math.round(amount) : Math.round(amount * 100);
}

export function majorUnits(amountMinor: number, currency: string): number {
  return ZERO_DECIMAL.has(currency) ? amountMinor : amountMinor / 100;
}
