// Opens the database the configuration names: a real PostgreSQL with DATABASE_URL, otherwise the
// embedded PGlite in the data directory. Either way the rest of the server sees one Kysely over
// one `pg` pool, and the migrations have run.
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { startEmbeddedDatabase } from './embedded.ts';
import { migrateToLatest } from './migrate.ts';
import { createPool } from './pool.ts';
import type { Database } from './tables.ts';

export type Db = Kysely<Database>;

export type OpenDatabase = {
  db: Db;
  pool: pg.Pool;
  engine: 'postgres' | 'pglite';
  close: () => Promise<void>;
};

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<OpenDatabase> {
  const embedded = opts.databaseUrl ? undefined : await startEmbeddedDatabase(`${opts.dataDir}/pglite`);
  const url = opts.databaseUrl ?? embedded?.url ?? '';
  // PGlite is one session underneath: pglite-socket interleaves the protocol messages of its
  // connections, so a transaction on one connection broke another's statement mid-flight
  // ('portal "" does not exist'). One connection makes every statement and transaction take its
  // turn, which is what PGlite does anyway. Code must never wait on `db` inside a transaction.
  const pool = createPool(url, embedded ? 1 : 20, { prepare: !embedded });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  await migrateToLatest(db as unknown as Kysely<unknown>);
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
