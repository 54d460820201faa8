// Builds req.ctx once per request: the tenant from the Host header, then the user from the bearer
// token, then — only for admins — the account named by the admin header, audited.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_HEADER } from '../../shared/http-headers.ts';
import { verifyToken } from '../credentials/tokens.ts';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { resolveHost } from '../tenancy/resolve-host.ts';
import type { AppDeps, AuthUser, RequestContext } from './context.ts';
import { badRequest, forbidden, invalidClient, notFound } from '../errors/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

const API_PREFIX = '/client/api/v1/';
/** Account ids are UUIDs; anything else in the admin header is refused before it reaches a query. */
const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const TENANT_OPTIONAL = [
  /^\/client\/(?!api\/)/,
  /^\/countries$/,
  /^\/health$/,
  /^\/ready$/,
  /^\/metrics$/,
  /^\/api\/docs/,
  /^\/dev\//,
];

export async function loadUser(
  db: Db,
  tenantId: string,
  userId: string,
  sessionId: string | null,
): Promise<AuthUser | null> {
  let q = scopedTo(db, tenantId)
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.role',
      'u.employer_kind',
      'u.company_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.permissions',
    ])
    .where('u.id', '=', userId)
    .where('u.deleted_at', 'is', null)
    .where('u.status', '!=', 'disabled');
  if (sessionId)
    q = q
      .innerJoin('sessions as s', 's.user_id', 'u.id')
      .where('s.id', '=', sessionId)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', new Date());
  const row = await q.executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    sessionId: sessionId ?? '',
    role: row.role,
    employerKind: row.employer_kind,
    companyId: row.company_id,
    permissions: row.employer_kind === 2 ? row.permissions : [],
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
  };
}

export function registerRequestContext(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('ctx', null as unknown as RequestContext);

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const ctx: RequestContext = { ...deps, tenant: null, user: null, actingAdmin: null };
    req.ctx = ctx;
    const path = req.url.split('?')[0] ?? '/';
    if (/^\/(health|ready$|metrics$|api\/docs)/.test(path)) return;

    const resolved = await resolveHost(deps.db, req.headers.host);
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

    const auth = req.headers.authorization;
    if (auth?.startsWith('Bearer ')) {
      const claims = await verifyToken(deps.secret, auth.slice(7).trim());
      if (claims && claims.cid === ctx.tenant.id)
        ctx.user = await loadUser(deps.db, ctx.tenant.id, claims.sub, claims.sid);
    }

    const adminFor = req.headers[ADMIN_HEADER];
    if (typeof adminFor === 'string' && adminFor) {
      if (!ctx.user || ctx.user.role !== 'admin') throw forbidden('Only an admin may act for another account');
      // Acting for an account is a plan feature (admin_impersonation, every tier unless the board's
      // settings switch it off), refused as every other flag is.
      if (!featureAllowed(ctx.tenant, 'admin_impersonation'))
        throw forbidden('Your plan does not include this feature');
      if (!ACCOUNT_ID.test(adminFor)) {
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
