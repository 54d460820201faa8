// PayPal: an Orders v2 order (intent CAPTURE) per order, approved by the buyer on PayPal's page
// and captured by us when we next ask about it; webhooks are verified offline with PayPal's
// certificate (`paypal-signature.ts`).
import {
  ApiError,
  CheckoutPaymentIntent,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type Order,
  type OrdersController,
} from '@paypal/paypal-server-sdk';
import { GatewayError } from './gateway-error.ts';
import {
  WebhookRefused,
  majorUnits,
  minorUnits,
  type CheckoutRequest,
  type CheckoutSession,
  type GatewayClient,
  type GatewayEvent,
  type GatewayPayment,
  type PaypalKeys,
} from './gateway.ts';
import { verifyPaypalSignature } from './paypal-signature.ts';

export class PaypalGateway implements GatewayClient {
  readonly name = 'PAYPAL' as const;
  readonly provider = 'paypal' as const;

  constructor(
    private readonly orders: OrdersController,
    private readonly keys: PaypalKeys,
    private readonly certUrlAllowed: (url: URL) => boolean,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    // Orders v2 has no expiry to set: PayPal drops an order nobody approved (about three hours).
    const { result: order } = await this.call(() =>
      this.orders.createOrder({
        paypalRequestId: `create-${request.orderId}`,
        prefer: 'return=representation',
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: request.orderId,
              customId: request.orderId,
              invoiceId: request.orderNo,
              description: request.description.slice(0, 127),
              amount: { currencyCode: request.currency, value: decimal(request.amountMinor, request.currency) },
            },
          ],
          paymentSource: {
            paypal: {
              experienceContext: {
                returnUrl: request.returnUrl,
                cancelUrl: request.cancelUrl,
                userAction: PaypalExperienceUserAction.PayNow,
                shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
              },
            },
          },
        },
      }),
    );
    const approve = order.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
    if (!order.id || !approve) throw new GatewayError(this.name, null, 'order without an approval link');
    return {
      gatewayOrderId: order.id,
      checkoutUrl: approve.href,
      clientSecret: null,
      publishableKey: this.keys.clientId,
    };
  }

  async fetchPayment(gatewayOrderId: string): Promise<GatewayPayment> {
    const { result: order } = await this.call(() => this.orders.getOrder({ id: gatewayOrderId }));
    if (order.status !== 'APPROVED') return orderPayment(gatewayOrderId, order);
    try {
      // Approved means the buyer said yes; the money moves when we capture. The request id makes
      // a second capture (two status checks at once, a retry) return the first one's result.
      const { result: captured } = await this.orders.captureOrder({
        id: gatewayOrderId,
        paypalRequestId: `capture-${gatewayOrderId}`,
        prefer: 'return=representation',
      });
      return orderPayment(gatewayOrderId, captured);
    } catch (error) {
      const issue = error instanceof ApiError && error.statusCode === 422 ? firstIssue(error) : null;
      if (issue === 'ORDER_ALREADY_CAPTURED') {
        const { result: again } = await this.call(() => this.orders.getOrder({ id: gatewayOrderId }));
        return orderPayment(gatewayOrderId, again);
      }
      if (issue) return { ...orderPayment(gatewayOrderId, order), outcome: 'failed', failureReason: issue };
      throw wrap(error);
    }
  }

  async verifyWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | undefined>>,
    now: Date,
  ): Promise<GatewayEvent> {
    await verifyPaypalSignature({
      rawBody,
      headers,
      webhookId: this.keys.webhookId,
      now,
      allowed: this.certUrlAllowed,
    });
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new WebhookRefused('malformed');
    }
    if (!isRecord(body) || typeof body.id !== 'string' || typeof body.event_type !== 'string') {
      throw new WebhookRefused('malformed');
    }
    return readEvent(body.id, body.event_type, isRecord(body.resource) ? body.resource : {});
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw wrap(error);
    }
  }
}

function wrap(error: unknown): GatewayError {
  if (error instanceof ApiError) {
    return new GatewayError('PAYPAL', error.statusCode, firstIssue(error) ?? error.message, { cause: error });
  }
  return new GatewayError('PAYPAL', null, error instanceof Error ? error.message : String(error), { cause: error });
}

/** PayPal's error body names what went wrong in `details[0].issue` (`INSTRUMENT_DECLINED` ...). */
function firstIssue(error: ApiError): string | null {
  if (typeof error.body !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (!isRecord(parsed)) return null;
    const detail = Array.isArray(parsed.details) ? parsed.details[0] : null;
    if (isRecord(detail) && typeof detail.issue === 'string') return detail.issue;
    return typeof parsed.name === 'string' ? parsed.name : null;
  } catch {
    return null;
  }
}

function decimal(amountMinor: number, currency: string): string {
  const decimals = minorUnits(1, currency) === 1 ? 0 : 2;
  return majorUnits(amountMinor, currency).toFixed(decimals);
}

function orderPayment(gatewayOrderId: string, order: Order): GatewayPayment {
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.[0];
  const money = capture?.amount ?? unit?.amount;
  const currency = money?.currencyCode ?? '';
  const card = order.paymentSource?.card;
  const base = {
    gatewayOrderId,
    gatewayPaymentId: capture?.id ?? null,
    amountMinor: money ? minorUnits(Number(money.value), currency) : 0,
    currency,
    card: card?.lastDigits ? { brand: card.brand ?? null, last4: card.lastDigits } : null,
  };
  if (capture?.status === 'COMPLETED') return { ...base, outcome: 'succeeded', failureReason: null };
  if (capture?.status === 'DECLINED' || capture?.status === 'FAILED') {
    return { ...base, outcome: 'failed', failureReason: capture.statusDetails?.reason ?? capture.status };
  }
  if (order.status === 'VOIDED') return { ...base, outcome: 'failed', failureReason: 'VOIDED' };
  return { ...base, outcome: 'pending', failureReason: null };
}

type Resource = Record<string, unknown>;

function readEvent(eventId: string, type: string, resource: Resource): GatewayEvent {
  const common = { eventId, type };
  if (type === 'CHECKOUT.ORDER.APPROVED') {
    const unit =
      Array.isArray(resource.purchase_units) && isRecord(resource.purchase_units[0]) ? resource.purchase_units[0] : {};
    const gatewayOrderId = typeof resource.id === 'string' ? resource.id : null;
    const orderId = text(unit.custom_id) ?? text(unit.reference_id);
    // Approved is not paid: the ledger captures by asking `fetchPayment`.
    const payment: GatewayPayment | null = gatewayOrderId
      ? {
          gatewayOrderId,
          gatewayPaymentId: null,
          outcome: 'pending',
          ...amountOf(unit.amount),
          card: null,
          failureReason: null,
        }
      : null;
    return { ...common, orderId, gatewayOrderId, payment };
  }
  const outcomes: Record<string, GatewayPayment['outcome']> = {
    'PAYMENT.CAPTURE.COMPLETED': 'succeeded',
    'PAYMENT.CAPTURE.DENIED': 'failed',
    'PAYMENT.CAPTURE.DECLINED': 'failed',
  };
  const outcome = outcomes[type];
  const related =
    isRecord(resource.supplementary_data) && isRecord(resource.supplementary_data.related_ids)
      ? resource.supplementary_data.related_ids
      : {};
  const gatewayOrderId = text(related.order_id);
  const orderId = text(resource.custom_id);
  if (!outcome || !gatewayOrderId) return { ...common, orderId, gatewayOrderId, payment: null };
  const reason = isRecord(resource.status_details) ? text(resource.status_details.reason) : null;
  return {
    ...common,
    orderId,
    gatewayOrderId,
    payment: {
      gatewayOrderId,
      gatewayPaymentId: text(resource.id),
      outcome,
      ...amountOf(resource.amount),
      card: null,
      failureReason: outcome === 'failed' ? (reason ?? text(resource.status) ?? type) : null,
    },
  };
}

function amountOf(value: unknown): { amountMinor: number; currency: string } {
  if (!isRecord(value)) return { amountMinor: 0, currency: '' };
  const currency = text(value.currency_code) ?? '';
  return { amountMinor: minorUnits(Number(text(value.value) ?? 0), currency), currency };
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
