// A second app on a test server's database that serves a built web app from `distDir`, for tests
// of the served pages beside the API. It has chat parts of its own: the socket server an app makes
// binds its deps' chat hub, and a shared hub would go on naming this app's socket server after it
// closed, so the test server's own sockets would hear nothing more. Closing it leaves the test
// server's background queue and rate-limit store running: they are the test server's to stop.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createChatParts } from '../realtime/parts.ts';
import type { TestServer } from './harness.ts';
import { makeClient, type Call } from './http-client.ts';

export type PageApp = { app: FastifyInstance; port: number; call: Call };

export async function startPageApp(server: TestServer, distDir: string): Promise<PageApp> {
  const deps = {
    ...server.deps,
    chat: createChatParts(),
    jobs: { ...server.deps.jobs, stop: async () => {} },
    rateLimits: { ...server.deps.rateLimits, close: async () => {} },
    config: { ...server.deps.config, distDir },
  };
  const app = await buildApp({ deps });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, port, call: makeClient(port) };
}
