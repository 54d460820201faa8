// A local server answering as Stripe's API does for what StripeGateway calls: Checkout Sessions
// (create, retrieve with `expand`, list by payment intent), form-encoded requests, Bearer secret
// key, Stripe's error shape. Test controls pay or decline a session and sign webhooks with the
// SDK's own test-header helper, so the verification path is the production one.
import Stripe from 'stripe';
import type { StripeKeys } from '../../gateways/gateway.ts';
import { bearer, fakeId, json, startFakeServer, type FakeReply, type FakeRequest } from './http.ts';
import { list, obj, parseStripeForm, str, type FormObject } from './stripe-form.ts';

export type FakeCard = { brand: string; last4: string };
type Json = Record<string, unknown>;

export type StripeApi = Awaited<ReturnType<typeof startStripeApi>>;

export async function startStripeApi(keys: StripeKeys = stripeTestKeys()) {
  const sessions = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const intentMetadata = new Map<string, FormObject>();
  const created: FormObject[] = [];

  const handle = (request: FakeRequest): FakeReply => {
    if (bearer(request.headers) !== keys.secretKey) {
      return json(401, {
        error: {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${redact(bearer(request.headers))}`,
        },
      });
    }
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      return createSession(parseStripeForm(new URLSearchParams(request.body.toString('utf8'))));
    }
    if (request.method === 'GET' && request.path === '/v1/checkout/sessions') {
      const intent = request.query.get('payment_intent');
      const data = [...sessions.values()].filter((s) => !intent || s.payment_intent === intent);
      return json(200, { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' });
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && match?.[1]) {
      const session = sessions.get(match[1]);
      if (!session) return missing('checkout.session', match[1]);
      const expand = list(parseStripeForm(request.query).expand).map(String);
      return json(200, expanded(session, expand));
    }
    return json(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${request.path})`,
      },
    });
  };

  const createSession = (form: FormObject): FakeReply => {
    const item = obj(list(form.line_items)[0]);
    const price = obj(item.price_data);
    const amount = Number(str(price.unit_amount)) * Number(str(item.quantity) ?? '1');
    const currency = str(price.currency);
    if (str(form.mode) !== 'payment' || !currency || !Number.isInteger(amount) || !str(form.success_url)) {
      return json(400, { error: { type: 'invalid_request_error', message: 'Missing required param: line_items.' } });
    }
    created.push(form);
    const id = fakeId('cs_test_');
    const session: Json = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      amount_subtotal: amount,
      currency,
      client_reference_id: str(form.client_reference_id) ?? null,
      customer_email: str(form.customer_email) ?? null,
      metadata: obj(form.metadata),
      expires_at: Number(str(form.expires_at)),
      success_url: str(form.success_url),
      cancel_url: str(form.cancel_url) ?? null,
      payment_intent: null,
      url: `${server.baseUrl}/c/pay/${id}`,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    sessions.set(id, session);
    intentMetadata.set(id, obj(obj(form.payment_intent_data).metadata));
    return json(200, session);
  };

  const expanded = (session: Json, expand: string[]): Json => {
    const intent = typeof session.payment_intent === 'string' ? intents.get(session.payment_intent) : undefined;
    if (!intent || !expand.some((path) => path.startsWith('payment_intent'))) return session;
    const full: Json = { ...intent };
    if (expand.includes('payment_intent.latest_charge') && typeof intent.latest_charge === 'string') {
      full.latest_charge = charges.get(intent.latest_charge) ?? intent.latest_charge;
    }
    if (expand.includes('payment_intent.payment_method') && typeof intent.payment_method === 'string') {
      full.payment_method = paymentMethods.get(intent.payment_method) ?? intent.payment_method;
    }
    return { ...session, payment_intent: full };
  };

  /** The buyer's attempt on the hosted page: a PaymentIntent appears (Stripe creates it lazily). */
  const attempt = (sessionId: string, card: FakeCard, declineCode: string | null): Json => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const methodId = fakeId('pm_');
    const cardDetails = { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034, country: 'US' };
    paymentMethods.set(methodId, { id: methodId, object: 'payment_method', type: 'card', card: cardDetails });
    const intentId = typeof session.payment_intent === 'string' ? session.payment_intent : fakeId('pi_');
    const intent: Json = {
      id: intentId,
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      metadata: intentMetadata.get(sessionId) ?? {},
      payment_method: methodId,
      status: declineCode ? 'requires_payment_method' : 'succeeded',
      latest_charge: null,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    const chargeId = fakeId('ch_');
    charges.set(chargeId, {
      id: chargeId,
      object: 'charge',
      amount: session.amount_total,
      currency: session.currency,
      status: declineCode ? 'failed' : 'succeeded',
      paid: !declineCode,
      payment_intent: intentId,
      payment_method_details: { type: 'card', card: cardDetails },
      failure_code: declineCode ? 'card_declined' : null,
    });
    intent.latest_charge = chargeId;
    if (declineCode) {
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: declineCode,
        message: 'Your card was declined.',
        payment_method: paymentMethods.get(methodId),
      };
    } else {
      Object.assign(session, { status: 'complete', payment_status: 'paid' });
    }
    intents.set(intentId, intent);
    session.payment_intent = intentId;
    return intent;
  };

  const server = await startFakeServer(handle);

  return {
    baseUrl: server.baseUrl,
    keys,
    /** Every Checkout Session create the API accepted, as the form it received. */
    created,
    pay: (sessionId: string, { card }: { card: FakeCard }) => void attempt(sessionId, card, null),
    fail: (sessionId: string, { card, declineCode = 'generic_decline' }: { card: FakeCard; declineCode?: string }) =>
      void attempt(sessionId, card, declineCode),
    expire: (sessionId: string) => {
      const session = sessions.get(sessionId);
      if (session) Object.assign(session, { status: 'expired' });
    },
    /** An event as Stripe sends it, about a session (or, for `payment_intent.*`, its intent). */
    event: (type: string, sessionId: string): Json => {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const object = type.startsWith('payment_intent.') ? intents.get(String(session.payment_intent)) : session;
      return {
        id: fakeId('evt_'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
    },
    /** The raw body and `stripe-signature` header Stripe would send, signed at `at`. */
    signedWebhook: (event: Json | string, { at = new Date() }: { at?: Date } = {}) => {
      const payload = typeof event === 'string' ? event : JSON.stringify(event);
      const header = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: keys.webhookSecret,
        timestamp: Math.floor(at.getTime() / 1000),
      });
      return {
        rawBody: Buffer.from(payload),
        headers: { 'stripe-signature': header, 'content-type': 'application/json' },
      };
    },
    close: server.close,
  };
}

export function stripeTestKeys(): StripeKeys {
  return { secretKey: 'sk_test_local', publishableKey: 'pk_test_local', webhookSecret: 'whsec_local_secret' };
}

function missing(kind: string, id: string): FakeReply {
  return json(404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` },
  });
}

function redact(key: string | null): string {
  return key ? `${key.slice(0, 8)}****${key.slice(-4)}` : '';
}
