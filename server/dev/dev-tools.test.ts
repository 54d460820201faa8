// The dev tools of a server started without NODE_ENV answer this machine only: a client the
// trusted proxy names as elsewhere gets 404 from every one of them, as for an unknown address;
// DEV_TOOLS=open lets it in, DEV_TOOLS=off and production let nobody in.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { startAnotherApp } from '../test/another-app.ts';
import { HOST_A, startTestServer, type TestServer } from '../test/harness.ts';
import { isLoopback } from '../http/loopback.ts';

const DEV_ROUTES: Array<{ method: string; path: string; body?: unknown }> = [
  { method: 'GET', path: '/dev/mailbox' },
  { method: 'GET', path: '/dev/mailbox.json' },
  { method: 'POST', path: '/dev/job-alerts/run-digests?at=2026-12-02T08:00:00.000Z' },
  { method: 'POST', path: '/dev/knock-outs/run-notices?at=2026-12-02T08:00:00.000Z' },
  { method: 'POST', path: '/dev/pages', body: { slug: 'probe', title: 'Probe', blocks: [] } },
  { method: 'POST', path: '/dev/board/console-admin', body: { email: 'probe@example.com', password: 'Probe@2026!' } },
];

let server: TestServer;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await server?.close();
});

/** A server of this database started with `env` (no NODE_ENV unless given), behind a trusted proxy. */
async function serverWith(env: Record<string, string>) {
  const config = {
    ...readConfig({ TRUST_PROXY: 'true', LOG_LEVEL: 'silent', ...env }),
    dataDir: server.deps.config.dataDir,
  };
  const { app, call } = await startAnotherApp(server, config);
  apps.push(app);
  return (route: (typeof DEV_ROUTES)[number], from?: string) =>
    call(route.method, route.path, {
      host: HOST_A,
      ...(route.body ? { body: route.body } : {}),
      ...(from ? { headers: { 'x-forwarded-for': from } } : {}),
    }).then((a) => a.status);
}

describe('the dev tools', () => {
  it('answer a loopback client of a server started without NODE_ENV, and 404 to anyone else', async () => {
    const ask = await serverWith({});
    for (const route of DEV_ROUTES) {
      expect(await ask(route, '203.0.113.7'), `${route.method} ${route.path} from afar`).toBe(404);
      expect(await ask(route, '10.1.2.3'), `${route.method} ${route.path} from the private network`).toBe(404);
      expect(await ask(route, '::ffff:192.0.2.1'), `${route.method} ${route.path} mapped IPv4`).toBe(404);
      expect(await ask(route), `${route.method} ${route.path} from this machine`).not.toBe(404);
    }
  });

  it('answer anyone with DEV_TOOLS=open, nobody with DEV_TOOLS=off or in production', async () => {
    const open = await serverWith({ DEV_TOOLS: 'open' });
    const off = await serverWith({ DEV_TOOLS: 'off' });
    const production = await serverWith({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
      JWT_SECRET: 'p'.repeat(40),
      PUBLIC_ORIGIN: 'https://jobs.example.com',
      MAIL_TRANSPORT: 'none',
    });
    for (const route of DEV_ROUTES) {
      expect(await open(route, '203.0.113.7'), `${route.method} ${route.path} opened`).not.toBe(404);
      expect(await off(route), `${route.method} ${route.path} off`).toBe(404);
      expect(await production(route), `${route.method} ${route.path} in production`).toBe(404);
    }
  });

  it('count only loopback addresses as this machine', () => {
    for (const a of ['127.0.0.1', '127.5.6.7', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a), a).toBe(true);
    for (const a of ['10.0.0.1', '192.168.1.1', '::ffff:10.0.0.1', '128.0.0.1', '::2', '1270.0.0.1', ''])
      expect(isLoopback(a), a).toBe(false);
  });
});
