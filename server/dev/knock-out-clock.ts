// POST /dev/knock-outs/run-notices?at=<ISO time>: sends the request's site's polite e-mails to
// candidates set aside by a knock-out that are due at `at`, as the minute's background run would
// then, so development and the e2e journey see one without waiting the board's delay. Never in
// production (docs/knock-outs.md).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { runDueNotices } from '../knock-outs/notices.ts';

const schema = {
  querystring: {
    type: 'object',
    required: ['at'],
    properties: { at: { type: 'string', format: 'date-time', description: 'The time the run takes as now.' } },
  },
} as const;

export function registerDevKnockOutClock(app: FastifyInstance, deps: AppDeps): void {
  app.post('/dev/knock-outs/run-notices', { schema }, async (req, reply) => {
    const tenant = req.ctx?.tenant;
    if (!tenant)
      return reply.status(404).send({ code: 'INVALID_CLIENT', message: 'This site is not registered', data: null });
    const { at } = req.query as { at: string };
    const run = await runDueNotices(deps, { now: new Date(at), clientId: tenant.id });
    return { code: 'SUCCESS', message: 'Knock-out notices run', data: run };
  });
}
