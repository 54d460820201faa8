// GET /metrics: Prometheus metrics in the text format (prom-client). What it exposes: request
// durations by route pattern, method and status; the database pool's use; the background queue's
// jobs by queue and state; the chat sockets connected; the process's own (CPU, memory, event
// loop, GC). No tenant's data, but enough about the installation that it is not for the public:
// with METRICS_TOKEN set it answers only `Authorization: Bearer <token>`; without one, only a
// client connected straight from this machine's loopback. Anyone else gets 404, as for an unknown
// address (docs/security.md).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { registerPoolMetrics } from '../db/pool-metrics.ts';
import { registerSearchLaneMetrics } from './search-lane-metrics.ts';
import { registerQueueMetrics } from '../jobs-queue/queue-metrics.ts';
import { registerMailMetrics } from '../mail/mail-metrics.ts';
import type { AppDeps } from './context.ts';
import { isLoopback } from './loopback.ts';
import { createMetrics, type AppMetrics } from '../log/metrics-registry.ts';

// The process's own series are the process's, whatever number of apps it runs (tests run several):
// collected once, into a registry of their own, and served beside each app's.
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the token; compared as digests, in constant time whatever was sent. */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const sent = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), expected);
}

/**
 * A scraper on this machine connects straight to the server. A request a proxy forwarded is not
 * one, even from a loopback address: a reverse proxy on the same machine (without TRUST_PROXY)
 * would otherwise make every client of the board look local.
 */
function straightFromLoopback(req: FastifyRequest): boolean {
  return isLoopback(req.ip) && req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined;
}

function observeRequests(app: FastifyInstance, metrics: AppMetrics): void {
  const duration = new Histogram({
    name: 'jobboard_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status',
    labelNames: ['route', 'method', 'status_code'],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
    // The route's pattern (/client/api/v1/company/get/:id), never the URL: one series per route,
    // however many ids and query strings are asked for. No route matched: one series for all.
    const route = req.routeOptions.url ?? 'unmatched';
    duration.observe({ route, method: req.method, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}

/** Before the parts that add series of their own (chat's socket count): they find `app.metrics`. */
export function registerMetrics(app: FastifyInstance, deps: AppDeps): void {
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  observeRequests(app, metrics);
  // What the data says at scrape time, each one gaugeOnScrape.
  registerPoolMetrics(metrics, deps.db);
  registerQueueMetrics(metrics, deps.db);
  registerMailMetrics(metrics, deps.db);
  registerSearchLaneMetrics(metrics, deps.searchLane);

  const token = deps.config.metricsToken;
  const expected = token ? digest(token) : undefined;
  app.get('/metrics', async (req, reply) => {
    const allowed = expected ? bearerMatches(req.headers.authorization, expected) : straightFromLoopback(req);
    if (!allowed) return reply.callNotFound();
    const text = (await processMetrics().metrics()) + (await metrics.registry.metrics());
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}
