// When the limits' Redis goes away, a limit neither fails its requests nor waits for Redis: the
// process counts in its own memory (the library's insurance limiter) and still refuses past the
// points. A Redis of this test's own, never the machine's shared one, is killed mid-test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { AppError } from '../errors/errors.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { ownRedis, type OwnRedis } from '../test/own-redis.ts';
import { LIMIT_RULES } from './rules.ts';
import { createRateLimitStore, type RateLimitStore } from './store.ts';

let server: TestServer;
let redis: OwnRedis | undefined;
let store: RateLimitStore;

beforeAll(async () => {
  server = await startTestServer();
  redis = await ownRedis();
  await redis.start();
  const config = readConfig({ NODE_ENV: 'test', REDIS_URL: redis.url, REDIS_PREFIX: 'outage' });
  store = createRateLimitStore(config, server.database.db, new TextEncoder().encode('outage-test-secret'));
  await store.ready();
});

afterAll(async () => {
  await store?.close();
  await redis?.kill();
  await server?.close();
});

async function refusalOf(call: Promise<unknown>): Promise<AppError | undefined> {
  try {
    await call;
    return undefined;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
}

describe('a limit whose Redis goes away', () => {
  it('counts in the process meanwhile, refusing past the points, without waiting for Redis', async () => {
    const { login } = store.limits;
    const key = 'address-during-outage';
    await login.take(key);
    await redis?.kill();

    const started = Date.now();
    // What Redis counted is gone with it; the process counts from nothing.
    for (let i = 0; i < LIMIT_RULES.login.points; i++)
      expect(await refusalOf(login.take(key)), `hit ${i}`).toBeUndefined();
    expect(await refusalOf(login.take(key))).toMatchObject({ status: 429, code: 'LIMIT_OVER' });
    expect(await login.retryAfter(key)).toBeGreaterThan(0);
    // Not held until a reconnect: every call was answered at once.
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
