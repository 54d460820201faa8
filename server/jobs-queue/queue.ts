// The background queue: pg-boss over the app's own Kysely pool (no second pool, so the embedded
// database's connection limit holds), started lazily — by the first task sent, or by the worker.
// Tasks are declared once (name, handler, optional cron); the worker polls them and runs the
// crons. Why pg-boss, and how it behaves on PGlite: docs/background-jobs.md.
import PgBoss from 'pg-boss';
import { CompiledQuery } from 'kysely';
import type { Db } from '../db/database.ts';
import { log } from '../log/logger.ts';

export type TaskContext = { signal: AbortSignal };

export type TaskDefinition = {
  name: string;
  handle: (data: Record<string, unknown>, ctx: TaskContext) => Promise<void>;
  /** Five-field cron (UTC) for periodic tasks. */
  cron?: string;
  /** Seconds a run may take before pg-boss counts it as lost and retries it. */
  expireInSeconds?: number;
  retryLimit?: number;
};

export type SendOptions = {
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
  /** At most one queued run per key: a second send while one waits is dropped. */
  singletonKey?: string;
};

export type JobQueue = {
  send: (name: string, data: Record<string, unknown>, options?: SendOptions) => Promise<void>;
  /** Polls every task and schedules the crons; resolves once the worker is polling. */
  startWorker: () => Promise<void>;
  /** Stops polling, lets running tasks see the abort and finish, and waits for them. */
  stop: () => Promise<void>;
};

/** pg-boss's Db interface on Kysely: parameterless text goes as a simple query (it may hold several statements). */
function bossDb(db: Db) {
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] };
    },
  };
}

export function createJobQueue(
  db: Db,
  tasks: TaskDefinition[],
  opts: { pollingIntervalSeconds?: number; onError?: (e: Error) => void } = {},
): JobQueue {
  const abort = new AbortController();
  const byName = new Map(tasks.map((t) => [t.name, t]));
  let boss: PgBoss | undefined;
  let started: Promise<PgBoss> | undefined;
  let working: Promise<void> | undefined;

  const start = () =>
    (started ??= (async () => {
      boss = new PgBoss({ db: bossDb(db), schema: 'pgboss', supervise: true, schedule: true });
      boss.on('error', (e: Error) => (opts.onError ?? ((err) => log.error({ err }, 'background queue')))(e));
      await boss.start();
      for (const t of tasks)
        await boss.createQueue(t.name, {
          name: t.name,
          retryLimit: t.retryLimit ?? 2,
          retryDelay: 30,
          expireInSeconds: t.expireInSeconds ?? 900,
        });
      return boss;
    })());

  return {
    async send(name, data, options = {}) {
      if (!byName.has(name)) throw new Error(`unknown background task ${name}`);
      await (
        await start()
      ).send(name, data, {
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
    },
    startWorker() {
      working ??= (async () => {
        const b = await start();
        for (const t of tasks) {
          await b.work(
            t.name,
            { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1, batchSize: 1 },
            async (jobs: PgBoss.Job<object>[]) => {
              for (const job of jobs) await t.handle(job.data as Record<string, unknown>, { signal: abort.signal });
            },
          );
          if (t.cron) await b.schedule(t.name, t.cron, {}, { tz: 'UTC' });
        }
      })();
      return working;
    },
    async stop() {
      abort.abort();
      if (!started) return;
      const b = await started.catch(() => undefined);
      await b?.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}
