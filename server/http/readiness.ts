// GET /ready: whether this process should be sent traffic, for a load balancer or an orchestrator.
// /health says the process is alive (restart it if not); /ready says it can serve: the database,
// and every other service a part of the app registered a check for (chat's Redis, when REDIS_URL
// is set), answers within READY_TIMEOUT_MS, and the process is not shutting down. While one is
// away /ready answers 503 and the process stays up, so it is taken out of rotation and put back
// when the service returns, instead of being restarted in a loop.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';

/** Set by the start (server/main.ts) when a shutdown begins, so the balancer stops sending work. */
export type Readiness = { draining: boolean };

/** A service /ready waits on: `name` is its key in the answer's data, `answers` resolves false when it does not. */
export type ReadyCheck = { name: string; label: string; answers: () => Promise<boolean> };

declare module 'fastify' {
  interface FastifyInstance {
    /** What /ready asks, the database first; a part that owns another service adds its check (addReadyCheck). */
    readyChecks: ReadyCheck[];
  }
}

export const READY_TIMEOUT_MS = 1500;

/** Whether `asked` resolves true within `ms`; a rejection or a late answer counts as down. */
export function answersWithin(asked: Promise<unknown>, ms: number = READY_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const answer = asked.then(
    (ok) => ok !== false,
    () => false,
  );
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/** Makes /ready wait on another service too; call it after registerReadiness. */
export function addReadyCheck(app: FastifyInstance, check: ReadyCheck): void {
  app.readyChecks.push(check);
}

export function registerReadiness(app: FastifyInstance, db: Db, readiness: Readiness): void {
  app.decorate('readyChecks', [
    { name: 'database', label: 'The database', answers: () => answersWithin(sql`select 1`.execute(db)) },
  ]);
  app.get('/ready', async (_req, reply) => {
    const checks = app.readyChecks;
    // Asked together, so the answer takes one timeout at most however many services there are.
    const up = readiness.draining
      ? checks.map(() => false)
      : await Promise.all(checks.map((c) => c.answers().catch(() => false)));
    const down = checks.filter((_c, i) => !up[i]);
    const ready = down.length === 0 && !readiness.draining;
    const message = ready
      ? 'ready'
      : readiness.draining
        ? 'The server is shutting down'
        : `${down.map((c) => c.label).join(' and ')} ${down.length > 1 ? 'do' : 'does'} not answer`;
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        code: ready ? 'SUCCESS' : 'NOT_READY',
        message,
        data: {
          ...Object.fromEntries(checks.map((c, i) => [c.name, up[i] ? 'up' : 'down'])),
          draining: readiness.draining,
        },
      });
  });
}
