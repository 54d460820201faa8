// Records the SQL the server sends for one request, and replays it straight on a pg pool. The
// direct-SQL baseline is then literally what the server ran (same text, same parameters, same
// extended-protocol round trips), including the tenant lookup of the Host header; only the HTTP,
// validation, Kysely compilation and JSON mapping are left out, which is what the ratio shows.
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { isBackground } from '../server/db/background.ts';

export type Statement = { sql: string; params: unknown[] };

/**
 * A statement and the statements that had finished before it started (it waited on them); the
 * statements of one transaction share a `session`, replayed on one client.
 */
export type PlanStep = Statement & { after: number[]; session?: number };

/** Every statement of one request, in the order they started. */
export type Plan = PlanStep[];

/** `client`: which pooled client ran it (statements of a transaction share one). */
type Timed = Statement & { start: number; end: number; client?: number };

/** A pool for Kysely that records statements while recording is on. */
export type CapturingPool = PostgresPool & {
  /** Runs `fn` and returns the statements it caused, as a replayable plan. */
  record: (fn: () => Promise<void>) => Promise<Plan>;
};

export function capturingPool(pool: pg.Pool): CapturingPool {
  let log: Timed[] | null = null;
  let clients = 0;
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const id = (clients += 1);
    function query<R>(sql: string, params: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
    function query(cursor: unknown): never;
    function query<R>(sql: unknown, params?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
      if (typeof sql !== 'string') throw new Error('the benchmark does not replay cursors');
      const started = performance.now();
      const run = client.query(sql, params ? [...params] : []) as unknown as Promise<PostgresQueryResult<R>>;
      const target = log;
      // The process's own reads (server/db/background.ts) are not the request's.
      if (!target || isBackground(sql)) return run;
      const entry: Timed = { sql, params: params ? [...params] : [], start: started, end: Infinity, client: id };
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
const OPENS = /^\s*(begin|start transaction)\b/i;
const CLOSES = /^\s*(commit|rollback)\b/i;
/** What a read-only transaction may hold: reads, and settings of its own (`set local`). */
const READS = /^\s*(\/\*[^*]*\*\/\s*)?(select|with|set local|savepoint|release)\b/i;

export function toPlan(timed: ReadonlyArray<Timed>): Plan {
  const sorted = [...timed].sort((a, b) => a.start - b.start);
  // A transaction is replayed on one client, in order; one that writes would change the data
  // every replay reads, so it is refused.
  const open = new Map<number | undefined, number>();
  const sessions = sorted.map((s, i) => {
    if (OPENS.test(s.sql)) open.set(s.client, i);
    const session = open.get(s.client);
    if (session !== undefined && !OPENS.test(s.sql) && !CLOSES.test(s.sql) && !READS.test(s.sql))
      throw new Error(`a benchmarked request wrote in a transaction (${s.sql.slice(0, 80)}); it cannot be replayed`);
    if (CLOSES.test(s.sql)) open.delete(s.client);
    return session;
  });
  return sorted.map((s, i) => {
    const session = sessions[i];
    return {
      sql: s.sql,
      params: s.params,
      after: sorted.slice(0, i).flatMap((prev, j) => (prev.end <= s.start ? [j] : [])),
      ...(session !== undefined && { session }),
    };
  });
}

/**
 * Runs a plan on the pool with the recorded ordering: each statement on whichever client is free,
 * a transaction's on the one client its `begin` took, given back after its end.
 */
export async function replay(pool: pg.Pool, plan: Plan): Promise<void> {
  const done: Promise<unknown>[] = [];
  const held = new Map<number, Promise<pg.PoolClient>>();
  for (const step of plan) {
    const deps = Promise.all(step.after.map((i) => done[i]));
    const { session } = step;
    if (session === undefined) {
      done.push(deps.then(() => pool.query(step.sql, step.params)));
      continue;
    }
    // The transaction's statements ran one after another, so each waits on the one before it.
    const client = held.get(session) ?? deps.then(() => pool.connect());
    held.set(session, client);
    const ran = Promise.all([client, deps]).then(([c]) => c.query(step.sql, step.params));
    done.push(CLOSES.test(step.sql) ? ran.finally(async () => (await client).release()) : ran);
  }
  await Promise.all(done);
}

/** Round trips a plan needs one after another: the longest chain of statements waiting on each other. */
export function roundTrips(plan: Plan): number {
  const depth: number[] = [];
  for (const step of plan) depth.push(1 + Math.max(0, ...step.after.map((i) => depth[i] ?? 0)));
  return Math.max(0, ...depth);
}
