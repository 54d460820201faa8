// GET /ready: whether this process should be sent traffic, for a load balancer or an orchestrator.
// /health says the process is alive (restart it if not); /ready says it can serve: the database
// answers within READY_TIMEOUT_MS and the process is not shutting down. While the database is
// away /ready answers 503 and the process stays up, so it is taken out of rotation and put back
// when the database returns, instead of being restarted in a loop.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';

/** Set by the start (server/main.ts) when a shutdown begins, so the balancer stops sending work. */
export type Readiness = { draining: boolean };

const READY_TIMEOUT_MS = 1500;

function answersWithin(db: Db, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const asked = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  return Promise.race([asked, late]).finally(() => clearTimeout(timer));
}

export function registerReadiness(app: FastifyInstance, db: Db, readiness: Readiness): void {
  app.get('/ready', async (_req, reply) => {
    const database = readiness.draining ? false : await answersWithin(db, READY_TIMEOUT_MS);
    const ready = database && !readiness.draining;
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        code: ready ? 'SUCCESS' : 'NOT_READY',
        message: ready ? 'ready' : readiness.draining ? 'The server is shutting down' : 'The database does not answer',
        data: { database: database ? 'up' : 'down', draining: readiness.draining },
      });
  });
}
