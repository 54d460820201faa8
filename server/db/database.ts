// Opens the database the configuration names: a real PostgreSQL with DATABASE_URL, otherwise the
// embedded PGlite in the data directory. Either way the rest of the server sees one Kysely over
// one `pg` pool, and the migrations have run.
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { startEmbeddedDatabase } from './embedded.ts';
import { migrateToLatest } from './migrate.ts';
import { createPool } from './pool.ts';
import type { Db } from './handle.ts';
import type { Database } from './tables.ts';

export type { Db } from './handle.ts';

export type OpenDatabase = {
  db: Db;
  pool: pg.Pool;
  engine: 'postgres' | 'pglite';
  close: () => Promise<void>;
};

/** How the pool is used right now, for /metrics (server/db/pool-metrics.ts). */
export type PoolUsage = {
  engine: OpenDatabase['engine'];
  /** The most connections the pool opens: DATABASE_POOL_SIZE (20) on PostgreSQL, 1 on PGlite (one session underneath). */
  max: number;
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  /** PGlite only: queries its socket server holds until the session is free. */
  embeddedQueued?: number;
};

// Keyed by the Db every part of the app is given, so /metrics finds its pool without a second
// handle being passed along; a Db made elsewhere (none in the server) has no usage to report.
const usageByDb = new WeakMap<Db, () => PoolUsage>();

export const poolUsageOf = (db: Db): PoolUsage | undefined => usageByDb.get(db)?.();

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL's pool size (DATABASE_POOL_SIZE); PGlite's is one whatever is asked. */
  poolSize?: number;
  /** How long one of the pool's statements may run on PostgreSQL (DATABASE_STATEMENT_TIMEOUT_MS); none when unset. */
  statementTimeoutMs?: number;
}): Promise<OpenDatabase> {
  const embedded = opts.databaseUrl ? undefined : await startEmbeddedDatabase(`${opts.dataDir}/pglite`);
  const url = opts.databaseUrl ?? embedded?.url ?? '';
  // PGlite is one session underneath: pglite-socket interleaves the protocol messages of its
  // connections, so a transaction on one connection broke another's statement mid-flight
  // ('portal "" does not exist'). One connection makes every statement and transaction take its
  // turn, which is what PGlite does anyway. Code must never wait on `db` inside a transaction.
  const max = embedded ? 1 : (opts.poolSize ?? 20);
  // PGlite takes a statement timeout but never cancels (a one-second pg_sleep under 100 ms ran its
  // second): the timeout is PostgreSQL's alone.
  const statementTimeoutMs = embedded ? undefined : opts.statementTimeoutMs;
  const pool = createPool(url, max, { prepare: !embedded, statementTimeoutMs });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  usageByDb.set(db, () => ({
    engine: embedded ? 'pglite' : 'postgres',
    max,
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    ...(embedded ? { embeddedQueued: embedded.stats().queuedQueries } : {}),
  }));
  await migrate(url, db, statementTimeoutMs);
  return {
    db,
    pool,
    engine: embedded ? 'pglite' : 'postgres',
    close: async () => {
      await db.destroy();
      await embedded?.close();
    },
  };
}

/**
 * Migrations may rightly run long (an index built over a million candidates), so with a statement
 * timeout they run on a connection of their own without it.
 */
async function migrate(url: string, db: Db, statementTimeoutMs: number | undefined): Promise<void> {
  if (!statementTimeoutMs) {
    await migrateToLatest(db as unknown as Kysely<unknown>);
    return;
  }
  const untimed = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: createPool(url, 1, { prepare: false }) }),
  });
  try {
    await migrateToLatest(untimed);
  } finally {
    await untimed.destroy();
  }
}
