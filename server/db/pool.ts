// One `pg` pool for either engine. Errors on idle clients are logged, never allowed to bring the
// process down (node-postgres emits them as unhandled 'error' events otherwise).
//
// Every connection plans with random_page_cost 1.1 instead of PostgreSQL's 4, the usual setting
// for a database on SSD or in memory. With 4 the planner thinks fetching rows through an index
// costs four times a sequential read, and for "the first N rows matching" it scans the table
// instead of using the index it has: counting the first thousand candidates with a skill read
// 17,000 rows in 30 ms where the GIN index finds them in 5 (docs/candidate-search.md, "Speed").
//
// Nor does it start parallel workers: a web request's statements are short, and starting workers
// for one costs more than they save (a job search's first pass took 87 ms in a Gather that
// returned nothing, 4 ms without), while taking the cores the other requests are waiting for
// (docs/job-search.md, "Speed").
//
// And it sorts and builds bitmaps in 16 MB rather than 4: a job search's bitmap of the matches of
// a common word among a week's jobs, at a million jobs, outgrew 4 MB and went lossy, so every job
// on a lossy page was tested again against its whole document (295 ms; 70 ms in 16 MB).
//
// And it never compiles a statement with JIT: PostgreSQL compiles any plan costed above 100,000,
// and a job search at a million jobs is costed that high for branches it never runs (the first
// pass's fallbacks); compiling took 97 ms of a 153 ms search whose work took 33 ms.
//
// And on PostgreSQL it sends statements marked `prepared` as named prepared statements
// (prepared.ts). Not on the embedded PGlite: pglite-socket serves every connection from one
// session, so a statement prepared by a connection outlives it. When the pool's idle connection
// closed (after 10 s idle) and a new one prepared the same statement, PGlite answered "prepared
// statement already exists", and every later request failed (seen once in CI, during a long PDF
// test). A single-process demo database gains nothing from it anyway.
//
// The settings travel as the connection's start-up options (`-c name=value`), so they hold from
// the connection's first statement with nothing to wait for. PGlite's socket server ignores
// start-up options, and is one session under every connection: embedded.ts sets them on that
// session once. TLS follows `sslmode` in DATABASE_URL or PGSSLMODE, as libpq's do.
import pg from 'pg';
import { prepareMarked } from './prepared.ts';
import { log } from '../log/logger.ts';

export const SESSION_SETTINGS: Record<string, string> = {
  random_page_cost: '1.1',
  max_parallel_workers_per_gather: '0',
  work_mem: '16MB',
  jit: 'off',
};

export type PoolOptions = {
  prepare?: boolean;
  /**
   * PostgreSQL cancels any of the pool's statements that runs longer (SQLSTATE 57014), and ends a
   * connection whose transaction waits idle that long between statements (25P03), so a transaction
   * a fault left open does not keep its locks. The server's pool has one
   * (DATABASE_STATEMENT_TIMEOUT_MS); migrations and the benchmarks' own pools do not.
   */
  statementTimeoutMs?: number;
};

export function createPool(connectionString: string, max = 10, opts: PoolOptions = {}): pg.Pool {
  const settings = {
    ...SESSION_SETTINGS,
    ...(opts.statementTimeoutMs
      ? {
          statement_timeout: String(opts.statementTimeoutMs),
          idle_in_transaction_session_timeout: String(opts.statementTimeoutMs),
        }
      : {}),
  };
  const options = Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString, max, options });
  pool.on('error', (err) => log.error({ err }, 'database pool error'));
  pool.on('connect', (client) => {
    client.on('error', (err) => log.error({ err }, 'database client error'));
    if (opts.prepare !== false) prepareMarked(client);
  });
  return pool;
}
