// The embedded database: PGlite in a data directory, served in-process over the PostgreSQL wire
// protocol by pglite-socket, so the same `pg` pool code runs against it and a real server.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { SESSION_SETTINGS } from './pool.ts';

export type EmbeddedDatabase = {
  /** A connection string for `pg` pointing at the in-process server. */
  url: string;
  /** The socket server's own count: connections it serves and queries waiting for the one session. */
  stats: () => { activeConnections: number; queuedQueries: number };
  close: () => Promise<void>;
};

export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir, extensions: { btree_gin, pg_trgm, unaccent } });
  // Its socket server ignores the pool's start-up options; every connection shares this session.
  await db.exec(
    Object.entries(SESSION_SETTINGS)
      .map(([name, value]) => `set ${name} = '${value}';`)
      .join(' '),
  );
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 20 });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgres://postgres@${address}/postgres?sslmode=disable`,
    stats: () => server.getStats(),
    close: async () => {
      await server.stop();
      await db.close();
    },
  };
}
