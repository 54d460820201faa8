// The development clocks: POST /dev/<what>?at=<ISO time> runs one of the board's timed background
// runs for the request's site as it would run at that time, so development and the journeys see
// its effect without waiting for it. Only what the run reads moves to `at`; nothing else changes.
// Never in production (dev-tools.ts).
// - /dev/job-alerts/run-digests: the job alert digests (otherwise at 08:00, docs/job-alerts.md).
// - /dev/knock-outs/run-notices: the polite e-mails to candidates a knock-out set aside, once the
//   board's delay has passed (docs/knock-outs.md).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { runDueDigests } from '../job-alerts/index.ts';
import { runDueNotices } from '../knock-outs/index.ts';

type Run = (deps: AppDeps, at: { now: Date; clientId: string }) => Promise<unknown>;

const CLOCKS: { path: string; done: string; run: Run }[] = [
  { path: '/dev/job-alerts/run-digests', done: 'Digests run', run: (deps, at) => runDueDigests({ ...deps }, at) },
  { path: '/dev/knock-outs/run-notices', done: 'Knock-out notices run', run: (deps, at) => runDueNotices(deps, at) },
];

const schema = {
  querystring: {
    type: 'object',
    required: ['at'],
    properties: { at: { type: 'string', format: 'date-time', description: 'The time the run takes as now.' } },
  },
} as const;

export function registerDevClocks(app: FastifyInstance, deps: AppDeps): void {
  for (const clock of CLOCKS)
    app.post(clock.path, { schema }, async (req, reply) => {
      const tenant = req.ctx?.tenant;
      if (!tenant)
        return reply.status(404).send({ code: 'INVALID_CLIENT', message: 'This site is not registered', data: null });
      const { at } = req.query as { at: string };
      const data = await clock.run(deps, { now: new Date(at), clientId: tenant.id });
      return { code: 'SUCCESS', message: clock.done, data };
    });
}
