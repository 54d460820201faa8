// Another server process on a test server's database: `server/main.ts` in a child process, as a
// second process of one installation behind a balancer would be. Its module-level state (every
// in-process cache) is its own, which an app built in the test's own process cannot give: two apps
// of one process share every module. PostgreSQL only: PGlite is one process's embedded database.
import { spawn } from 'node:child_process';
import { freePort } from './free-port.ts';
import type { TestServer } from './harness.ts';
import { makeClient, type Call } from './http-client.ts';

export type ChildServer = { call: Call; port: number; stop: () => Promise<void> };

/** What main.ts prints once it listens and its worker runs. */
const STARTED = 'Job board running on';

export async function startChildServer(server: TestServer, env: Record<string, string> = {}): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: server.deps.config.databaseUrl ?? '',
      // The same data directory: the same generated signing secret, so the test server's tokens hold.
      DATA_DIR: server.deps.config.dataDir,
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      log.push(d.toString());
      if (log.join('').includes(STARTED)) resolve();
    });
    child.stderr.on('data', (d: Buffer) => log.push(d.toString()));
    child.once('exit', (code) => reject(new Error(`the child server exited (${code}): ${log.join('')}`)));
  });
  return {
    call: makeClient(port),
    port,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
