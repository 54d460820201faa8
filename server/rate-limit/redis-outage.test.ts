// When the limits' Redis goes away, a limit neither fails its requests nor waits for Redis: the
// process counts in its own memory (the library's insurance limiter) and still refuses past the
// points. A Redis of this test's own, never the machine's shared one, is killed mid-test.
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { AppError } from '../http/errors.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { LIMIT_RULES } from './rules.ts';
import { createRateLimitStore, type RateLimitStore } from './store.ts';

let server: TestServer;
let redis: ChildProcess | undefined;
let port = 0;
let store: RateLimitStore;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const found = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(found));
    });
  });
}

/** Whether the Redis on `port` answers PING. */
function pongs(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.setTimeout(500, () => socket.destroy());
    socket.once('data', (d: Buffer) => {
      resolve(d.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

async function startRedis(): Promise<void> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn('redis-server', args, { stdio: 'ignore' });
  redis = child;
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    if (await pongs()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server did not start on port ${port}`);
}

async function killRedis(): Promise<void> {
  const child = redis;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  server = await startTestServer();
  port = await freePort();
  await startRedis();
  const config = readConfig({ NODE_ENV: 'test', REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_PREFIX: 'outage' });
  store = createRateLimitStore(config, server.database.db, new TextEncoder().encode('outage-test-secret'));
  await store.ready();
});

afterAll(async () => {
  await store?.close();
  await killRedis();
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
    await killRedis();

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
