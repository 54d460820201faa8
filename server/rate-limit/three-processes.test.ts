// The login limit holds across server processes. Three apps on one database, each with
// dependencies of its own (its own rate-limit store) and accounts handlers of its own, as three
// processes behind a balancer have: wrong logins from one address, spread round-robin over them,
// answer 429 from the one past the limit. Once with Redis as the store, once with the database.
// On PGlite the three apps share this process's embedded database, as they must.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { makeAccountHandlers } from '../auth/handlers.ts';
import { allHandlers } from '../all-handlers.ts';
import { startAnotherApp } from '../test/another-app.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import type { Call } from '../test/http-client.ts';
import { LIMIT_RULES } from './rules.ts';

const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';
const LOGINS_PER_MINUTE = LIMIT_RULES.login.points;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

type Instance = { app: FastifyInstance; call: Call };

/** An app on the test server's database, started as a process of this installation would be. */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const config = {
    ...readConfig({ NODE_ENV: 'test', DATA_DIR: server.deps.config.dataDir, TRUST_PROXY: 'true', ...env }),
    databaseUrl: server.deps.config.databaseUrl,
    seedDemo: false,
  };
  // Accounts handlers of its own, so nothing counted in this process's memory could be shared.
  return startAnotherApp(server, config, { handlers: { ...allHandlers, ...makeAccountHandlers() } });
}

type Answer = { code: string; data: { retryAfterSeconds?: number } | null };

/** One wrong login from `ip` through `call`, with an e-mail of its own (no account's lock counts). */
const wrongLogin = (call: Call, ip: string, n: number) =>
  call<Answer>('POST', '/client/api/v1/candidate/login', {
    host: HOST_A,
    headers: { 'x-forwarded-for': ip },
    body: { email: `guess${n}.${randomBytes(3).toString('hex')}@example.com`, password: 'Guess#Word1' },
  });

/** Counts kept in the database for the login limit (the store of an installation without Redis). */
async function loginRows(): Promise<number> {
  const r = await sql<{ n: number }>`
    select count(*)::int as n from rate_limits where key like 'login:%'`.execute(server.database.db);
  return r.rows[0]?.n ?? 0;
}

function holdsAcrossThree(env: () => Record<string, string>, ip: string, stored: () => Promise<void>) {
  const instances: Instance[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 3; i++) instances.push(await startInstance(env()));
  });
  afterAll(async () => {
    await Promise.all(instances.map((i) => i.app.close()));
  });
  /** The process the balancer sends the nth request to: round-robin. */
  const nth = (n: number): Call => {
    const instance = instances[n % instances.length];
    if (!instance) throw new Error('the instances did not start');
    return instance.call;
  };

  it(`answers ${LOGINS_PER_MINUTE + 1} wrong logins spread over three processes with 429 from the ${LOGINS_PER_MINUTE + 1}th`, async () => {
    const statuses: number[] = [];
    for (let n = 0; n < LOGINS_PER_MINUTE; n++) statuses.push((await wrongLogin(nth(n), ip, n)).status);
    expect(statuses).toEqual(Array.from({ length: LOGINS_PER_MINUTE }, () => 400));

    // Each process has seen only three or four of them.
    const over = await wrongLogin(nth(LOGINS_PER_MINUTE), ip, LOGINS_PER_MINUTE);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('LIMIT_OVER');
    const wait = over.body.data?.retryAfterSeconds ?? 0;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LIMIT_RULES.login.durationSeconds);
    expect(over.headers['retry-after']).toBe(String(wait));
    for (const { call } of instances) expect((await wrongLogin(call, ip, 99)).status).toBe(429);

    // The limit is the address's: another one is answered as before, on every process.
    const other = `${ip}1`;
    for (const { call } of instances) expect((await wrongLogin(call, other, 0)).status).toBe(400);
    await stored();
  });
}

describe('with Redis as the store', () => {
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  let rowsBefore = 0;
  beforeAll(async () => {
    rowsBefore = await loginRows();
  });
  holdsAcrossThree(
    () => ({ REDIS_URL, REDIS_PREFIX: prefix }),
    '203.0.113.7',
    async () => {
      const redis = createClient({ url: REDIS_URL });
      await redis.connect();
      try {
        // Two addresses, two counts, in Redis under this run's prefix; none in the database.
        expect(await redis.keys(`${prefix}:rate-limit:login:*`)).toHaveLength(2);
      } finally {
        await redis.close();
      }
      expect(await loginRows()).toBe(rowsBefore);
    },
  );
});

describe('with the database as the store', () => {
  let rowsBefore = 0;
  beforeAll(async () => {
    rowsBefore = await loginRows();
  });
  holdsAcrossThree(
    () => ({}),
    '198.51.100.7',
    async () => expect(await loginRows()).toBe(rowsBefore + 2),
  );
});
