// Webhooks: POST /webhooks/payments/{stripe|razorpay|paypal} on the board's own host. The body is
// read raw, because every signature is computed over the exact bytes; it is verified with the
// gateway's scheme (gateways/*.ts), then stored once by (board, gateway, event id) and handed to
// the background queue, and the gateway gets its 200 at once. Deliveries are at least once and in
// any order: a duplicate finds its event stored and changes nothing, and the order's state machine
// (settle.ts) never moves a paid order back. A refused webhook (bad signature, stale, unreadable)
// answers 400, changes nothing and is logged.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { GatewayPaymentJson } from '../db/tables-payments.ts';
import type { AppDeps, Tenant } from '../http/context.ts';
import type { JobQueue } from '../jobs-queue/queue.ts';
import { WebhookRefused, type GatewayName } from './gateways/gateway.ts';
import { originOf } from '../board-settings/index.ts';
import { gatewayClient, type GatewayDeps } from './gateways/select.ts';
import { orderNamedBy, type EventRef } from './orders-repo.ts';
import { markEventProcessed, pendingEvents, storeEvent } from './payment-events-repo.ts';
import { settle } from './settle.ts';
import { log as logger } from '../log/logger.ts';

export const PAYMENT_EVENTS_TASK = 'payments.events';
export const WEBHOOK_PATH = '/webhooks/payments/:gateway';

const GATEWAYS: Readonly<Record<string, GatewayName>> = { stripe: 'STRIPE', razorpay: 'RAZORPAY', paypal: 'PAYPAL' };

export type WebhookOutcome = { status: 200 | 400 | 404; message: string };

export async function receiveWebhook(
  deps: GatewayDeps & { jobs: Pick<JobQueue, 'send' | 'ready'>; log?: (m: string) => void },
  tenant: Tenant,
  gateway: GatewayName,
  rawBody: Buffer,
  headers: Readonly<Record<string, string | undefined>>,
  now = new Date(),
): Promise<WebhookOutcome> {
  const log = deps.log ?? ((m: string) => logger.warn({}, m));
  const client = gatewayClient(deps, tenant, gateway, originOf(tenant, deps.config));
  let event;
  try {
    event = await client.verifyWebhook(rawBody, headers, now);
  } catch (error) {
    const reason = error instanceof WebhookRefused ? error.reason : 'malformed';
    log(`payments: ${gateway} webhook refused for ${tenant.slug} (${reason})`);
    return { status: 400, message: `Webhook refused: ${reason}` };
  }
  const payment: GatewayPaymentJson | null = event.payment;
  // The event and the job that applies it in one transaction: a crash between the two would keep
  // the event unapplied, and the gateway's next delivery of it would find it already received.
  // On PGlite the transaction holds the pool's one connection: the queue must be started before.
  await deps.jobs.ready();
  const inserted = await deps.db.transaction().execute(async (trx) => {
    const row = await storeEvent(trx, tenant.id, {
      gateway,
      event_id: event.eventId,
      order_id: event.orderId && /^[0-9a-f-]{36}$/i.test(event.orderId) ? event.orderId : null,
      gateway_order_id: event.gatewayOrderId,
      type: event.type.slice(0, 100),
      payment: payment ? JSON.stringify(payment) : null,
      processed_at: payment ? null : now,
    });
    if (row && payment) await deps.jobs.send(PAYMENT_EVENTS_TASK, { clientId: tenant.id }, { on: trx });
    return row;
  });
  if (!inserted) log(`payments: ${gateway} event ${event.eventId} for ${tenant.slug} delivered again; nothing changed`);
  return { status: 200, message: inserted ? 'Received' : 'Already received' };
}

async function orderOfEvent(db: Db, e: EventRef) {
  const order = await orderNamedBy(db, e);
  // An event naming our order must also be about that order's checkout.
  if (!order || (e.gateway_order_id && order.gateway_order_id && order.gateway_order_id !== e.gateway_order_id))
    return null;
  return order.id;
}

/** Applies every stored, unprocessed event (the background task); returns how many it applied. */
export async function processPendingEvents(
  db: Db,
  opts: { signal?: AbortSignal; batch?: number } = {},
): Promise<number> {
  let done = 0;
  for (;;) {
    if (opts.signal?.aborted) return done;
    const events = await pendingEvents(db, opts.batch ?? 100);
    if (events.length === 0) return done;
    for (const e of events) {
      const orderId = await orderOfEvent(db, e);
      if (orderId && e.payment) await settle(db, e.client_id, orderId, e.payment);
      else
        logger.warn(
          { gateway: e.gateway, event: e.event_id },
          'payments: a gateway event names no order of this board; ignored',
        );
      await markEventProcessed(db, e, orderId);
      done += 1;
    }
  }
}

export function registerPaymentWebhooks(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_r, body, done) => done(null, body));
    scope.post(WEBHOOK_PATH, async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      const tenant = req.ctx.tenant;
      const gateway = GATEWAYS[(req.params as { gateway: string }).gateway];
      if (!tenant || !gateway) return reply.status(404).send({ code: 'ERROR', message: 'Not found', data: null });
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const headers: Record<string, string | undefined> = {};
      for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(',') : v;
      const outcome = await receiveWebhook({ ...deps, log: (m) => req.log.warn(m) }, tenant, gateway, raw, headers);
      return reply
        .status(outcome.status)
        .send({ code: outcome.status === 200 ? 'SUCCESS' : 'ERROR', message: outcome.message, data: null });
    });
  });
}
