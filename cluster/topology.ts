// A whole installation of several processes on this machine, as docs/scale-out.md draws it: a
// fresh PostgreSQL database of the run's own (the demo boards seeded into it), the machine's Redis
// under a prefix of the run's, a local S3 server (s3rver) with a bucket, a local SMTP relay, N
// server processes of the production build with one environment, and HAProxy in front of them.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/database.ts';
import { seedDemo } from '../server/demo/index.ts';
import { freePort } from '../server/test/free-port.ts';
import { makeClient, type Call } from '../server/test/http-client.ts';
import { startS3Server } from '../server/test/s3-server.ts';
import { startBalancer, type Balancer } from './balancer.ts';
import { startMailbox, type Mailbox } from './mailbox.ts';
import { serverProcess, type ServerProcess } from './processes.ts';

export type Cluster = {
  /** Through the balancer. */
  call: Call;
  balancer: Balancer;
  processes: ServerProcess[];
  mailbox: Mailbox;
  /** The cluster's database, for what a test counts afterwards. */
  db: pg.Pool;
  /** The origin users reach the board at (the balancer). */
  origin: string;
  dir: string;
  stop: () => Promise<void>;
};

const adminUrl = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new database of the run's, after dropping those of runs killed before their end a day ago. */
async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where starts_with(datname, 'jobboard_cluster_')`,
  );
  for (const { datname } of rows)
    if (Number(/^jobboard_cluster_(\d+)_/.exec(datname)?.[1] ?? Infinity) < Date.now() - 24 * 3600_000)
      await admin.query(`drop database if exists ${datname} with (force)`);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/**
 * Resolves once the balancer sends a request pinned to `name` to that process: its health check
 * has passed `rise` times. Rejects after `ms`.
 */
export async function untilServedBy(call: Call, name: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const r = await call('GET', '/ready', { host: 'localhost', headers: { 'x-pin': name } }).catch(() => null);
    if (r && String(r.headers['x-served-by'] ?? '') === name) return;
    if (Date.now() > until) throw new Error(`the balancer did not send work to ${name} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startCluster(count = 3): Promise<Cluster> {
  const run = randomBytes(4).toString('hex');
  const dir = mkdtempSync(join(tmpdir(), 'jobboard-cluster-'));
  const dbName = `jobboard_cluster_${Date.now()}_${run}`;
  const databaseUrl = await freshDatabase(dbName);
  // Migrated and seeded once, as an operator runs one process first; the processes then start on
  // a database that has its schema (SEED_DEMO=false: a production install has no seeder).
  const seeding = await openDatabase({ databaseUrl, dataDir: join(dir, 'data'), poolSize: 4 });
  await seedDemo(seeding.db);
  await seeding.close();

  mkdirSync(join(dir, 's3'));
  const s3 = await startS3Server(join(dir, 's3'));
  const bucket = await s3.newBucket();
  const mailbox = await startMailbox();
  const [port, statsPort, ...ports] = await Promise.all(Array.from({ length: count + 2 }, () => freePort()));
  if (!port || !statsPort) throw new Error('no free port');
  const origin = `http://localhost:${port}`;
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    // The gate runs this beside the API tests on the same PostgreSQL (max_connections 100).
    DATABASE_POOL_SIZE: '5',
    REDIS_URL: process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `cluster-${run}`,
    SMTP_URL: mailbox.url,
    PUBLIC_ORIGIN: origin,
    JWT_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'loopback',
    S3_BUCKET: bucket.bucket,
    S3_ENDPOINT: bucket.endpoint ?? '',
    S3_REGION: bucket.region ?? 'us-east-1',
    S3_ACCESS_KEY_ID: bucket.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: bucket.secretAccessKey ?? '',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    DATA_DIR: join(dir, 'data'),
    SANDBOX_SETTLE_MS: '0',
    // More than the balancer's health check takes to take a process out (fall 2 × inter 500 ms).
    SHUTDOWN_DRAIN_SECONDS: '3',
  };
  const processes = ports.map((p, i) => serverProcess(`p${i + 1}`, p, env, dir));
  await Promise.all(processes.map((p) => p.start()));
  const balancer = await startBalancer(
    dir,
    port,
    statsPort,
    processes.map((p) => ({ name: p.name, port: p.port })),
  );
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const call = makeClient(port);
  // Every process in rotation before the first journey (its health check passed).
  for (const p of processes) await untilServedBy(call, p.name);
  return {
    call,
    balancer,
    processes,
    mailbox,
    db,
    origin,
    dir,
    async stop() {
      await balancer.stop();
      await Promise.all(processes.map((p) => p.kill('SIGTERM')));
      await db.end();
      await Promise.all([s3.close(), mailbox.close()]);
      await dropDatabase(dbName);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
