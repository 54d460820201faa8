// `npm run check`: the one gate. Runs each step in order, stops at the first failure, prints how
// long each took and, last, the test totals as one plain line that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

type Step = { name: string; cmd: string; args: string[] };

const steps: Step[] = [
  { name: 'codegen is fresh', cmd: 'npx', args: ['tsx', 'codegen/check-fresh.ts'] },
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'format', cmd: 'npx', args: ['prettier', '--check', '.', '--log-level', 'warn'] },
  {
    name: 'unit and contract tests',
    cmd: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.tmp/vitest.json'],
  },
];

const only = process.argv.slice(2);
mkdirSync('.tmp', { recursive: true });
let passed = 0;
let failed = 0;

for (const step of steps) {
  if (only.length && !only.some((o) => step.name.includes(o))) continue;
  const start = Date.now();
  console.log(`\n▶ ${step.name}`);
  const res = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((Date.now() - start) / 1000).toFixed(1);
  if (step.name.includes('tests') && existsSync('.tmp/vitest.json')) {
    const report = JSON.parse(readFileSync('.tmp/vitest.json', 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  if (res.status !== 0) {
    console.log(`✖ ${step.name} failed after ${seconds}s`);
    console.log(`${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(1);
  }
  console.log(`✔ ${step.name} (${seconds}s)`);
}
console.log(`${passed} passed, ${failed} failed`);
