// Another app on a test server's database, as a second process of one installation would be:
// deps of its own (never the test server's: closing this app stops its own chat, queue and rate
// limit parts, which the shared server still needs), listening on a free port of loopback.
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createDeps } from '../deps.ts';
import type { TestServer } from './harness.ts';
import { makeClient, type Call } from './http-client.ts';

export async function startAnotherApp(
  server: TestServer,
  config: Config,
  options: Omit<BuildOptions, 'deps'> = {},
  /** The database handle it serves from: the test server's, or one opened with other settings. */
  db: Db = server.database.db,
): Promise<{ app: FastifyInstance; call: Call }> {
  const app = await buildApp({ ...options, deps: createDeps(config, db) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return { app, call: makeClient(typeof address === 'object' && address ? address.port : 0) };
}
