// The balancer's settings pass a client's leaving on to the process serving its request: with
// `option abortonclose`, HAProxy closes its connection to the process when the client closes its
// own, and the process sees the request's connection go while it works (a search waiting in the
// lane is then not run, server/http/search-lane.ts). HAProxy 2.6 without the option kept the
// process's connection open until it answered.
import { createServer, request, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../server/test/free-port.ts';
import { startBalancer, type Balancer } from './balancer.ts';

/** How long the process takes to answer: far longer than the client waits. */
const WORK_MS = 10_000;

let dir: string;
let server: Server;
let balancer: Balancer;
/** Resolves when the process sees the request's connection close, with whether it had answered. */
let closed: Promise<{ answered: boolean }>;
let received: Promise<void>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'abort-on-close-'));
  let onReceived: () => void = () => {};
  received = new Promise((resolve) => (onReceived = resolve));
  closed = new Promise((resolve) => {
    server = createServer((req, res) => {
      // The balancer's health checks and anything else but the request under test are answered at once.
      if (req.url !== '/slow') return void res.end('ok');
      onReceived();
      const timer = setTimeout(() => res.end('late'), WORK_MS);
      res.once('close', () => {
        clearTimeout(timer);
        resolve({ answered: res.writableEnded });
      });
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  balancer = await startBalancer(dir, await freePort(), await freePort(), [{ name: 'p1', port }]);
});

afterAll(async () => {
  await balancer?.stop();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

it('closes the process’s connection when the client leaves before the answer', async () => {
  const client = request({ host: '127.0.0.1', port: balancer.port, path: '/slow', method: 'POST', agent: false });
  client.on('error', () => {});
  client.end('{}');
  await received;
  const left = performance.now();
  client.destroy();
  const { answered } = await closed;
  expect(answered).toBe(false);
  expect(performance.now() - left).toBeLessThan(WORK_MS / 2);
});
