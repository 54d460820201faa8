// The limits on their real stores: PostgreSQL (or PGlite, the engine under test) and the machine's
// Redis under a prefix of this run's. What a limit answers, what it counts, how a clock moved ahead
// starts new counts, that keys are kept as digests, and the sweep of ended windows.
import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { AppError } from '../errors/errors.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { LIMIT_RULES } from './rules.ts';
import { createRateLimitStore, type RateLimitStore } from './store.ts';

const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `test-${randomBytes(4).toString('hex')}`;
const SECRET = new TextEncoder().encode('rate-limit-test-secret');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

/** The refusal a call throws, or undefined. */
async function refusalOf(call: Promise<unknown>): Promise<AppError | undefined> {
  try {
    await call;
    return undefined;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
}

/** A key no other run uses. */
const fresh = (name: string) => `${name}-${randomBytes(6).toString('hex')}`;

/** How the store keeps `key`. */
const digestOf = (key: string) => createHmac('sha256', SECRET).update(key).digest('base64url');

function behaves(store: () => RateLimitStore) {
  it('allows the points in a window and refuses the next with 429 LIMIT_OVER and the wait', async () => {
    const { login } = store().limits;
    const key = fresh('address');
    for (let i = 0; i < LIMIT_RULES.login.points; i++) await login.take(key);
    const refused = await refusalOf(login.take(key, 'Too many login attempts'));
    expect(refused).toMatchObject({ status: 429, code: 'LIMIT_OVER', message: 'Too many login attempts' });
    const wait = refused?.data?.retryAfterSeconds ?? 0;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LIMIT_RULES.login.durationSeconds);
    const later = await login.retryAfter(key);
    expect(later).toBeGreaterThan(0);
    expect(later).toBeLessThanOrEqual(wait);
    // Another key has a count of its own.
    expect(await refusalOf(login.take(fresh('address')))).toBeUndefined();
  });

  it('checks without counting, records without refusing, forgets and starts anew', async () => {
    const { loginFailures, codeCooldown } = store().limits;
    const account = fresh('account');
    for (let i = 0; i < 10; i++) await loginFailures.assertFree(account);
    for (let i = 0; i < LIMIT_RULES.loginFailures.points; i++) await loginFailures.record(account);
    expect(await refusalOf(loginFailures.assertFree(account, 'Locked'))).toMatchObject({
      status: 429,
      message: 'Locked',
    });
    await loginFailures.reset(account);
    expect(await loginFailures.retryAfter(account)).toBe(0);
    expect(await refusalOf(loginFailures.assertFree(account))).toBeUndefined();

    const mailbox = fresh('mailbox');
    expect(await codeCooldown.retryAfter(mailbox)).toBe(0);
    await codeCooldown.restart(mailbox);
    expect(await refusalOf(codeCooldown.take(mailbox))).toMatchObject({ status: 429 });
    await codeCooldown.restart(mailbox);
    expect(await codeCooldown.retryAfter(mailbox)).toBeGreaterThan(LIMIT_RULES.codeCooldown.durationSeconds - 5);
  });

  it('starts new counts on a clock moved a whole window ahead, not before', async () => {
    let ahead = 0;
    const clock = () => new Date(Date.now() + ahead);
    const cooldown = store().on(clock).codeCooldown;
    const mailbox = fresh('mailbox');
    await cooldown.take(mailbox);
    ahead = 30_000;
    expect(await refusalOf(cooldown.take(mailbox))).toMatchObject({ status: 429 });
    ahead = LIMIT_RULES.codeCooldown.durationSeconds * 1000 + 1000;
    expect(await refusalOf(cooldown.take(mailbox))).toBeUndefined();
    expect(await refusalOf(cooldown.take(mailbox))).toMatchObject({ status: 429 });
    // The same limits on the real clock never saw those hits' window move.
    expect(await store().limits.codeCooldown.retryAfter(mailbox)).toBeGreaterThan(0);
  });
}

describe('on the database', () => {
  let store: RateLimitStore;
  beforeAll(() => {
    store = createRateLimitStore(readConfig({ NODE_ENV: 'test' }), server.database.db, SECRET);
  });
  afterAll(async () => store?.close());

  it('counts in the database', () => expect(store.kind).toBe('postgres'));
  behaves(() => store);

  it('keeps keys as digests, and the sweep deletes ended windows only', async () => {
    const { db } = server.database;
    const email = `${fresh('someone')}@example.com`;
    await store.limits.applyPerEmail.take(email);
    const live = `applyPerEmail:${digestOf(email)}`;
    const ended = `applyPerEmail:${digestOf(fresh('gone'))}`;
    await sql`insert into rate_limits (key, points, expire) values (${ended}, 3, ${Date.now() - 1000})`.execute(db);
    const keys = async () =>
      (await sql<{ key: string }>`select key from rate_limits where key in (${live}, ${ended})`.execute(db)).rows
        .map((r) => r.key)
        .sort();
    expect(await keys()).toEqual([live, ended].sort());
    const clear = await sql<{ n: number }>`
      select count(*)::int as n from rate_limits where strpos(key, ${email}) > 0`.execute(db);
    expect(clear.rows[0]?.n).toBe(0);

    expect(await store.sweep()).toBeGreaterThanOrEqual(1);
    expect(await keys()).toEqual([live]);
  });
});

describe('on Redis', () => {
  let store: RateLimitStore;
  beforeAll(async () => {
    const config = readConfig({ NODE_ENV: 'test', REDIS_URL, REDIS_PREFIX });
    store = createRateLimitStore(config, server.database.db, SECRET);
    await store.ready();
  });
  afterAll(async () => store?.close());

  it('counts in Redis', () => expect(store.kind).toBe('redis'));
  behaves(() => store);

  it('keeps keys as digests under the installation prefix, expiring with their window', async () => {
    const email = `${fresh('someone')}@example.com`;
    await store.limits.applyPerEmail.take(email);
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    try {
      const keys = await redis.keys(`${REDIS_PREFIX}:rate-limit:*`);
      const key = `${REDIS_PREFIX}:rate-limit:applyPerEmail:${digestOf(email)}`;
      expect(keys).toContain(key);
      expect(keys.filter((k) => k.includes(email))).toEqual([]);
      const ttl = await redis.ttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(LIMIT_RULES.applyPerEmail.durationSeconds);
    } finally {
      await redis.close();
    }
  });
});
