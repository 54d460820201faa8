// Builds req.ctx once per request: the tenant from the Host header, then the user from the bearer
// token, then — only for admins — the account named by the admin header, audited.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_HEADER } from '../../shared/http-headers.ts';
import { verifyToken } from '../credentials/tokens.ts';
import { isUuid } from '../master/uuid.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { resolveHost } from '../tenancy/resolve-host.ts';
import { hostAndCaller, loadUser } from './caller-repo.ts';
import type { AppDeps, RequestContext } from './context.ts';
import { badRequest, forbidden, invalidClient, notFound } from '../errors/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

const API_PREFIX = '/client/api/v1/';

const TENANT_OPTIONAL = [
  /^\/client\/(?!api\/)/,
  /^\/countries$/,
  /^\/health$/,
  /^\/ready$/,
  /^\/metrics$/,
  /^\/api\/docs/,
  /^\/dev\//,
];

export function registerRequestContext(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('ctx', null as unknown as RequestContext);

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const ctx: RequestContext = { ...deps, tenant: null, user: null, actingAdmin: null };
    req.ctx = ctx;
    const path = req.url.split('?')[0] ?? '/';
    if (/^\/(health|ready$|metrics$|api\/docs)/.test(path)) return;

    // A bearer token's account is read with the host's tenant, in the same statement.
    const auth = req.headers.authorization;
    const claims = auth?.startsWith('Bearer ') ? await verifyToken(deps.secret, auth.slice(7).trim()) : null;
    const { resolution: resolved, user } = claims
      ? await hostAndCaller(deps.db, req.headers.host, claims)
      : { resolution: await resolveHost(deps.db, req.headers.host), user: null };
    if (resolved.kind === 'moved') {
      // validate-domain reports the move itself (status moved, to), so it is not redirected.
      if (path === '/client/validate-domain') return;
      // A permanent move keeps the path and query; API calls keep their method too (308).
      const status = path.startsWith(API_PREFIX) || req.method !== 'GET' ? 308 : 301;
      const proto = req.protocol;
      // Keep a non-default port (development on :3000) when the new host names none.
      const port = /:(\d+)$/.exec(req.headers.host ?? '')?.[1];
      const target = port && !resolved.to.includes(':') ? `${resolved.to}:${port}` : resolved.to;
      return reply.redirect(`${proto}://${target}${req.url}`, status);
    }
    if (resolved.kind === 'found') ctx.tenant = resolved.tenant;
    else if (path.startsWith(API_PREFIX)) throw invalidClient();
    if (!ctx.tenant && TENANT_OPTIONAL.some((r) => r.test(path))) return;
    if (!ctx.tenant) return;

    ctx.user = user;

    const adminFor = req.headers[ADMIN_HEADER];
    if (typeof adminFor === 'string' && adminFor) {
      if (!ctx.user || ctx.user.role !== 'admin') throw forbidden('Only an admin may act for another account');
      // Acting for an account is a plan feature (admin_impersonation, every tier unless the board's
      // settings switch it off), refused as every other flag is.
      if (!featureAllowed(ctx.tenant, 'admin_impersonation'))
        throw forbidden('Your plan does not include this feature');
      // Account ids are UUIDs; anything else is refused before it reaches a query.
      if (!isUuid(adminFor)) {
        const message = 'must be the id of an account';
        throw badRequest(`headers.${ADMIN_HEADER} ${message}`, {
          fields: [{ field: `headers.${ADMIN_HEADER}`, message }],
        });
      }
      const target = await loadUser(deps.db, ctx.tenant.id, adminFor, null);
      if (!target) throw notFound('No such account');
      await deps.db
        .insertInto('audit_log')
        .values({
          client_id: ctx.tenant.id,
          actor_id: ctx.user.id,
          acting_for_id: target.id,
          action: `${req.method} ${path}`,
          detail: JSON.stringify({ ip: req.ip }),
        })
        .execute();
      ctx.actingAdmin = ctx.user;
      ctx.user = { ...target, sessionId: ctx.user.sessionId };
    }
  });
}
