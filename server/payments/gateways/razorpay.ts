// Razorpay: a Payment Link per order (the hosted page at its `short_url`); the truth about a
// payment is the link and its payments, read back with the key pair; webhooks carry an HMAC-SHA256
// of the raw body under the webhook secret (`x-razorpay-signature`) and no timestamp.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type Razorpay from 'razorpay';
import { GatewayError } from './gateway-error.ts';
import {
  WebhookRefused,
  type CheckoutRequest,
  type CheckoutSession,
  type GatewayClient,
  type GatewayEvent,
  type GatewayPayment,
  type RazorpayKeys,
} from './gateway.ts';

const STALE_AFTER_SECONDS = 300;
// Razorpay refuses an `expire_by` less than 15 minutes ahead.
const MIN_EXPIRY_SECONDS = 16 * 60;

/** The documented entities, as far as we read them (the SDK's typings give a link one payment, not a list). */
type LinkPayment = { payment_id: string; status: string; amount: number; created_at: number };
type PaymentLink = {
  id: string;
  status: 'created' | 'partially_paid' | 'expired' | 'cancelled' | 'paid';
  amount: number;
  currency: string;
  reference_id?: string;
  notes?: Record<string, string> | null;
  short_url: string;
  payments?: LinkPayment[] | null;
};
type Payment = {
  id: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  amount: number;
  currency: string;
  order_id?: string | null;
  card?: { last4?: string; network?: string } | null;
  error_code?: string | null;
  error_reason?: string | null;
  error_description?: string | null;
};

export class RazorpayGateway implements GatewayClient {
  readonly name = 'RAZORPAY' as const;
  readonly provider = 'razorpay' as const;

  constructor(
    private readonly razorpay: Razorpay,
    private readonly keys: RazorpayKeys,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const link = (await this.call(() =>
      this.razorpay.paymentLink.create({
        amount: request.amountMinor,
        currency: request.currency,
        accept_partial: false,
        description: request.description,
        reference_id: request.orderId,
        customer: { name: request.buyerName, email: request.buyerEmail },
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: { orderId: request.orderId, orderNo: request.orderNo },
        callback_url: request.returnUrl,
        callback_method: 'get',
        expire_by: Math.max(Math.floor(request.expiresAt.getTime() / 1000), nowSeconds + MIN_EXPIRY_SECONDS),
      }),
    )) as unknown as PaymentLink;
    return {
      gatewayOrderId: link.id,
      checkoutUrl: link.short_url,
      clientSecret: null,
      publishableKey: this.keys.keyId,
    };
  }

  async fetchPayment(gatewayOrderId: string): Promise<GatewayPayment> {
    const link = (await this.call(() => this.razorpay.paymentLink.fetch(gatewayOrderId))) as unknown as PaymentLink;
    // The latest attempt tells the story: a captured one paid the link, a failed one was declined.
    const attempts = [...(link.payments ?? [])].sort((a, b) => a.created_at - b.created_at);
    const latest = attempts.find((p) => p.status === 'captured') ?? attempts.at(-1);
    // Not `payments.fetch(id, { 'expand[]': 'card' })`: razorpay 2.9.8 nests that into
    // `expand[expand]=card`, which the API ignores, and the card would never be known.
    const payment = latest
      ? await this.call(() =>
          this.razorpay.api.get<{ 'expand[]': string }, Payment>({
            url: `/payments/${encodeURIComponent(latest.payment_id)}`,
            data: { 'expand[]': 'card' },
          }),
        )
      : null;
    return linkPayment(link, payment);
  }

  async verifyWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | undefined>>,
    now: Date,
  ): Promise<GatewayEvent> {
    const signature = headers['x-razorpay-signature'];
    if (!signature || !validSignature(rawBody, signature, this.keys.webhookSecret)) {
      throw new WebhookRefused('bad_signature');
    }
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new WebhookRefused('malformed');
    }
    const eventId = headers['x-razorpay-event-id'];
    if (!isRecord(body) || typeof body.event !== 'string' || typeof body.created_at !== 'number' || !eventId) {
      throw new WebhookRefused('malformed');
    }
    // Razorpay signs no timestamp, so a captured delivery could be replayed forever; the event's
    // own `created_at` (inside the signed body) bounds how old a delivery we still believe. The
    // price: Razorpay's own retries of an event keep its `created_at`, so a retry after 5 minutes
    // is refused too, and the order is settled by `fetchPayment` instead.
    if (now.getTime() / 1000 - body.created_at > STALE_AFTER_SECONDS) throw new WebhookRefused('stale');
    return this.readEvent(eventId, body.event, isRecord(body.payload) ? body.payload : {});
  }

  private async readEvent(eventId: string, type: string, payload: Record<string, unknown>): Promise<GatewayEvent> {
    const payment = entity<Payment>(payload.payment);
    let link = entity<PaymentLink>(payload.payment_link);
    if (!link && payment && (type === 'payment.captured' || type === 'payment.failed')) {
      // A payment event names neither the link nor our order (a link's payments carry empty
      // notes); Razorpay finds the link by its payment, and a payment of no link is not ours.
      const found = await this.call(() =>
        this.razorpay.paymentLink.all({ payment_id: payment.id } as Parameters<Razorpay['paymentLink']['all']>[0]),
      );
      link = (found as unknown as { payment_links?: PaymentLink[] }).payment_links?.[0] ?? null;
    }
    const common = {
      eventId,
      type,
      orderId: link?.reference_id ?? link?.notes?.orderId ?? null,
      gatewayOrderId: link?.id ?? null,
    };
    if (!link) return { ...common, payment: null };
    switch (type) {
      case 'payment_link.paid':
      case 'payment.captured':
        return { ...common, payment: { ...linkPayment(link, payment), outcome: 'succeeded', failureReason: null } };
      case 'payment.failed':
        return payment ? { ...common, payment: paymentFailed(link, payment) } : { ...common, payment: null };
      case 'payment_link.expired':
      case 'payment_link.cancelled':
        return { ...common, payment: linkPayment(link, null) };
      default:
        return { ...common, payment: null };
    }
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      // The SDK rejects with a plain `{ statusCode, error: { description } }`, and with a TypeError
      // of its own when no answer came at all (it reads `err.response.status`).
      if (isRecord(error) && typeof error.statusCode === 'number') {
        const detail =
          isRecord(error.error) && typeof error.error.description === 'string' ? error.error.description : '';
        throw new GatewayError(this.name, error.statusCode, detail || `HTTP ${error.statusCode}`, { cause: error });
      }
      throw new GatewayError(this.name, null, error instanceof Error ? error.message : String(error), { cause: error });
    }
  }
}

/**
 * HMAC-SHA256 hex of the exact raw body, compared in constant time. Not the SDK's
 * `validateWebhookSignature`: it compares with `===`, which leaks how much of a guess was right.
 */
function validSignature(rawBody: Buffer, signature: string, secret: string): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(rawBody).digest('hex'), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function linkPayment(link: PaymentLink, payment: Payment | null): GatewayPayment {
  const base = {
    gatewayOrderId: link.id,
    gatewayPaymentId: payment?.id ?? null,
    amountMinor: link.amount,
    currency: link.currency,
    card: cardOf(payment),
  };
  if (link.status === 'paid') return { ...base, outcome: 'succeeded', failureReason: null };
  if (link.status === 'expired' || link.status === 'cancelled') {
    return { ...base, outcome: 'failed', failureReason: link.status };
  }
  if (payment?.status === 'failed') return { ...base, outcome: 'failed', failureReason: failureOf(payment) };
  return { ...base, outcome: 'pending', failureReason: null };
}

function paymentFailed(link: PaymentLink, payment: Payment): GatewayPayment {
  return { ...linkPayment(link, payment), outcome: 'failed', failureReason: failureOf(payment) };
}

function cardOf(payment: Payment | null): GatewayPayment['card'] {
  const card = payment?.card;
  return card?.last4 ? { brand: card.network ?? null, last4: card.last4 } : null;
}

function failureOf(payment: Payment): string {
  return payment.error_reason ?? payment.error_code ?? 'payment_failed';
}

function entity<T>(wrapper: unknown): T | null {
  return isRecord(wrapper) && isRecord(wrapper.entity) ? (wrapper.entity as T) : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
