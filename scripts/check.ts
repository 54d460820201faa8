// `npm run check`: the one gate. Runs each step in order, stops at the first failure, prints how
// long each took and, last, the test totals as one plain line that CI reads.
// `npm run check -- <words>` runs only the steps whose names contain one of the words.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

type Step = { name: string; cmd: string; args: string[]; env?: Record<string, string>; report?: string };

const vitest = (report: string, ...projects: string[]) => [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];

const steps: Step[] = [
  { name: 'codegen is fresh', cmd: 'npx', args: ['tsx', 'codegen/check-fresh.ts'] },
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  {
    name: 'unit, contract and web tests',
    cmd: 'npx',
    args: vitest('.tmp/unit.json', 'node', 'web'),
    report: '.tmp/unit.json',
  },
  {
    name: 'build and bundle budget',
    cmd: 'sh',
    args: ['-c', 'npx vite build --logLevel warn && npx tsx scripts/bundle-budget.ts'],
  },
  {
    name: 'API tests on PGlite',
    cmd: 'npx',
    args: vitest('.tmp/api-pglite.json', 'api'),
    env: { DB_ENGINE: 'pglite' },
    report: '.tmp/api-pglite.json',
  },
  {
    name: 'API tests on PostgreSQL',
    cmd: 'npx',
    args: vitest('.tmp/api-postgres.json', 'api'),
    env: { DB_ENGINE: 'postgres' },
    report: '.tmp/api-postgres.json',
  },
  {
    name: 'end-to-end journeys in Chromium',
    cmd: 'sh',
    args: ['-c', 'bash scripts/ensure-chromium.sh && npm run build:mock && npx playwright test'],
    report: '.tmp/e2e.json',
  },
];

type Report = {
  numPassedTests?: number;
  numFailedTests?: number;
  stats?: { expected: number; unexpected: number; flaky: number };
};

/** Test counts from a vitest JSON report or a Playwright JSON report. */
function countsOf(r: Report): { passed: number; failed: number } {
  if (r.stats) return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
  return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 };
}

const args = process.argv.slice(2);
const skipE2e = args.includes('--no-e2e');
const only = args.filter((a) => !a.startsWith('--'));
mkdirSync('.tmp', { recursive: true });
let passed = 0;
let failed = 0;

for (const step of steps) {
  if (only.length && !only.some((o) => step.name.includes(o))) continue;
  if (skipE2e && step.name.startsWith('end-to-end')) continue;
  const start = Date.now();
  console.log(`\n▶ ${step.name}`);
  if (step.report) rmSync(step.report, { force: true });
  const res = spawnSync(step.cmd, step.args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...step.env },
  });
  const seconds = ((Date.now() - start) / 1000).toFixed(1);
  if (step.report && existsSync(step.report)) {
    const counts = countsOf(JSON.parse(readFileSync(step.report, 'utf8')) as Report);
    passed += counts.passed;
    failed += counts.failed;
  }
  if (res.status !== 0) {
    console.log(`✖ ${step.name} failed after ${seconds}s`);
    console.log(`${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(1);
  }
  console.log(`✔ ${step.name} (${seconds}s)`);
}
console.log(`${passed} passed, ${failed} failed`);
