// With REDIS_URL, /ready waits on Redis too: a Redis of this test's own (never the machine's shared
// one) is killed, and the server answers 503 with data.redis down while it is away, the process
// alive, and 200 again once Redis is started again on the same port; a Redis that stops answering
// without dropping its connections is down once its PING is not answered in time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { ownRedis, type OwnRedis } from '../test/own-redis.ts';

let server: TestServer;
let redis: OwnRedis;

beforeAll(async () => {
  redis = await ownRedis();
  await redis.start();
  server = await startTestServer({ redis: { url: redis.url, prefix: 'ready-test' } });
});

afterAll(async () => {
  // Redis back first, or closing the server's Redis clients would wait for it.
  if (redis?.running()) await server?.close();
  else {
    await redis?.start().catch(() => undefined);
    await server?.close();
  }
  await redis?.kill();
});

type Ready = { code: string; data: { database: string; redis: string; draining: boolean } };
const ready = () => server.call<Ready>('GET', '/ready', { host: HOST_A });

/** How long, in ms, until /ready answers `wanted` (polled every 100 ms), or Infinity after `limit` ms. */
async function msUntil(wanted: number, limit: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < limit) {
    if ((await ready()).status === wanted) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 100));
  }
  return Infinity;
}

describe('readiness with Redis', () => {
  it('answers 503 within 2 s of Redis going away and 200 within 10 s of its return', { timeout: 60_000 }, async () => {
    const up = await ready();
    expect(up.status).toBe(200);
    expect(up.body.data).toEqual({ database: 'up', redis: 'up', draining: false });

    await redis.kill();
    expect(await msUntil(503, 5000)).toBeLessThanOrEqual(2000);
    const down = await ready();
    expect(down.body).toMatchObject({
      code: 'NOT_READY',
      message: 'Redis does not answer',
      data: { database: 'up', redis: 'down' },
    });
    // Alive all the while: restarting it would not bring Redis back.
    expect((await server.call('GET', '/health', { host: HOST_A })).status).toBe(200);

    await redis.start();
    expect(await msUntil(200, 15_000)).toBeLessThanOrEqual(10_000);
    expect((await ready()).body.data.redis).toBe('up');
  });

  it('counts a Redis that holds its connections but does not answer as down, after the PING timeout', async () => {
    // Stopped, not killed: the connections stay open, so only the unanswered PING tells.
    redis.signal('SIGSTOP');
    try {
      const start = Date.now();
      const hung = await ready();
      expect(hung.status).toBe(503);
      expect(hung.body.data.redis).toBe('down');
      expect(Date.now() - start).toBeGreaterThanOrEqual(1400);
      expect(Date.now() - start).toBeLessThanOrEqual(2000);
    } finally {
      redis.signal('SIGCONT');
    }
    expect(await msUntil(200, 15_000)).toBeLessThanOrEqual(10_000);
  });
});
