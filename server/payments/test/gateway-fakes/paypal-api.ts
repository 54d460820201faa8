// A local server answering as PayPal's REST API does for what PaypalGateway calls: the OAuth2
// client-credentials token, Orders v2 (create, get, capture with PayPal-Request-Id idempotency)
// and the webhook signing certificate. Webhooks are signed the way PayPal signs them: RSA-SHA256
// over `transmissionId|time|webhookId|crc32(body)` with a key whose self-signed certificate this
// server hands out at its cert URL.
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { generate } from 'selfsigned';
import type { PaypalKeys } from '../../gateways/gateway.ts';
import { basicAuth, bearer, fakeId, json, startFakeServer, type FakeReply, type FakeRequest } from './http.ts';
import type { FakeCard } from './stripe-api.ts';

type Json = Record<string, unknown>;
type Order = Json & { id: string; status: string; purchase_units: Json[]; declines?: boolean };

export type PaypalApi = Awaited<ReturnType<typeof startPaypalApi>>;

const DAY_MS = 86_400_000;

export async function startPaypalApi(keys: PaypalKeys = paypalTestKeys()) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  // Valid from well before any timestamp a test signs with, so only the signature decides.
  const { cert } = await generate([{ name: 'commonName', value: 'messageverificationcerts.paypal.com' }], {
    keyPair: { privateKey, publicKey },
    algorithm: 'sha256',
    notBeforeDate: new Date(Date.now() - 730 * DAY_MS),
    notAfterDate: new Date(Date.now() + 365 * DAY_MS),
  });
  const certPath = `/v1/notifications/certs/CERT-${randomUUID()}`;
  const tokens = new Set<string>();
  const orders = new Map<string, Order>();
  const byRequestId = new Map<string, FakeReply>();
  const created: Json[] = [];
  let captureCalls = 0;
  let certFetches = 0;

  const handle = (request: FakeRequest): FakeReply => {
    if (request.method === 'GET' && request.path === certPath) {
      certFetches += 1;
      return { status: 200, body: cert, contentType: 'application/x-pem-file' };
    }
    if (request.method === 'POST' && request.path === '/v1/oauth2/token') return token(request);
    if (!tokens.has(bearer(request.headers) ?? '')) {
      return json(401, {
        name: 'AUTHENTICATION_FAILURE',
        message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
      });
    }
    // PayPal answers a repeated PayPal-Request-Id with the first answer, without doing it again.
    const requestId = request.method === 'POST' ? request.headers['paypal-request-id'] : undefined;
    const key = typeof requestId === 'string' ? `${request.path} ${requestId}` : null;
    const earlier = key ? byRequestId.get(key) : undefined;
    if (earlier) return earlier;
    const reply = route(request);
    if (key && reply.status < 500) byRequestId.set(key, reply);
    return reply;
  };

  const token = (request: FakeRequest): FakeReply => {
    const auth = basicAuth(request.headers);
    const form = new URLSearchParams(request.body.toString('utf8'));
    if (auth?.user !== keys.clientId || auth.password !== keys.clientSecret) {
      return json(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    if (form.get('grant_type') !== 'client_credentials') {
      return json(400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    const accessToken = `A21AA${randomUUID().replaceAll('-', '')}`;
    tokens.add(accessToken);
    return json(200, {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: 'APP-LOCAL',
      expires_in: 32_400,
      nonce: randomUUID(),
    });
  };

  const route = (request: FakeRequest): FakeReply => {
    if (request.method === 'POST' && request.path === '/v2/checkout/orders') {
      return createOrder(JSON.parse(request.body.toString('utf8')) as Json);
    }
    const [, id, action] = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(request.path) ?? [];
    const order = id ? orders.get(id) : undefined;
    if (!order) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (request.method === 'GET' && !action) return json(200, view(order));
    if (request.method === 'POST' && action) return capture(order);
    return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
  };

  const createOrder = (body: Json): FakeReply => {
    const units = Array.isArray(body.purchase_units) ? (body.purchase_units as Json[]) : [];
    const amount = units[0]?.amount as Json | undefined;
    if (body.intent !== 'CAPTURE' || typeof amount?.value !== 'string' || typeof amount.currency_code !== 'string') {
      return issue(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
    }
    created.push(body);
    const id = fakeId('5O').toUpperCase().slice(0, 17);
    const order: Order = {
      id,
      intent: 'CAPTURE',
      status: 'PAYER_ACTION_REQUIRED',
      payment_source: { paypal: {} },
      purchase_units: units.map((unit) => ({ ...unit })),
      create_time: new Date().toISOString(),
    };
    orders.set(id, order);
    return json(200, view(order));
  };

  const capture = (order: Order): FakeReply => {
    captureCalls += 1;
    if (order.status === 'COMPLETED') return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED') return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    if (order.declines) return issue(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
    const unit = order.purchase_units[0] ?? {};
    unit.payments = { captures: [captureOf(order, 'COMPLETED')] };
    order.status = 'COMPLETED';
    return json(201, view(order));
  };

  const captureOf = (order: Order, status: string): Json => {
    const unit = order.purchase_units[0] ?? {};
    return {
      id: fakeId('3C').toUpperCase().slice(0, 17),
      status,
      amount: unit.amount,
      final_capture: true,
      custom_id: unit.custom_id,
      invoice_id: unit.invoice_id,
      supplementary_data: { related_ids: { order_id: order.id } },
      create_time: new Date().toISOString(),
    };
  };

  const view = (order: Order): Json => {
    const { declines: _, ...shown } = order;
    const links = [{ href: `${server.baseUrl}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }];
    if (order.status === 'PAYER_ACTION_REQUIRED') {
      links.push({ href: `${server.baseUrl}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' });
    }
    if (order.status === 'APPROVED') {
      links.push({ href: `${server.baseUrl}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' });
    }
    return { ...shown, links };
  };

  /** The buyer approves on PayPal's page, paying by card; `declines` makes the capture fail. */
  const approve = (orderId: string, card: FakeCard, declines: boolean) => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    Object.assign(order, {
      status: 'APPROVED',
      declines,
      payment_source: { card: { brand: card.brand, last_digits: card.last4, type: 'CREDIT' } },
    });
  };

  const server = await startFakeServer(handle);
  const certUrl = `${server.baseUrl}${certPath}`;

  return {
    baseUrl: server.baseUrl,
    keys,
    certUrl,
    /** Every order create the API accepted, as the JSON it received. */
    created,
    captureCalls: () => captureCalls,
    certFetches: () => certFetches,
    pay: (orderId: string, { card }: { card: FakeCard }) => approve(orderId, card, false),
    fail: (orderId: string, { card }: { card: FakeCard }) => approve(orderId, card, true),
    /** An event as PayPal sends it: the order for CHECKOUT.ORDER.*, a capture for PAYMENT.CAPTURE.*. */
    event: (type: string, orderId: string): Json => {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const captures = (order.purchase_units[0]?.payments as { captures?: Json[] } | undefined)?.captures;
      const status = type.split('.').at(-1) === 'COMPLETED' ? 'COMPLETED' : 'DECLINED';
      const resource = type.startsWith('CHECKOUT.') ? view(order) : (captures?.[0] ?? captureOf(order, status));
      return {
        id: `WH-${randomUUID().toUpperCase()}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: type.startsWith('CHECKOUT.') ? 'checkout-order' : 'capture',
        resource_version: '2.0',
        event_type: type,
        summary: `${type} for ${orderId}`,
        resource,
      };
    },
    /** Body and headers as PayPal would deliver them, signed at `at` with the cert at `certUrl`. */
    signedWebhook: (event: Json | string, options: { at?: Date; certUrl?: string; webhookId?: string } = {}) => {
      const rawBody = Buffer.from(typeof event === 'string' ? event : JSON.stringify(event));
      const transmissionId = randomUUID();
      const transmissionTime = (options.at ?? new Date()).toISOString();
      const message = `${transmissionId}|${transmissionTime}|${options.webhookId ?? keys.webhookId}|${crc32(rawBody) >>> 0}`;
      return {
        rawBody,
        headers: {
          'content-type': 'application/json',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': transmissionTime,
          'paypal-transmission-sig': sign('sha256', Buffer.from(message), privateKey).toString('base64'),
          'paypal-cert-url': options.certUrl ?? certUrl,
          'paypal-auth-algo': 'SHA256withRSA',
        },
      };
    },
    close: server.close,
  };
}

export function paypalTestKeys(): PaypalKeys {
  return { clientId: 'local-client-id', clientSecret: 'local-client-secret', webhookId: '1JE4291016473214C' };
}

function issue(status: number, name: string, detail: string): FakeReply {
  return json(status, {
    name,
    message: 'The requested action could not be performed.',
    debug_id: randomUUID().slice(0, 13),
    details: [{ issue: detail, description: detail.toLowerCase().replaceAll('_', ' ') }],
  });
}
