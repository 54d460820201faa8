// Summaries of measured latencies, and the HTTP-to-SQL comparison. Pure functions, unit tested.

/** Latencies in milliseconds of one load run, and how long it ran. */
export type Sample = { latenciesMs: number[]; elapsedMs: number; errors: number };

export type Summary = {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
  rps: number;
};

/**
 * The nearest-rank percentile (the smallest value with at least p% of the values at or below it),
 * of values sorted ascending. Nearest rank never invents a latency nobody saw, and p100 is the max.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) throw new Error('percentile of no values');
  if (!(p >= 0 && p <= 100)) throw new Error(`percentile must be within 0..100, got ${p}`);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

export function summarise(sample: Sample): Summary {
  const sorted = Float64Array.from(sample.latenciesMs).sort();
  const values = Array.from(sorted);
  const requests = values.length;
  if (!requests) throw new Error('no request completed: nothing to summarise');
  if (!(sample.elapsedMs > 0)) throw new Error('elapsed time must be positive');
  const total = values.reduce((a, b) => a + b, 0);
  return {
    requests,
    errors: sample.errors,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    mean: total / requests,
    max: values[requests - 1] as number,
    rps: (requests / sample.elapsedMs) * 1000,
  };
}

/**
 * HTTP against direct SQL. Latency ratios are HTTP/SQL (how many times slower through the API, so
 * 1.0 means no overhead); the throughput ratio is HTTP rps / SQL rps (the share of the database's
 * own throughput the API keeps, so 1.0 means none lost).
 */
export type Comparison = {
  latencyHttpOverSql: { p50: number; p95: number; p99: number };
  throughputHttpOverSql: number;
};

export function ratio(numerator: number, denominator: number): number {
  if (!(denominator > 0)) throw new Error(`ratio over a non-positive value: ${denominator}`);
  return numerator / denominator;
}

export function compare(http: Summary, direct: Summary): Comparison {
  return {
    latencyHttpOverSql: {
      p50: ratio(http.p50, direct.p50),
      p95: ratio(http.p95, direct.p95),
      p99: ratio(http.p99, direct.p99),
    },
    throughputHttpOverSql: ratio(http.rps, direct.rps),
  };
}
