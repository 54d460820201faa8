// Records the SQL the server sends for one request, and replays it straight on a pg pool. The
// direct-SQL baseline is then literally what the server ran (same text, same parameters, same
// extended-protocol round trips), including the tenant lookup of the Host header; only the HTTP,
// validation, Kysely compilation and JSON mapping are left out, which is what the ratio shows.
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

export type Statement = { sql: string; params: unknown[] };

/** A statement and the statements that had finished before it started (it waited on them). */
export type PlanStep = Statement & { after: number[] };

/** Every statement of one request, in the order they started. */
export type Plan = PlanStep[];

type Timed = Statement & { start: number; end: number };

/** A pool for Kysely that records statements while recording is on. */
export type CapturingPool = PostgresPool & {
  /** Runs `fn` and returns the statements it caused, as a replayable plan. */
  record: (fn: () => Promise<void>) => Promise<Plan>;
};

export function capturingPool(pool: pg.Pool): CapturingPool {
  let log: Timed[] | null = null;
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    function query<R>(sql: string, params: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
    function query(cursor: unknown): never;
    function query<R>(sql: unknown, params?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
      if (typeof sql !== 'string') throw new Error('the benchmark does not replay cursors');
      const started = performance.now();
      const run = client.query(sql, params ? [...params] : []) as unknown as Promise<PostgresQueryResult<R>>;
      const target = log;
      if (!target) return run;
      const entry: Timed = { sql, params: params ? [...params] : [], start: started, end: Infinity };
      target.push(entry);
      return run.finally(() => {
        entry.end = performance.now();
      });
    }
    return { query, release: () => client.release() };
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
    record: async (fn) => {
      if (log) throw new Error('one recording at a time');
      log = [];
      try {
        await fn();
        return toPlan(log);
      } finally {
        log = null;
      }
    },
  };
}

/**
 * Orders statements by start and gives each the ones that had already ended when it started: the
 * request awaited those (or could have), so the replay does too. Statements started together (a
 * Promise.all in the server) have no edge between them and run concurrently again.
 */
export function toPlan(timed: ReadonlyArray<Timed>): Plan {
  // Replayed statements go to whichever pooled client is free, which a transaction cannot.
  const tx = timed.find((s) => /^\s*(begin|start transaction|commit|rollback|savepoint)\b/i.test(s.sql));
  if (tx) throw new Error(`a benchmarked request ran a transaction (${tx.sql}); it cannot be replayed`);
  const sorted = [...timed].sort((a, b) => a.start - b.start);
  return sorted.map((s, i) => ({
    sql: s.sql,
    params: s.params,
    after: sorted.slice(0, i).flatMap((prev, j) => (prev.end <= s.start ? [j] : [])),
  }));
}

/** Runs a plan on the pool with the recorded ordering; each statement on whichever client is free. */
export async function replay(pool: pg.Pool, plan: Plan): Promise<void> {
  const done: Promise<unknown>[] = [];
  for (const step of plan) {
    const deps = step.after.map((i) => done[i]);
    done.push(Promise.all(deps).then(() => pool.query(step.sql, step.params)));
  }
  await Promise.all(done);
}

/** Round trips a plan needs one after another: the longest chain of statements waiting on each other. */
export function roundTrips(plan: Plan): number {
  const depth: number[] = [];
  for (const step of plan) depth.push(1 + Math.max(0, ...step.after.map((i) => depth[i] ?? 0)));
  return Math.max(0, ...depth);
}
