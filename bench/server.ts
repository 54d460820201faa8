// The real app (buildApp with the production configuration) on a local port, over a Kysely whose
// pool records the SQL of chosen requests — the same pg pool size the app opens in production.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import { buildApp } from '../server/app.ts';
import { facetReadsSettled } from '../server/jobs-discovery/facet-cache.ts';
import { forgetKeptSearches } from '../server/jobs-discovery/job-search.ts';
import { recentJobsSettled } from '../server/jobs-discovery/recent-jobs.ts';
import { readConfig } from '../server/config.ts';
import type { Database } from '../server/db/tables.ts';
import { createPool } from '../server/db/pool.ts';
import { createDeps } from '../server/deps.ts';
import { capturingPool, type CapturingPool, type Plan } from './capture.ts';

/** The pool size openDatabase gives the app on PostgreSQL. */
export const APP_POOL_SIZE = 20;

export type BenchServer = {
  app: FastifyInstance;
  port: number;
  capture: CapturingPool;
  /** Sends a request twice, waits for its background work, then records the SQL of a third send. */
  recordSteady: (send: () => Promise<void>) => Promise<Plan>;
  /** Waits for the background reads requests started (exact facet counts, the board's copy). */
  settled: () => Promise<void>;
  /** Forgets what searches keep, then records the SQL of a send: a first asking's. */
  recordFirst: (send: () => Promise<void>) => Promise<Plan>;
  /** Signs the app's session tokens, for benchmarks of signed-in calls. */
  secret: Uint8Array;
  close: () => Promise<void>;
};

/** `searchConcurrency`: the server's SEARCH_CONCURRENCY, its production default when left out. */
export async function startServer(
  databaseUrl: string,
  opts: { searchConcurrency?: number } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jobboard-bench-'));
  const config = readConfig({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Request lines cost the same with or without the benchmark; printing 100,000 of them does not
    // belong in its output, so only warnings are logged.
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    // Production refuses to start without them (server/config.ts); a benchmark sends no mail, and
    // its links are never followed.
    PUBLIC_ORIGIN: 'http://127.0.0.1',
    MAIL_TRANSPORT: 'none',
    ...(opts.searchConcurrency === undefined ? {} : { SEARCH_CONCURRENCY: String(opts.searchConcurrency) }),
  });
  const capture = capturingPool(createPool(databaseUrl, APP_POOL_SIZE));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: capture }) });
  const deps = createDeps(config, db);
  const app = await buildApp({ deps });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    port,
    capture,
    secret: deps.secret,
    recordSteady: async (send: () => Promise<void>) => {
      // The steady state: a search's exact facet counts, read in the background when it is asked
      // again on a large board, are kept before its SQL is recorded, and so is the board's copy of
      // its newest jobs (docs/job-search.md): read in the background once the first search asks,
      // it took the first scenario's measured window in some runs and not in others (repeated
      // search p95 45-69 ms on the same code, 5 December 2026).
      await send();
      await send();
      await facetReadsSettled();
      await recentJobsSettled();
      return capture.record(send);
    },
    settled: async () => {
      await facetReadsSettled();
      await recentJobsSettled();
    },
    recordFirst: async (send: () => Promise<void>) => {
      forgetKeptSearches();
      return capture.record(send);
    },
    close: async () => {
      await app.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
