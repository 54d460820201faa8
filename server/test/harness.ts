// The real server over real HTTP on a database of the engine under test (DB_ENGINE), with two
// fresh tenants on the hosts HOST_A and HOST_B. Tests talk to it over HTTP.
//
// One server per test process, shared by the files it runs one after another: a file gets two
// tenants of its own, and the hosts acme.test and globex.test are moved to them (the tenants of the
// files before keep their data and lose their hosts and slugs, so nothing of theirs answers or
// clashes). Opening a database, migrating it and building the app cost 3–7 s a file, more than
// half of the API suite's time (docs/testing.md). A file whose server must differ gets its own:
// other handlers, a plan other than Premium for both tenants, a built web app to serve, Redis, or
// `own: true` for a file that changes the server's dependencies or starts its background worker.
// Uploads are kept on disk, or with `files: 's3'` (FILE_STORE=s3 for every server) in a bucket of
// the local S3 server (s3-server.ts); each store has its own shared server.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../app.ts';
import { createDeps } from '../deps.ts';
import { readConfig } from '../config.ts';
import { openDatabase, type OpenDatabase } from '../db/database.ts';
import type { AppDeps } from '../http/context.ts';
import type { HandlerMap } from '../http/handler.ts';
import { createTenant } from '../tenancy/tenants-repo.ts';
import { createTestDatabase } from './databases.ts';
import { makeClient, type Call } from './http-client.ts';
import { retirePreviousTenants } from './retire-tenants.ts';
import { localS3 } from './s3-server.ts';

export const HOST_A = 'acme.test';
export const HOST_B = 'globex.test';

export type FileStore = 'disk' | 's3';

/** The store of a server that names none: FILE_STORE=s3 runs the suite's files on S3. */
const DEFAULT_STORE: FileStore = process.env.FILE_STORE === 's3' ? 's3' : 'disk';

export type TestServer = {
  app: FastifyInstance;
  deps: AppDeps;
  database: OpenDatabase;
  call: Call;
  port: number;
  tenantA: string;
  tenantB: string;
  /** The newest one-time code e-mailed to an address, read from the outbox. */
  lastOtp: (email: string) => Promise<string>;
  close: () => Promise<void>;
};

export type ServerOptions = {
  handlers?: HandlerMap;
  subscription?: string;
  distDir?: string;
  redis?: { url: string; prefix: string };
  /** A server of the file's own: for a file that changes its deps or starts its background worker. */
  own?: boolean;
  /** Where uploads are kept (the disk unless FILE_STORE=s3). */
  files?: FileStore;
};

type Base = Pick<TestServer, 'app' | 'deps' | 'database' | 'call' | 'port'> & { close: () => Promise<void> };

// Tests stand in for a trusted proxy, so X-Forwarded-For can play several client addresses.
// A test of the served pages passes `distDir`: a folder holding the web app's index.html.
async function startBase(opts: ServerOptions, shared: boolean): Promise<Base> {
  const testDb = await createTestDatabase();
  const s3 = (opts.files ?? DEFAULT_STORE) === 's3' ? await (await localS3()).newBucket() : undefined;
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
    ...(s3 ? { s3 } : {}),
  };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  const deps = createDeps(config, database.db);
  if (shared)
    deps.jobs.startWorker = () => {
      throw new Error('the shared test server runs no background worker: pass { own: true } to startTestServer');
    };
  const app = await buildApp({ deps, ...(opts.handlers ? { handlers: opts.handlers } : {}) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    deps,
    database,
    call: makeClient(port),
    port,
    close: async () => {
      await app.close();
      await database.close();
      await testDb.drop();
    },
  };
}

// The process's shared server of each store (made by the first file that asks) and the file that
// has it now.
const shared = new Map<FileStore, Promise<Base>>();
const sharedBy = new Map<FileStore, string>();
let generation = 0;

async function sharedBase(files: FileStore): Promise<Base> {
  const file = expect.getState().testPath ?? '';
  if (sharedBy.get(files) === file)
    throw new Error(`${file} asks for the shared test server twice: give the second one { own: true }`);
  sharedBy.set(files, file);
  let started = shared.get(files);
  if (!started) {
    started = startBase({ files }, true);
    shared.set(files, started);
  }
  const base = await started;
  generation += 1;
  await retirePreviousTenants(base.database.db, `r${generation}`);
  return base;
}

export async function startTestServer(opts: ServerOptions = {}): Promise<TestServer> {
  const own = Boolean(opts.own || opts.handlers || opts.subscription || opts.distDir || opts.redis);
  const base = own ? await startBase(opts, false) : await sharedBase(opts.files ?? DEFAULT_STORE);
  const { database } = base;
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
  return {
    ...base,
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
    // The shared server outlives the file; the run's teardown removes its database.
    close: own ? base.close : async () => {},
  };
}
