// The accounts services' environment for one request: the app's parts, the clock, the site, the
// client's address, its remembered-browser cookie and its language. Shared by the accounts and
// two-factor handlers.
import type { FastifyRequest } from 'fastify';
import { requestLocale } from '../board-settings/index.ts';
import { tenantOf, type RequestContext } from '../http/context.ts';
import type { Clock } from '../time/clock.ts';
import { deviceTokenOf } from './device-cookie.ts';
import type { AccountsEnv } from './env.ts';

export function requestAccountsEnv(ctx: RequestContext, req: FastifyRequest, now: Clock): AccountsEnv {
  const tenant = tenantOf(ctx);
  return {
    db: ctx.db,
    secret: ctx.secret,
    mailer: ctx.mailer,
    config: ctx.config,
    now,
    limits: ctx.rateLimits.on(now),
    tenant,
    ip: req.ip,
    trustedDevice: deviceTokenOf(req.headers.cookie),
    locale: requestLocale(tenant, req),
  };
}
