// Where a scenario's SQL time goes: each recorded statement run alone, one after another, timed,
// and grouped by its shape (the text with its literals and parameters blanked), the costliest
// first. Printed for the first askings (issue 51), whose cost is the database's.
import type pg from 'pg';
import type { Plan } from './capture.ts';

export type ProfileRow = { shape: string; calls: number; totalMs: number; meanMs: number; p95Ms: number };

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
export function profileOf(timed: ReadonlyArray<{ sql: string; ms: number }>): ProfileRow[] {
  const groups = new Map<string, number[]>();
  for (const t of timed) {
    const shape = shapeOf(t.sql);
    groups.set(shape, [...(groups.get(shape) ?? []), t.ms]);
  }
  return [...groups]
    .map(([shape, ms]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      const totalMs = ms.reduce((a, b) => a + b, 0);
      return {
        shape,
        calls: ms.length,
        totalMs,
        meanMs: totalMs / ms.length,
        p95Ms: sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? 0,
      };
    })
    .sort((a, b) => b.totalMs - a.totalMs);
}

/** Runs every statement of `plans` alone on one client, timing each. */
export async function timeStatements(pool: pg.Pool, plans: Plan[]): Promise<{ sql: string; ms: number }[]> {
  const client = await pool.connect();
  try {
    const out: { sql: string; ms: number }[] = [];
    for (const plan of plans)
      for (const step of plan) {
        const start = performance.now();
        await client.query(step.sql, step.params);
        out.push({ sql: step.sql, ms: performance.now() - start });
      }
    return out;
  } finally {
    client.release();
  }
}

export function formatProfile(rows: ProfileRow[], requests: number, top = 10): string {
  const total = rows.reduce((n, r) => n + r.totalMs, 0);
  const lines = rows
    .slice(0, top)
    .map(
      (r) =>
        `  ${((100 * r.totalMs) / Math.max(total, 1)).toFixed(0).padStart(3)}%  ${(r.totalMs / requests).toFixed(2).padStart(7)} ms/req  ` +
        `${String(r.calls).padStart(6)} calls  mean ${r.meanMs.toFixed(2).padStart(7)}  p95 ${r.p95Ms.toFixed(2).padStart(7)}  ${r.shape}`,
    );
  return [`  SQL alone, one statement at a time: ${(total / requests).toFixed(1)} ms per request`, ...lines].join('\n');
}
