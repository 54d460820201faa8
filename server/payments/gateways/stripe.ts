// Stripe: a hosted Checkout Session in `payment` mode per order; the truth about a payment is the
// session and its PaymentIntent, read back with the secret key; webhooks are signed with the
// endpoint's secret (HMAC-SHA256 over `t.body`, `stripe-signature` header).
import Stripe from 'stripe';
import { GatewayError } from './gateway-error.ts';
import {
  WebhookRefused,
  type CheckoutRequest,
  type CheckoutSession,
  type GatewayClient,
  type GatewayEvent,
  type GatewayPayment,
  type StripeKeys,
} from './gateway.ts';

const TOLERANCE_SECONDS = 300;
// Stripe refuses an `expires_at` outside 30 minutes to 24 hours from creation; a margin keeps a
// slow request on the right side of both bounds.
const MIN_EXPIRY_SECONDS = 31 * 60;
const MAX_EXPIRY_SECONDS = 23 * 60 * 60 + 55 * 60;

export class StripeGateway implements GatewayClient {
  readonly name = 'STRIPE' as const;
  readonly provider = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly keys: StripeKeys,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const wanted = Math.floor(request.expiresAt.getTime() / 1000);
    const expiresAt = Math.min(Math.max(wanted, nowSeconds + MIN_EXPIRY_SECONDS), nowSeconds + MAX_EXPIRY_SECONDS);
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountMinor,
                product_data: { name: request.description },
              },
            },
          ],
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId, orderNo: request.orderNo },
          // The PaymentIntent carries the order id too: `payment_intent.payment_failed` only has the intent.
          payment_intent_data: { metadata: { orderId: request.orderId, orderNo: request.orderNo } },
          customer_email: request.buyerEmail,
          success_url: request.returnUrl,
          cancel_url: request.cancelUrl,
          expires_at: expiresAt,
        },
        // A retried create for the same order must not open a second session.
        { idempotencyKey: `checkout-${request.orderId}-${expiresAt}` },
      ),
    );
    if (!session.url) throw new GatewayError(this.name, null, `session ${session.id} has no url`);
    return {
      gatewayOrderId: session.id,
      checkoutUrl: session.url,
      clientSecret: null,
      publishableKey: this.keys.publishableKey ?? null,
    };
  }

  async fetchPayment(gatewayOrderId: string): Promise<GatewayPayment> {
    const session = await this.call(() =>
      this.stripe.checkout.sessions.retrieve(gatewayOrderId, {
        expand: ['payment_intent.latest_charge', 'payment_intent.payment_method'],
      }),
    );
    return sessionPayment(session);
  }

  async verifyWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | undefined>>,
    now: Date,
  ): Promise<GatewayEvent> {
    const header = headers['stripe-signature'];
    if (!header) throw new WebhookRefused('bad_signature');
    // Two passes so a stale but genuine delivery reads as `stale`, not as a forgery: the signature
    // alone (tolerance 0 skips the clock), then the SDK's age check against the `now` we were given.
    const construct = (tolerance: number) =>
      this.stripe.webhooks.constructEvent(
        rawBody,
        header,
        this.keys.webhookSecret,
        tolerance,
        undefined,
        now.getTime(),
      );
    let event: Stripe.Event;
    try {
      event = construct(0);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookRefused('bad_signature');
      throw new WebhookRefused('malformed');
    }
    try {
      construct(TOLERANCE_SECONDS);
    } catch {
      throw new WebhookRefused('stale');
    }
    if (typeof event !== 'object' || event === null || typeof event.id !== 'string' || !event.data?.object) {
      throw new WebhookRefused('malformed');
    }
    return this.readEvent(event);
  }

  private async readEvent(event: Stripe.Event): Promise<GatewayEvent> {
    if (event.type !== 'payment_intent.payment_failed') return readSessionEvent(event);
    const intent = event.data.object;
    // The intent does not name its Checkout Session; Stripe finds the session by its intent, and
    // an intent of no session of ours is not ours to act on.
    const sessions = await this.call(() => this.stripe.checkout.sessions.list({ payment_intent: intent.id, limit: 1 }));
    const session = sessions.data[0];
    return {
      eventId: event.id,
      type: event.type,
      orderId: intent.metadata?.orderId ?? session?.metadata?.orderId ?? null,
      gatewayOrderId: session?.id ?? null,
      payment: session ? intentPayment(session.id, intent, 'failed') : null,
    };
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        throw new GatewayError(this.name, error.statusCode ?? null, error.message, { cause: error });
      }
      throw new GatewayError(this.name, null, error instanceof Error ? error.message : String(error), { cause: error });
    }
  }
}

function sessionPayment(session: Stripe.Checkout.Session): GatewayPayment {
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const base = {
    gatewayOrderId: session.id,
    gatewayPaymentId: intent?.id ?? (typeof session.payment_intent === 'string' ? session.payment_intent : null),
    amountMinor: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    card: intent ? intentCard(intent) : null,
  };
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    return { ...base, outcome: 'succeeded', failureReason: null };
  }
  if (session.status === 'expired') return { ...base, outcome: 'failed', failureReason: 'expired' };
  if (intent && (intent.status === 'canceled' || intent.last_payment_error)) {
    return { ...base, outcome: 'failed', failureReason: intentFailure(intent) };
  }
  return { ...base, outcome: 'pending', failureReason: null };
}

function intentPayment(
  gatewayOrderId: string,
  intent: Stripe.PaymentIntent,
  outcome: GatewayPayment['outcome'],
): GatewayPayment {
  return {
    gatewayOrderId,
    gatewayPaymentId: intent.id,
    outcome,
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
    card: intentCard(intent),
    failureReason: outcome === 'failed' ? intentFailure(intent) : null,
  };
}

function intentFailure(intent: Stripe.PaymentIntent): string {
  const error = intent.last_payment_error;
  return error?.decline_code ?? error?.code ?? (intent.status === 'canceled' ? 'canceled' : 'payment_failed');
}

function intentCard(intent: Stripe.PaymentIntent): GatewayPayment['card'] {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const fromCharge = charge?.payment_method_details?.card;
  if (fromCharge?.last4) return { brand: fromCharge.brand ?? null, last4: fromCharge.last4 };
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const card = method?.card ?? intent.last_payment_error?.payment_method?.card;
  return card?.last4 ? { brand: card.brand ?? null, last4: card.last4 } : null;
}

function readSessionEvent(event: Stripe.Event): GatewayEvent {
  const common = { eventId: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const payment = sessionPayment(session);
      if (event.type === 'checkout.session.async_payment_failed') {
        payment.outcome = 'failed';
        payment.failureReason = 'async_payment_failed';
      }
      if (event.type === 'checkout.session.expired') {
        payment.outcome = 'failed';
        payment.failureReason = 'expired';
      }
      return {
        ...common,
        orderId: session.metadata?.orderId ?? session.client_reference_id ?? null,
        gatewayOrderId: session.id,
        payment,
      };
    }
    default:
      return { ...common, orderId: null, gatewayOrderId: null, payment: null };
  }
}
