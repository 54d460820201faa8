// Two server processes on one PostgreSQL database and the machine's Redis: a message sent through
// process A reaches a client connected to process B, with its unread count, through the socket.io
// Redis adapter. Process B is a real child process (`server/main.ts`). PGlite is one process's
// embedded database, so this runs on PostgreSQL only.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@generated/schema';
import { caller, makeWorld, type World } from '../applications/test/support.ts';
import { engine } from '../test/databases.ts';
import { freePort } from '../test/free-port.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { ask, connect, connected, next } from './test/support.ts';

type S = components['schemas'];

const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';
const redis = { url: REDIS_URL, prefix: `test-${randomBytes(4).toString('hex')}` };

async function healthy(port: number, child: ChildProcess, log: string[]): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`process B exited: ${log.join('')}`);
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`process B did not start: ${log.join('')}`);
}

describe.skipIf(engine === 'pglite')('two server processes sharing sockets through Redis', () => {
  let a: TestServer;
  let b: ChildProcess;
  let bPort: number;
  let w: World;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    a = await startTestServer({ redis });
    w = await makeWorld(a);
    bPort = await freePort();
    const log: string[] = [];
    b = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(bPort),
        HOST: '127.0.0.1',
        DATABASE_URL: a.deps.config.databaseUrl ?? '',
        // The same data directory: the same generated signing secret, so A's tokens hold on B.
        DATA_DIR: a.deps.config.dataDir,
        SEED_DEMO: 'false',
        REDIS_URL: redis.url,
        REDIS_PREFIX: redis.prefix,
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    b.stdout?.on('data', (d: Buffer) => log.push(d.toString()));
    b.stderr?.on('data', (d: Buffer) => log.push(d.toString()));
    await healthy(bPort, b, log);
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    if (b && b.exitCode === null) {
      const exited = new Promise((r) => b.once('exit', r));
      b.kill('SIGTERM');
      await exited;
    }
    await a?.close();
  });

  it('delivers a message sent through A to a candidate connected to B, with the unread count', async () => {
    const call = caller(a);
    const onB = connect(bPort, { token: w.candidate.token, host: HOST_A });
    const onA = connect(a.port, { token: w.owner.token, host: HOST_A });
    sockets.push(onB, onA);
    await Promise.all([connected(onB), connected(onA)]);

    const room = await call<S['ChatRoom']>('POST', 'chat/create', w.owner, { participantId: w.candidate.id });
    expect(room.status).toBe(200);
    const arrived = next<S['ChatMessage']>(onB, 'newMessage');
    const counted = next<S['UnreadCount']>(onB, 'unreadMsgCount', (u) => u.total === 1);
    const sent = await ask<S['ChatMessage']>(onA, 'sendMessage', {
      roomId: room.body.data._id,
      body: 'From process A',
      clientMessageId: 'two-proc-1',
    });
    expect(sent.code).toBe('SUCCESS');
    expect(await arrived).toMatchObject({ _id: sent.data._id, body: 'From process A' });
    expect((await counted).rooms).toEqual([{ roomId: room.body.data._id, count: 1 }]);

    // And back: the candidate answers on B, the employer hears it on A.
    const back = next<S['ChatMessage']>(onA, 'newMessage', (m) => m.senderId === w.candidate.id);
    const reply = await ask<S['ChatMessage']>(onB, 'sendMessage', {
      roomId: room.body.data._id,
      body: 'From process B',
      clientMessageId: 'two-proc-2',
    });
    expect((await back)._id).toBe(reply.data._id);
  });
});
