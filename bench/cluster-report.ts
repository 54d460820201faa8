// The printed tables of `npm run bench:cluster` and the ratios of each setup to one process alone.
import { ratio, type Sample, type Summary } from './stats.ts';

/** The slices of one setup's measurement as one sample: their latencies, time and errors together. */
export function mergeSamples(slices: readonly Sample[]): Sample {
  return {
    latenciesMs: slices.flatMap((s) => s.latenciesMs),
    elapsedMs: slices.reduce((ms, s) => ms + s.elapsedMs, 0),
    errors: slices.reduce((n, s) => n + s.errors, 0),
  };
}

/**
 * The order of the setups in round `round`: each round starts one later, so none is always measured
 * first or last (after the same neighbour) while the machine's other load drifts.
 */
export function roundOrder<T>(items: readonly T[], round: number): T[] {
  const k = round % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

export type SetupScenario = {
  setup: string;
  label: string;
  summary: Summary;
  /** Peak of the server processes' summed resident size while the scenario ran (warm-up included). */
  peakRssMb: number;
  /** CPU time the server processes used while measured, per completed request (all processes summed). */
  cpuMsPerRequest: number;
};

/** Latencies as setup / one process alone (1.00x = as fast); req/s as setup / alone (1.00x = none lost). */
export type AgainstAlone = { setup: string; p50: number; p95: number; p99: number; rps: number };

export function againstAlone(alone: Summary, other: SetupScenario): AgainstAlone {
  const s = other.summary;
  return {
    setup: other.setup,
    p50: ratio(s.p50, alone.p50),
    p95: ratio(s.p95, alone.p95),
    p99: ratio(s.p99, alone.p99),
    rps: ratio(s.rps, alone.rps),
  };
}

export type ClusterScenarioResult = {
  name: string;
  title: string;
  setups: SetupScenario[];
  /** Each setup but the first against the first (one process, direct). */
  ratios: AgainstAlone[];
};

export function scenarioResult(name: string, title: string, setups: SetupScenario[]): ClusterScenarioResult {
  const [alone, ...others] = setups;
  if (!alone) throw new Error(`no setup measured ${name}`);
  return { name, title, setups, ratios: others.map((o) => againstAlone(alone.summary, o)) };
}

const ms = (n: number) => n.toFixed(2);
const x = (n: number) => `${n.toFixed(2)}x`;

export function formatClusterScenario(r: ClusterScenarioResult): string {
  const head = ['', 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'peak RSS MB', 'CPU ms/req'];
  const lines = [
    head,
    ...r.setups.map((s) => [
      s.label,
      s.summary.requests.toLocaleString('en'),
      String(s.summary.errors),
      ms(s.summary.p50),
      ms(s.summary.p95),
      ms(s.summary.p99),
      s.summary.rps.toFixed(1),
      String(s.peakRssMb),
      s.cpuMsPerRequest.toFixed(2),
    ]),
    ...r.ratios.map((q) => [`${q.setup} / a`, '', '', x(q.p50), x(q.p95), x(q.p99), x(q.rps), '', '']),
  ];
  const widths = head.map((_, i) => Math.max(...lines.map((cells) => (cells[i] ?? '').length)));
  const text = lines.map((cells) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
  return [r.title, ...text].join('\n');
}

export const CLUSTER_RATIO_NOTE =
  'x / a: latency columns are how many times longer a request takes than with one process answering ' +
  'directly (1.00x = as fast); req/s is the share of its throughput kept (1.00x = none lost). ' +
  'Peak RSS: the server processes summed (HAProxy and the load generator not included); ' +
  'CPU ms/req: their CPU time (user and system, summed) while measured, per completed request.';
