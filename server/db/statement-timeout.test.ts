// DATABASE_STATEMENT_TIMEOUT_MS: PostgreSQL cancels a statement of the server's pool that runs
// longer, and the request answers 503 with a Retry-After, a search's saying how to ask one that
// ends sooner; the pool's connection serves the next request. A transaction left idle that long
// is ended with its connection. PGlite never cancels, so has neither.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allHandlers } from '../all-handlers.ts';
import { readConfig } from '../config.ts';
import { startAnotherApp } from '../test/another-app.ts';
import { engine } from '../test/databases.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import type { Call } from '../test/http-client.ts';
import { openDatabase, type OpenDatabase } from './database.ts';

const TIMEOUT_MS = 300;
/** Longer than the timeout by far: a statement cancelled answers well before it would end. */
const sleep = sql`select pg_sleep(5)`;

let server: TestServer;
let database: OpenDatabase;
beforeAll(async () => {
  server = await startTestServer();
  database = await openDatabase({
    databaseUrl: server.deps.config.databaseUrl,
    dataDir: server.deps.config.dataDir,
    statementTimeoutMs: readConfig({ DATABASE_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS) }).statementTimeoutMs,
  });
});
afterAll(async () => {
  await database?.close();
  await server?.close();
});

it('is 30 seconds unless set, and a value out of its range stops the start', () => {
  expect(readConfig({}).statementTimeoutMs).toBe(30_000);
  expect(() => readConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '10' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
});

it('is the pool connections’ own setting on PostgreSQL, for statements and idle transactions, and none on PGlite', async () => {
  const { rows } = await sql<{
    statement: string;
    idle: string;
  }>`select current_setting('statement_timeout') as statement,
    current_setting('idle_in_transaction_session_timeout') as idle`.execute(database.db);
  const expected = engine === 'postgres' ? `${TIMEOUT_MS}ms` : '0';
  expect(rows[0]).toEqual({ statement: expected, idle: expected });
});

describe.skipIf(engine === 'pglite')('a statement past it, on PostgreSQL', () => {
  let app: FastifyInstance;
  let call: Call;
  beforeAll(async () => {
    const config = { ...server.deps.config, statementTimeoutMs: TIMEOUT_MS };
    ({ app, call } = await startAnotherApp(
      server,
      config,
      {
        handlers: {
          ...allHandlers,
          // A search and another request whose statements run past the timeout.
          listJobs: async ({ ctx }) => {
            await ctx.searchLane.run(() => sleep.execute(ctx.db));
            throw new Error('the search’s statement was not cancelled');
          },
          getTenantSettings: async ({ ctx }) => {
            await sleep.execute(ctx.db);
            throw new Error('the statement was not cancelled');
          },
        },
      },
      database.db,
    ));
  });
  afterAll(async () => app?.close());

  it('is cancelled, with the error PostgreSQL names', async () => {
    const started = performance.now();
    await expect(sleep.execute(database.db)).rejects.toMatchObject({ code: '57014' });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('ends a transaction left idle that long, and frees what it held', async () => {
    const LOCK = 51_051;
    const left = database.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${LOCK})`.execute(trx);
      // A fault’s transaction: nothing sent to the database for five times the timeout.
      await new Promise((resolve) => setTimeout(resolve, 5 * TIMEOUT_MS));
      await sql`select 1`.execute(trx);
    });
    await expect(left).rejects.toThrow();
    // Its connection ended with its transaction, so the lock is free and the pool serves the next.
    // (Taken for this statement's own transaction only: it is free again when it ends.)
    const { rows } = await sql<{ got: boolean }>`select pg_try_advisory_xact_lock(${LOCK}) as got`.execute(database.db);
    expect(rows[0]?.got).toBe(true);
  });

  it('answers 503 with a Retry-After, and the pool serves the next statement', async () => {
    const answer = await call('GET', '/client/api/v1/settings/get-settings', { host: HOST_A });
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.body).toMatchObject({ code: 'ERROR', message: expect.stringMatching(/took too long/) });
    // The connection the cancelled statement ran on is still good.
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(rows[0]?.one).toBe(1);
  });

  it('answers a search past it with a 503 that says how to narrow the search', async () => {
    const answer = await call('POST', '/client/api/v1/jobs/get-job-list', {
      host: HOST_A,
      body: { page: 1, limit: 10, search: 'anything' },
    });
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.body).toMatchObject({
      code: 'ERROR',
      message: expect.stringMatching(/^The search took too long; narrow it/),
    });
  });
});
