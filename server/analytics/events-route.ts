// POST /events: the first-party analytics sink. Outside the versioned API because browsers send it
// with navigator.sendBeacon, which carries no headers (so no token): the tenant comes from the Host
// as always, and events are only kept when the tenant's settings turn first-party analytics on.
// Always 204, so a page never waits on or learns from analytics. The body is the browser's, not
// the contract's: an event that breaks the input rules every operation keeps (a NUL, a lone
// surrogate, nesting too deep for jsonb) is dropped, not stored.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { findUnsafe } from '../http/input-rules.ts';
import { insertEvent } from './events-repo.ts';

const MAX_BODY = 16 * 1024;
const TYPES = new Set(['identify', 'capture', 'reset', 'group']);

type Incoming = { type?: unknown; event?: unknown; id?: unknown; props?: unknown; path?: unknown; at?: unknown };

const text = (v: unknown, max: number) => (typeof v === 'string' && v.length > 0 ? v.slice(0, max) : null);

const DAY_MS = 24 * 60 * 60 * 1000;
/** A beacon may wait in an offline browser for a while, but not for years, nor come from the future. */
const OLDEST_MS = 365 * DAY_MS;

/** When the event happened by the browser's clock, if that is believable; else now. */
function occurredAt(at: unknown, now: Date): Date {
  const ms = typeof at === 'string' ? Date.parse(at) : Number.NaN;
  return ms >= now.getTime() - OLDEST_MS && ms <= now.getTime() + DAY_MS ? new Date(ms) : now;
}

export function firstPartyEnabled(settings: Record<string, unknown>): boolean {
  const analytics = settings.analytics as { firstParty?: { enabled?: unknown } } | undefined;
  return analytics?.firstParty?.enabled === true;
}

export function registerEventsRoute(app: FastifyInstance, deps: AppDeps): void {
  // sendBeacon posts text/plain; accept it as JSON text.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: MAX_BODY }, (_req, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(null, {});
    }
  });
  app.post('/events', { bodyLimit: MAX_BODY, config: { rateLimit: false } }, async (req, reply) => {
    const tenant = req.ctx.tenant;
    const body = (req.body ?? {}) as Incoming;
    const keep = tenant && firstPartyEnabled(tenant.settings) && typeof body.type === 'string' && TYPES.has(body.type);
    if (keep && !findUnsafe(body)) {
      await insertEvent(deps.db, tenant.id, {
        type: body.type as 'identify' | 'capture' | 'reset' | 'group',
        event: text(body.event, 120),
        subject_id: text(body.id, 120),
        props: JSON.stringify(typeof body.props === 'object' && body.props !== null ? body.props : {}),
        path: text(body.path, 500),
        occurred_at: occurredAt(body.at, new Date()),
      });
    }
    return reply.status(204).send();
  });
}
