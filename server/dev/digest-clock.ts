// POST /dev/job-alerts/run-digests?at=<ISO time>: runs the job alert digests of the request's site
// as the background task would at that time, so development and the e2e journey can see a digest
// without waiting for 08:00. The clock only moves forward in what this run reads (jobs live and
// due at `at`); nothing else changes. Never in production.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { runDueDigests } from '../job-alerts/digest.ts';

const schema = {
  querystring: {
    type: 'object',
    required: ['at'],
    properties: { at: { type: 'string', format: 'date-time', description: 'The time the run takes as now.' } },
  },
} as const;

export function registerDevDigestClock(app: FastifyInstance, deps: AppDeps): void {
  app.post('/dev/job-alerts/run-digests', { schema }, async (req, reply) => {
    const tenant = req.ctx?.tenant;
    if (!tenant)
      return reply.status(404).send({ code: 'INVALID_CLIENT', message: 'This site is not registered', data: null });
    const { at } = req.query as { at: string };
    const run = await runDueDigests({ ...deps }, { now: new Date(at), clientId: tenant.id });
    return { code: 'SUCCESS', message: 'Digests run', data: run };
  });
}
