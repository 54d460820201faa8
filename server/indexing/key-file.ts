// IndexNow's proof of ownership: GET /<key>.txt at the board's root answers the key as text. Only
// on the host of the board whose key it is: another board's host, or a key not (or no longer)
// set, answers 404, so no board can vouch for another.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { indexNowKeyOf } from './settings-repo.ts';

const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain; charset=utf-8').send('Not found');

export function registerIndexNowKeyFile(app: FastifyInstance, deps: AppDeps): void {
  // A parametric route with the key's own pattern, so it wins over the pages' catch-all only for
  // names that could be a key; robots.txt and the like are static routes and win over it.
  app.get<{ Params: { key: string } }>('/:key(^[a-zA-Z0-9-]{8,128}).txt', async (req, reply) => {
    const tenant = req.ctx.tenant;
    if (!tenant || tenant.status !== 'active') return notFound(reply);
    const key = await indexNowKeyOf(deps.db, tenant.id);
    if (!key || key !== req.params.key) return notFound(reply);
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=300').send(key);
  });
}
