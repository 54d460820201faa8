// The background queue: pg-boss over the app's own Kysely pool (no second pool, so the embedded
// database's connection limit holds), started lazily — by the first task sent, or by the worker.
// Tasks are declared once (name, handler, optional cron); the worker polls them and runs the
// crons. A job sent `on` a transaction is part of it: rolled back with the action that sent it.
// Why pg-boss, and how it behaves on PGlite: docs/background-jobs.md.
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { lockUntilCommit } from '../db/advisory-lock.ts';
import { log } from '../log/logger.ts';

export type TaskContext = {
  signal: AbortSignal;
  /** Runs of this job before this one (0 on the first); a failure when it equals retryLimit is final. */
  retryCount: number;
  retryLimit: number;
};

export type TaskDefinition = {
  name: string;
  handle: (data: Record<string, unknown>, ctx: TaskContext) => Promise<void>;
  /** Five-field cron (UTC) for periodic tasks. */
  cron?: string;
  /** Seconds a run may take before pg-boss counts it as lost and retries it. */
  expireInSeconds?: number;
  retryLimit?: number;
  /** Seconds before a failed run is retried (30 unless set); with `retryBackoff`, the first of growing waits. */
  retryDelaySeconds?: number;
  /** Each retry waits about twice as long as the one before (pg-boss's retryBackoff, with jitter). */
  retryBackoff?: boolean;
  /**
   * Jobs fetched per poll and run at once (1 unless set). Each succeeds or fails, and is retried,
   * on its own: one failing job of a batch does not fail the others.
   */
  batchSize?: number;
};

export type SendOptions = {
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
  /** At most one queued run per key: a second send while one waits is dropped. */
  singletonKey?: string;
  /** Writes the job on this connection: a transaction makes it part of the caller's action. */
  on?: Db;
};

export type JobQueue = {
  send: (name: string, data: Record<string, unknown>, options?: SendOptions) => Promise<void>;
  /** Many runs of one task in one statement, on `on` when given; throws unless every one was written. */
  sendAll: (name: string, data: Record<string, unknown>[], options?: { on?: Db }) => Promise<void>;
  /**
   * Starts the queue (its schema and task queues) without working. A job sent inside a
   * transaction needs it started before: on PGlite the pool is one connection, which the
   * transaction holds.
   */
  ready: () => Promise<void>;
  /** Polls every task and schedules the crons; resolves once the worker is polling. */
  startWorker: () => Promise<void>;
  /** Stops polling, lets running tasks see the abort and finish, and waits for them. */
  stop: () => Promise<void>;
};

const SCHEMA = 'pgboss';

/**
 * pg-boss's Db interface on Kysely: parameterless text goes as a simple query (it may hold several
 * statements). pg-boss installs and migrates its schema with one such script, `BEGIN; …; COMMIT`,
 * and takes a failure of it as another process having done the work first (it checks the message).
 * The script's transaction then stays open and aborted on its connection; back in the pool, that
 * connection failed every later statement ("current transaction is aborted"), seen with three
 * processes starting on a new database. A failed script is rolled back on its own connection.
 */
function bossDb(db: Db, inFlight?: Set<Promise<unknown>>) {
  const execute = async (text: string, values?: unknown[]) => {
    const query = CompiledQuery.raw(text, values ?? []);
    if (values?.length || db.isTransaction) return { rows: (await db.executeQuery(query)).rows as unknown[] };
    return db.connection().execute(async (connection) => {
      try {
        return { rows: (await connection.executeQuery(query)).rows as unknown[] };
      } catch (error) {
        // Outside a transaction PostgreSQL only warns of a ROLLBACK.
        await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
        throw error;
      }
    });
  };
  return {
    executeSql: (text: string, values?: unknown[]) => {
      const running = execute(text, values);
      if (inFlight) {
        inFlight.add(running);
        void running.catch(() => undefined).finally(() => inFlight.delete(running));
      }
      return running;
    },
  };
}

/** pg-boss's own queue for scheduled sends, which its timekeeper creates as it starts (src/timekeeper.js). */
const SEND_IT_QUEUE = '__pgboss__send-it';

/**
 * Installs or migrates pg-boss's schema, and nothing else: an instance that neither supervises nor
 * schedules, started and stopped. pg-boss takes another process installing at the same time as
 * having done the work (see bossDb), so this needs no lock.
 */
async function installSchema(db: Db): Promise<void> {
  const installer = new PgBoss({ db: bossDb(db), schema: SCHEMA, supervise: false, schedule: false });
  await installer.start();
  await installer.stop({ graceful: false, close: false });
}

/**
 * Creates each task's queue and makes the code's settings hold, one process at a time. pg-boss
 * makes a queue's table a partition of its job table: processes starting together on a new
 * database each attached partitions at once, and PostgreSQL broke the tie by failing one start
 * with a deadlock (seen with three processes, cluster/). A transaction's advisory lock makes
 * the next process wait, and then find the queues there. The statements run on that transaction
 * through an unstarted pg-boss, whose calls are only its SQL on the connection it is given.
 */
async function defineQueues(db: Db, tasks: TaskDefinition[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockUntilCommit(trx, 'background-queues');
    const definer = new PgBoss({ db: bossDb(trx), schema: SCHEMA });
    // The timekeeper's queue too, before any process starts pg-boss: created by a starting
    // process's timekeeper outside this lock, its partition met another process's partitions
    // here, and PostgreSQL failed a start with a deadlock all the same (the queue test's three
    // processes, once in an API suite run on December 4). Existing, the timekeeper leaves it.
    await definer.createQueue(SEND_IT_QUEUE);
    for (const t of tasks) {
      const settings = {
        retryLimit: t.retryLimit ?? 2,
        retryDelay: t.retryDelaySeconds ?? 30,
        retryBackoff: t.retryBackoff ?? false,
        expireInSeconds: t.expireInSeconds ?? 900,
      };
      // createQueue leaves an existing queue as it was: the update makes the code's settings
      // hold for the jobs sent from now on.
      await definer.createQueue(t.name, { name: t.name, ...settings });
      await definer.updateQueue(t.name, { name: t.name, ...settings });
    }
  });
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
  // pg-boss completes or fails a run without awaiting it (its worker goes idle first), so a stop
  // could end, and the pool close, under a run's last statement: it then failed on a destroyed
  // driver, an unhandled rejection (seen once in the gate, as the payment webhooks' test closed).
  // The runs and pg-boss's statements in flight are kept, and the stop waits for both.
  const statements = new Set<Promise<unknown>>();
  const runs = new Set<Promise<unknown>>();

  const start = () =>
    (started ??= (async () => {
      boss = new PgBoss({ db: bossDb(db, statements), schema: SCHEMA, supervise: true, schedule: true });
      boss.on('error', (e: Error) => (opts.onError ?? ((err) => log.error({ err }, 'background queue')))(e));
      await installSchema(db);
      await defineQueues(db, tasks);
      await boss.start();
      return boss;
    })());

  const known = (name: string) => {
    if (!byName.has(name)) throw new Error(`unknown background task ${name}`);
  };

  return {
    async send(name, data, options = {}) {
      known(name);
      await (
        await start()
      ).send(name, data, {
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.on ? { db: bossDb(options.on) } : {}),
      });
    },
    async sendAll(name, data, options = {}) {
      known(name);
      if (!data.length) return;
      const b = await start();
      const on = options.on ?? db;
      const ids = data.map(() => randomUUID());
      await b.insert(
        data.map((d, i) => ({ id: ids[i], name, data: d })),
        { db: bossDb(on) },
      );
      // pg-boss writes a job only for a queue it knows (a join in its insert) and says nothing of
      // the rest: count them, so that a job not written fails the caller's action, never vanishes.
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from ${sql.table(`${SCHEMA}.job`)} where name = ${name} and id = any(${ids}::uuid[])`.execute(
        on,
      );
      if (rows[0]?.n !== data.length)
        throw new Error(`the background queue wrote ${rows[0]?.n ?? 0} of ${data.length} ${name} jobs`);
    },
    async ready() {
      await start();
    },
    startWorker() {
      working ??= (async () => {
        const b = await start();
        for (const t of tasks) {
          // A stop asked for while the worker was still starting (a SIGTERM in the first seconds):
          // no more tasks are taken on, and pg-boss is not asked to work once it is stopping.
          if (abort.signal.aborted) return;
          const run = (job: PgBoss.JobWithMetadata<object>) => {
            const running = t.handle(job.data as Record<string, unknown>, {
              signal: abort.signal,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
            });
            runs.add(running);
            void running.catch(() => undefined).finally(() => runs.delete(running));
            return running;
          };
          await b.work(
            t.name,
            {
              pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 1,
              batchSize: t.batchSize ?? 1,
              includeMetadata: true,
            },
            async (jobs: PgBoss.JobWithMetadata<object>[]) => {
              if (jobs.length === 1 && jobs[0]) return run(jobs[0]);
              // A batch: each job that throws is failed (and retried) alone; pg-boss then
              // completes the batch, which touches only the jobs still active.
              await Promise.all(
                jobs.map(async (job) => {
                  try {
                    await run(job);
                  } catch (error) {
                    await b.fail(t.name, job.id, error instanceof Error ? error : { message: String(error) });
                  }
                }),
              );
            },
          );
          // pg-boss sends a due run once across every process (one process checks the crons per
          // interval, and its sends are singletons of the minute); the same singleton on the run
          // itself keeps it once even when its send is retried after a process died mid-send.
          if (t.cron)
            await b.schedule(t.name, t.cron, {}, { tz: 'UTC', singletonKey: `cron:${t.name}`, singletonSeconds: 60 });
        }
      })();
      return working;
    },
    async stop() {
      abort.abort();
      // The worker's start finishes (it takes on no task after the abort) before pg-boss stops.
      await working?.catch(() => undefined);
      if (!started) return;
      const b = await started.catch(() => undefined);
      await b?.stop({ graceful: true, wait: true, timeout: 30_000 });
      // A run past pg-boss's wait, then the completion or failure pg-boss sends when a run ends
      // (after the promise jobs its worker chains on the run: a macrotask lets them all run).
      // Bounded as pg-boss's own wait is: a run that ignores the abort does not hold a shutdown.
      const until = Date.now() + 30_000;
      const settled = (all: Set<Promise<unknown>>) =>
        Promise.race([
          Promise.allSettled([...all]),
          new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now())).unref()),
        ]);
      while ((runs.size || statements.size) && Date.now() < until) {
        await settled(runs);
        await new Promise((resolve) => setImmediate(resolve));
        await settled(statements);
      }
    },
  };
}
