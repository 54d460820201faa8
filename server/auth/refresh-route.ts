// POST /session/refresh: the product's own token refetch, outside the contract (the specification
// lists no such call, yet says the client refetches its token when it is older than an hour).
// A valid token gets a fresh one; the old session is revoked, so a stolen token stops working at
// the owner's next refetch.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { unauthenticated } from '../errors/errors.ts';
import { requestLocale } from '../board-settings/index.ts';
import { revokeSession, startSession } from '../users/index.ts';

export function registerRefreshRoute(app: FastifyInstance, deps: AppDeps): void {
  app.post('/session/refresh', async (req) => {
    const { user, tenant, actingAdmin } = req.ctx;
    if (!user || !tenant || actingAdmin) throw unauthenticated();
    const fresh = await startSession(deps.db, deps.secret, {
      id: user.id,
      clientId: tenant.id,
      locale: requestLocale(tenant, req),
    });
    await revokeSession(deps.db, user.sessionId);
    return {
      code: 'SUCCESS',
      message: 'Token refreshed',
      data: { token: fresh.token, expiresAt: fresh.expiresAt.toISOString() },
    };
  });
}
