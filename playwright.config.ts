// End-to-end journeys in Debian's Chromium against the production build, served by the real server
// on a fresh PostgreSQL database of the run's own, seeded with the demo data (e2e/support/serve.ts).
// Hosts under .test resolve to this machine, so several tenants (and unknown hosts) can be tried
// on one server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from './scripts/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const FIXTURE_PORT = PORT + 1;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'jobboard-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The config is read again in every worker: the name is made once and inherited with the rest.
process.env.E2E_DATABASE ??= `jobboard_e2e_${Date.now()}_${process.pid}`;

export default defineConfig({
  testDir: 'e2e',
  projects: [
    { name: 'app', testIgnore: 'fixture-mode/**' },
    // The web app alone on the faker fixtures (npm run build:mock), with no server running.
    {
      name: 'fixture-mode',
      testMatch: 'fixture-mode/**/*.spec.ts',
      use: { baseURL: `http://localhost:${FIXTURE_PORT}` },
    },
  ],
  globalTeardown: './e2e/support/teardown.ts',
  fullyParallel: false,
  workers: 2,
  // Never retried: a journey that fails once has a race, and the race is fixed at its cause.
  retries: 0,
  // A journey is many screens, each read by axe and checked at phone width: 45–60 s on a loaded
  // two-core machine, so the default minute was the whole budget. Each wait still fails within the
  // expect timeout; only the journey's total is longer.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e.json' }]],
  outputDir: '.tmp/e2e-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // No trace: recording one (DOM snapshots at every action) cost 15 % of the journeys' CPU, and
    // the gate's are never opened: CI prints its output and keeps no files. A failed journey keeps
    // its screenshot and the page's accessibility snapshot (error-context.md); `--trace=on` records
    // one where it is to be read (docs/testing.md).
    trace: 'off',
    screenshot: 'only-on-failure',
    // The browser asks for reduced motion, which the theme honours, so dialogs, menus and drawers
    // open in place. With their 200 ms slide, a button was seen still for two frames before it
    // moved 30 px: Playwright took it as stable, pressed it there and released it below, and the
    // click went to the dialog instead (a lost confirmation, docs/testing.md).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      args: [
        ...CHROMIUM_FLAGS,
        '--disable-dev-shm-usage',
        '--host-resolver-rules=MAP *.test 127.0.0.1, MAP *.localhost 127.0.0.1',
      ],
    },
  },
  webServer: [
    {
      command: `npx vite preview --outDir dist-fixtures --port ${FIXTURE_PORT} --strictPort`,
      url: `http://localhost:${FIXTURE_PORT}/`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'npx tsx e2e/support/serve.ts',
      url: `http://localhost:${PORT}/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        PUBLIC_ORIGIN: `http://localhost:${PORT}`,
        // The browser and the API requests come from loopback and name their journey's address
        // (e2e/support/test.ts), as a proxy would.
        TRUST_PROXY: 'loopback',
        // The dev mailbox and the other dev tools answer loopback clients only unless opened, and
        // each journey's browser names a client address of its own (server/dev/dev-tools.ts).
        DEV_TOOLS: 'open',
        // The sandbox gateway settles a payment this long after it is made: longer than any
        // assertion waits for a page, so a journey always sees the payment pending before it
        // succeeds (docs/payments.md).
        SANDBOX_SETTLE_MS: '12000',
        // TXT lookups go to the name server the domains journey runs (e2e/support/txt-dns.ts).
        DNS_SERVERS: '127.0.0.1:5399',
        // Google's issuer is the OpenID Connect provider e2e/google-sign-in.spec.ts runs.
        GOOGLE_ISSUER: `http://127.0.0.1:${PORT + 7}`,
      },
    },
  ],
});
