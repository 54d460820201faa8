// Where a scenario's SQL time goes: each recorded statement run alone, one after another, timed,
// and grouped by its shape (the text with its literals and parameters blanked), the costliest
// first. Printed for the first askings (issue 51), whose cost is the database's.
import type pg from 'pg';
import type { Plan } from './capture.ts';

/** A statement shape's measure (milliseconds or blocks) over its calls. */
export type ProfileRow = { shape: string; calls: number; total: number; mean: number; p95: number };
/** One statement's measure: its milliseconds alone, or the blocks it touched. */
export type Measured = { sql: string; value: number };

/** The statement with its literals, parameters and spacing blanked, cut to `width` characters. */
export function shapeOf(sql: string, width = 110): string {
  return sql
    .replace(/'(?:[^']|'')*'/g, "'…'")
    .replace(/\$\d+/g, '$')
    .replace(/\b\d+(\.\d+)?\b/g, 'N')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, width);
}

/** Groups timed statements by shape, the largest total first. */
export function profileOf(timed: ReadonlyArray<Measured>): ProfileRow[] {
  const groups = new Map<string, number[]>();
  for (const t of timed) {
    const shape = shapeOf(t.sql);
    groups.set(shape, [...(groups.get(shape) ?? []), t.value]);
  }
  return [...groups]
    .map(([shape, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const total = values.reduce((a, b) => a + b, 0);
      return {
        shape,
        calls: values.length,
        total,
        mean: total / values.length,
        p95: sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? 0,
      };
    })
    .sort((a, b) => b.total - a.total);
}

/**
 * Runs every statement of `plans` in order on one client, each measured by `measure` (null for a
 * statement that is run but not measured).
 */
async function measureEach(
  pool: pg.Pool,
  plans: Plan[],
  measure: (client: pg.PoolClient, step: Plan[number]) => Promise<number | null>,
): Promise<Measured[]> {
  const client = await pool.connect();
  try {
    const out: Measured[] = [];
    for (const plan of plans)
      for (const step of plan) {
        const value = await measure(client, step);
        if (value !== null) out.push({ sql: step.sql, value });
      }
    return out;
  } finally {
    client.release();
  }
}

/** Runs every statement of `plans` alone on one client, timing each. */
export const timeStatements = (pool: pg.Pool, plans: Plan[]) =>
  measureEach(pool, plans, async (client, step) => {
    const start = performance.now();
    await client.query(step.sql, step.params);
    return performance.now() - start;
  });

/** `unit`: what the profile's values are, milliseconds (`timeStatements`) or blocks (`blocksOf`). */
export function formatProfile(rows: ProfileRow[], requests: number, top = 10, unit: 'ms' | 'blocks' = 'ms'): string {
  const total = rows.reduce((n, r) => n + r.total, 0);
  const digits = unit === 'ms' ? 2 : 0;
  const lines = rows
    .slice(0, top)
    .map(
      (r) =>
        `  ${((100 * r.total) / Math.max(total, 1)).toFixed(0).padStart(3)}%  ${(r.total / requests).toFixed(digits).padStart(7)} ${unit}/req  ` +
        `${String(r.calls).padStart(6)} calls  mean ${r.mean.toFixed(digits).padStart(7)}  p95 ${r.p95.toFixed(digits).padStart(7)}  ${r.shape}`,
    );
  const head =
    unit === 'ms'
      ? `  SQL alone, one statement at a time: ${(total / requests).toFixed(1)} ms per request`
      : `  Blocks touched (found in shared buffers or read): ${(total / requests).toFixed(0)} per request`;
  return [head, ...lines].join('\n');
}

type Explained = [{ Plan: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number } }];

const EXPLAINABLE = /^\s*(\/\*[^*]*\*\/\s*)?(select|with)\b/i;

/**
 * The blocks each statement of `plans` touches (shared buffers found and read: a block not in
 * PostgreSQL's buffers is copied from the kernel's cache or the disk), from EXPLAIN (ANALYZE,
 * BUFFERS): a count that holds where times move with the machine. A plan's statements run in order on one
 * client, its transactions and their settings included, so each is planned as the server's was.
 */
export const blocksOf = (pool: pg.Pool, plans: Plan[]) =>
  measureEach(pool, plans, async (client, step) => {
    if (!EXPLAINABLE.test(step.sql)) {
      await client.query(step.sql, step.params);
      return null;
    }
    const { rows } = await client.query<{ 'QUERY PLAN': Explained }>(
      `explain (analyze, buffers, format json) ${step.sql}`,
      step.params,
    );
    const top = rows[0]?.['QUERY PLAN'][0].Plan;
    return (top?.['Shared Hit Blocks'] ?? 0) + (top?.['Shared Read Blocks'] ?? 0);
  });
