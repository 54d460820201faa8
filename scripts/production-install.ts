// The production install, as an operator (or the Dockerfile) makes it: the build's output with
// package.json and the lock file, `npm ci --omit=dev`, then `node dist-server/main.js` with
// NODE_ENV=production on a fresh PostgreSQL database. It must install no development package,
// start, answer /ready, keep the dev tools shut, and stop cleanly on SIGTERM. Run by the gate's
// build step after the build; prints the install's size and the times (docs/deploy.md).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { adminUrl, databaseUrl } from '../e2e/support/database.ts';
import { freePort } from '../server/test/free-port.ts';

const DIR = resolve('.tmp/production-install');
const DEV_ONLY = ['tsx', 'vite', 'typescript', 'vitest', '@playwright/test', '@faker-js/faker', 'esbuild'];

function fail(message: string): never {
  throw new Error(message);
}

async function untilReady(origin: string, exited: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (exited()) fail('the server exited before it was ready');
    const ok = await fetch(`${origin}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  fail(`/ready did not answer 200 within ${ms / 1000} s`);
}

/** /ready's first answer other than 200 after a SIGTERM (the signal lands within milliseconds). */
async function until503(origin: string, exited: () => boolean): Promise<number> {
  for (;;) {
    if (exited()) fail('the server exited at once on SIGTERM, without draining');
    const status = await fetch(`${origin}/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status !== 200) return status;
  }
}

for (const f of ['dist-server/main.js', 'dist/index.html'])
  if (!existsSync(f)) {
    console.error(`production install: ${f} is missing: build first`);
    process.exit(1);
  }
rmSync(DIR, { recursive: true, force: true });
mkdirSync(DIR, { recursive: true });
for (const f of ['package.json', 'package-lock.json', 'dist', 'dist-server'])
  cpSync(f, join(DIR, f), { recursive: true });

let t = Date.now();
const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
  cwd: DIR,
  encoding: 'utf8',
});
if (install.status !== 0) {
  console.error(`production install: npm ci --omit=dev failed:\n${install.stderr}`);
  process.exit(1);
}
const installSeconds = (Date.now() - t) / 1000;
const present = DEV_ONLY.filter((p) => existsSync(join(DIR, 'node_modules', p)));
if (present.length) {
  console.error(`production install: development packages were installed: ${present.join(', ')}`);
  process.exit(1);
}
const sizeMb = Number(spawnSync('du', ['-sm', join(DIR, 'node_modules')], { encoding: 'utf8' }).stdout.split('\t')[0]);

const name = `jobboard_prodcheck_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
t = Date.now();
const server = spawn(process.execPath, ['dist-server/main.js'], {
  cwd: DIR,
  stdio: ['ignore', 'ignore', 'pipe'],
  env: {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl(name),
    JWT_SECRET: 'a-production-install-check-secret-of-48-characters',
    PUBLIC_ORIGIN: origin,
    MAIL_TRANSPORT: 'none',
    LOG_LEVEL: 'warn',
    // Long enough to see the drain: /ready answers 503 while the process still serves.
    SHUTDOWN_DRAIN_SECONDS: '1',
  },
});
let stderr = '';
server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
let exitCode: number | null | undefined;
const exited = new Promise<number | null>((done) => server.on('exit', (code) => done((exitCode = code))));
try {
  await untilReady(origin, () => exitCode !== undefined, 60_000);
  const startSeconds = (Date.now() - t) / 1000;
  const health = await fetch(`${origin}/health`);
  if (!health.ok) fail(`/health answered ${health.status}`);
  if (health.headers.get('x-content-type-options') !== 'nosniff') fail('/health has no security headers');
  const mailbox = await fetch(`${origin}/dev/mailbox`);
  if (mailbox.status !== 404) fail(`/dev/mailbox answered ${mailbox.status} in production`);
  server.kill('SIGTERM');
  // Draining: out of rotation for a balancer, still answering what it sends meanwhile.
  const ready = await until503(origin, () => exitCode !== undefined);
  if (ready !== 503) fail(`/ready answered ${ready} after SIGTERM, not 503 while draining`);
  const during = await fetch(`${origin}/health`);
  if (!during.ok) fail(`/health answered ${during.status} while draining`);
  const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 30_000))]);
  if (code !== 0) fail(`SIGTERM ended the server with ${String(code)}`);
  console.log(
    `production install: npm ci --omit=dev ${installSeconds.toFixed(1)} s, node_modules ${sizeMb} MB; started on PostgreSQL and ready in ${startSeconds.toFixed(1)} s; drained (/ready 503) and stopped cleanly on SIGTERM`,
  );
} catch (e) {
  console.error(`production install: ${e instanceof Error ? e.message : String(e)}\n${stderr}`);
  process.exitCode = 1;
} finally {
  if (exitCode === undefined) server.kill('SIGKILL');
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(DIR, { recursive: true, force: true });
}
