// Starts the real server on a fresh database of the engine under test (DB_ENGINE), listening on a
// real port, with two tenants on their own hosts. Tests talk to it over HTTP.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createDeps } from '../deps.ts';
import { readConfig } from '../config.ts';
import { openDatabase, type OpenDatabase } from '../db/database.ts';
import type { AppDeps } from '../http/context.ts';
import type { HandlerMap } from '../http/handler.ts';
import { createTenant } from '../tenancy/tenants-repo.ts';
import { createTestDatabase, type TestDatabase } from './databases.ts';
import { makeClient, type Call } from './http-client.ts';

export const HOST_A = 'acme.test';
export const HOST_B = 'globex.test';

export type TestServer = {
  app: FastifyInstance;
  deps: AppDeps;
  database: OpenDatabase;
  call: Call;
  port: number;
  tenantA: string;
  tenantB: string;
  /** The newest one-time code e-mailed to an address on a tenant, read from the outbox. */
  lastOtp: (email: string) => Promise<string>;
  close: () => Promise<void>;
};

// Tests stand in for a trusted proxy, so X-Forwarded-For can play several client addresses.
// A test of the served pages passes `distDir`: a folder holding the web app's index.html.
export async function startTestServer(
  opts: {
    handlers?: HandlerMap;
    subscription?: string;
    distDir?: string;
    redis?: { url: string; prefix: string };
  } = {},
): Promise<TestServer> {
  const testDb: TestDatabase = await createTestDatabase();
  const config = {
    ...readConfig({
      NODE_ENV: 'test',
      DATA_DIR: testDb.dataDir,
      TRUST_PROXY: 'true',
      ...(opts.distDir ? { DIST_DIR: opts.distDir } : {}),
      ...(opts.redis ? { REDIS_URL: opts.redis.url, REDIS_PREFIX: opts.redis.prefix } : {}),
    }),
    databaseUrl: testDb.databaseUrl,
    seedDemo: false,
  };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const subscription = opts.subscription ?? 'PREMIUM_YEALY';
  const tenantA = await createTenant(database.db, {
    name: 'Acme Careers',
    slug: 'acme',
    hosts: [HOST_A],
    subscription,
  });
  const tenantB = await createTenant(database.db, {
    name: 'Globex Jobs',
    slug: 'globex',
    hosts: [HOST_B],
    subscription,
  });
  const deps = createDeps(config, database.db);
  const app = await buildApp({
    deps,
    ...(opts.handlers ? { handlers: opts.handlers } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    deps,
    database,
    call: makeClient(port),
    port,
    tenantA,
    tenantB,
    lastOtp: async (email) => {
      const row = await database.db
        .selectFrom('outbox')
        .select(['text'])
        .where('to_address', '=', email)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      const code = /\b(\d{6})\b/.exec(row.text)?.[1];
      if (!code) throw new Error(`no code in the last mail to ${email}`);
      return code;
    },
    close: async () => {
      await app.close();
      await database.close();
      await testDb.drop();
    },
  };
}
