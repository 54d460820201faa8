// The printed tables, the environment, and bench/results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type pg from 'pg';
import type { BenchOptions } from './args.ts';
import type { Memory } from './load.ts';
import type { Comparison, Summary } from './stats.ts';

export type Environment = {
  node: string;
  postgres: string;
  cpu: string;
  cores: number;
  memoryGb: number;
  platform: string;
  /** 1-minute load average when measuring started: other work on the machine skews every number. */
  loadAverage: number;
};

export async function environment(pool: pg.Pool): Promise<Environment> {
  const { rows } = await pool.query<{ version: string }>('select version()');
  const cpus = os.cpus();
  return {
    node: process.version,
    postgres: rows[0]?.version.split(' on ')[0] ?? 'unknown',
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    platform: `${os.platform()} ${os.release()}`,
    loadAverage: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
  };
}

export type ScenarioResult = {
  name: string;
  title: string;
  http: Summary;
  /** Null where the SQL alone cannot be replayed alike (first askings: see bench/run.ts). */
  sql: Summary | null;
  ratio: Comparison | null;
  /** The bench process (server and load generator) while the HTTP side ran. */
  memory: Memory;
};

const ms = (n: number) => n.toFixed(2);
const x = (n: number) => `${n.toFixed(2)}x`;

export function formatScenario(r: ScenarioResult): string {
  const head = ['', 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s'];
  const row = (label: string, s: Summary) => [
    label,
    s.requests.toLocaleString('en'),
    String(s.errors),
    ms(s.p50),
    ms(s.p95),
    ms(s.p99),
    s.rps.toFixed(1),
  ];
  const l = r.ratio?.latencyHttpOverSql;
  const lines = [head, row('HTTP API', r.http)];
  if (r.sql && r.ratio && l)
    lines.push(row('Direct SQL', r.sql), [
      'HTTP / SQL',
      '',
      '',
      x(l.p50),
      x(l.p95),
      x(l.p99),
      x(r.ratio.throughputHttpOverSql),
    ]);
  const widths = head.map((_, i) => Math.max(...lines.map((cells) => (cells[i] ?? '').length)));
  const text = lines.map((cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  '),
  );
  const memory = `Memory of the process (server and load generator) under the HTTP load: peak rss ${r.memory.peakRssMb} MB, heap used ${r.memory.heapUsedMb} MB; event loop held up p99 ${r.memory.loopDelayMs.p99} ms, at most ${r.memory.loopDelayMs.max} ms`;
  return [r.title, ...text, memory].join('\n');
}

export const RATIO_NOTE =
  'HTTP / SQL: latency columns are how many times longer a call takes through the API than its SQL alone ' +
  '(1.00x = no overhead); req/s is the share of the direct-SQL throughput the API keeps (1.00x = none lost).';

export function formatEnvironment(e: Environment, o: BenchOptions, jobs: number): string {
  return [
    `Node ${e.node}, ${e.postgres}, ${e.cores} cores (${e.cpu}), ${e.memoryGb} GB, ${e.platform}`,
    `Load average when measuring started: ${e.loadAverage} (the client, the server and PostgreSQL share these cores)`,
    `${jobs.toLocaleString('en')} jobs, ${o.concurrency} concurrent clients, ` +
      `${o.durationMs / 1000}s measured after ${o.warmupMs / 1000}s warm-up per scenario and side`,
  ].join('\n');
}

export function writeResults(file: URL, data: unknown): void {
  mkdirSync(new URL('.', file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
