// A local server answering as Razorpay's API does for what RazorpayGateway calls: Payment Links
// (create, fetch, list by payment) and payments (fetch with `expand[]=card`), JSON bodies, Basic
// auth with the key pair, Razorpay's error shape. Test controls pay or decline a link and sign
// webhooks as Razorpay does (HMAC-SHA256 hex of the raw body, event id in a header).
import { createHmac, randomUUID } from 'node:crypto';
import type { RazorpayKeys } from '../../gateways/gateway.ts';
import { basicAuth, fakeId, json, startFakeServer, type FakeReply, type FakeRequest } from './http.ts';
import type { FakeCard } from './stripe-api.ts';

type Json = Record<string, unknown>;

export type RazorpayApi = Awaited<ReturnType<typeof startRazorpayApi>>;

export async function startRazorpayApi(keys: RazorpayKeys = razorpayTestKeys()) {
  const links = new Map<string, Json & { payments: Json[] | null }>();
  const payments = new Map<string, Json>();
  const created: Json[] = [];

  const handle = (request: FakeRequest): FakeReply => {
    const auth = basicAuth(request.headers);
    if (auth?.user !== keys.keyId || auth.password !== keys.keySecret) {
      return failure(401, 'BAD_REQUEST_ERROR', 'Authentication failed');
    }
    if (request.method === 'POST' && request.path === '/v1/payment_links') {
      return createLink(JSON.parse(request.body.toString('utf8')) as Json);
    }
    if (request.method === 'GET' && request.path === '/v1/payment_links') {
      const paymentId = request.query.get('payment_id');
      const found = [...links.values()].filter(
        (l) => !paymentId || l.payments?.some((p) => p.payment_id === paymentId),
      );
      return json(200, { payment_links: found });
    }
    const link = /^\/v1\/payment_links\/([^/]+)$/.exec(request.path)?.[1];
    if (request.method === 'GET' && link) {
      const found = links.get(link);
      return found ? json(200, found) : failure(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    }
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(request.path)?.[1];
    if (request.method === 'GET' && payment) {
      const found = payments.get(payment);
      if (!found) return failure(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
      // `card` is only in the answer when asked for with `expand[]=card`, as documented.
      return json(200, request.query.getAll('expand[]').includes('card') ? found : { ...found, card: undefined });
    }
    return failure(400, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.');
  };

  const createLink = (body: Json): FakeReply => {
    if (!Number.isInteger(body.amount) || typeof body.currency !== 'string') {
      return failure(400, 'BAD_REQUEST_ERROR', 'The amount field is required.');
    }
    const now = Math.floor(Date.now() / 1000);
    if (typeof body.expire_by === 'number' && body.expire_by < now + 15 * 60) {
      return failure(400, 'BAD_REQUEST_ERROR', 'expire_by should be at least 15 minutes after current time');
    }
    created.push(body);
    const id = fakeId('plink_');
    const link = {
      id,
      amount: body.amount,
      amount_paid: 0,
      currency: body.currency,
      accept_partial: body.accept_partial ?? false,
      description: body.description ?? '',
      reference_id: body.reference_id ?? '',
      customer: body.customer ?? {},
      notes: body.notes ?? {},
      callback_url: body.callback_url ?? '',
      callback_method: body.callback_method ?? '',
      expire_by: body.expire_by ?? 0,
      expired_at: 0,
      cancelled_at: 0,
      short_url: `${server.baseUrl}/i/${id.slice(-8)}`,
      status: 'created',
      payments: null,
      reminder_enable: false,
      created_at: now,
      updated_at: now,
      user_id: '',
    };
    links.set(id, link);
    return json(200, link);
  };

  const attempt = (linkId: string, card: FakeCard, declined: boolean): Json => {
    const link = links.get(linkId);
    if (!link) throw new Error(`no payment link ${linkId}`);
    const id = fakeId('pay_');
    const now = Math.floor(Date.now() / 1000);
    const payment: Json = {
      id,
      entity: 'payment',
      amount: link.amount,
      currency: link.currency,
      status: declined ? 'failed' : 'captured',
      captured: !declined,
      order_id: `order_${linkId.slice(6)}`,
      method: 'card',
      card_id: `card_${id.slice(4)}`,
      card: { id: `card_${id.slice(4)}`, entity: 'card', last4: card.last4, network: card.brand, type: 'credit' },
      // A link's payments carry no notes of their own (Razorpay's sample payloads show `[]`).
      notes: [],
      error_code: declined ? 'BAD_REQUEST_ERROR' : null,
      error_description: declined ? 'Your payment has been declined by your bank.' : null,
      error_reason: declined ? 'payment_declined' : null,
      created_at: now,
    };
    payments.set(id, payment);
    link.payments = [
      ...(link.payments ?? []),
      {
        payment_id: id,
        amount: link.amount,
        status: payment.status,
        method: 'card',
        plink_id: linkId,
        created_at: now,
      },
    ];
    if (!declined) Object.assign(link, { status: 'paid', amount_paid: link.amount, updated_at: now });
    return payment;
  };

  const server = await startFakeServer(handle);

  return {
    baseUrl: server.baseUrl,
    keys,
    /** Every Payment Link create the API accepted, as the JSON it received. */
    created,
    pay: (linkId: string, { card }: { card: FakeCard }) => String(attempt(linkId, card, false).id),
    fail: (linkId: string, { card }: { card: FakeCard }) => String(attempt(linkId, card, true).id),
    expire: (linkId: string) => {
      const link = links.get(linkId);
      if (link) Object.assign(link, { status: 'expired', expired_at: Math.floor(Date.now() / 1000) });
    },
    /** An event as Razorpay sends it; `payment.*` events carry only the payment, as documented. */
    event: (type: string, linkId: string, { at = new Date() }: { at?: Date } = {}): Json => {
      const link = links.get(linkId);
      if (!link) throw new Error(`no payment link ${linkId}`);
      const last = link.payments?.at(-1);
      const payment = last ? payments.get(String(last.payment_id)) : undefined;
      const payload: Json = {};
      if (!type.startsWith('payment.')) payload.payment_link = { entity: link };
      if (payment) payload.payment = { entity: payment };
      return {
        entity: 'event',
        account_id: 'acc_local',
        event: type,
        contains: Object.keys(payload),
        payload,
        created_at: Math.floor(at.getTime() / 1000),
      };
    },
    signedWebhook: (event: Json | string, { secret = keys.webhookSecret }: { secret?: string } = {}) => {
      const rawBody = Buffer.from(typeof event === 'string' ? event : JSON.stringify(event));
      return {
        rawBody,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', secret).update(rawBody).digest('hex'),
          'x-razorpay-event-id': `E${randomUUID().replaceAll('-', '').slice(0, 13)}`,
        },
      };
    },
    close: server.close,
  };
}

export function razorpayTestKeys(): RazorpayKeys {
  return { keyId: 'rzp_test_local', keySecret: 'local_key_secret', webhookSecret: 'local_webhook_secret' };
}

function failure(status: number, code: string, description: string): FakeReply {
  return json(status, { error: { code, description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} } });
}
