// /ready takes the process out of rotation while its database is away and puts it back when the
// database returns, the process alive throughout; /health stays a liveness check. The outage is
// real: the server's database stops accepting connections and its sessions are ended, as when
// PostgreSQL restarts or fails over.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from '../test/databases.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { ADMIN_URL } from '../test/run-databases.ts';

let server: TestServer;
let admin: pg.Client;

beforeAll(async () => {
  server = await startTestServer({ own: true });
  admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
});

afterAll(async () => {
  await admin?.end();
  await server?.close();
});

const status = async (path: string) => (await server.call('GET', path, { host: HOST_A })).status;

/** How long, in ms, until `path` answers `wanted` (polled every 100 ms), or Infinity after `limit` ms. */
async function msUntil(path: string, wanted: number, limit: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < limit) {
    if ((await status(path)) === wanted) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 100));
  }
  return Infinity;
}

// The outage is made on the PostgreSQL server; PGlite runs inside the process it would take down.
describe.skipIf(engine !== 'postgres')('readiness', () => {
  it(
    'answers 503 within 2 s of the database going away and 200 within 10 s of its return',
    { timeout: 60_000 },
    async () => {
      expect(await status('/ready')).toBe(200);
      const name = new URL(server.deps.config.databaseUrl ?? '').pathname.slice(1);
      expect(name).toMatch(/^jobboard_api_/);
      await admin.query(`alter database ${name} allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      try {
        expect(await msUntil('/ready', 503, 5000)).toBeLessThanOrEqual(2000);
        const down = await server.call<{ data: { database: string } }>('GET', '/ready', { host: HOST_A });
        expect(down.body.data.database).toBe('down');
        // Alive all the while: restarting it would not bring the database back.
        expect(await status('/health')).toBe(200);
        // And still scraped, without waiting on the database: what cannot be read is left out.
        const asked = Date.now();
        const metrics = await server.call<string>('GET', '/metrics', { host: HOST_A });
        expect(Date.now() - asked).toBeLessThanOrEqual(2000);
        expect(metrics.status).toBe(200);
        expect(metrics.body).toMatch(/^jobboard_db_pool_max_connections\{engine="postgres"\} 20$/m);
      } finally {
        await admin.query(`alter database ${name} allow_connections true`);
      }
      expect(await msUntil('/ready', 200, 15_000)).toBeLessThanOrEqual(10_000);
    },
  );
});
