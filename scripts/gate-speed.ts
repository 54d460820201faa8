// How fast this machine is against the one the gate's budgets were measured on. The same
// machine kind varies by a factor of two between days, so a stage's budget is scaled by this
// factor before it is compared: a slow day does not fail the gate, and a stage that grows does.
// The work is what the tests mostly do (serialise, parse, hash, match), timed five times; the
// fastest run counts, as the others waited for the rest of the machine.
import { createHash } from 'node:crypto';

/** The fastest of five runs of the work on the machine the budgets in check.ts were set on. */
export const REFERENCE_MS = 140;

function work(): number {
  const start = performance.now();
  const rows = Array.from({ length: 2000 }, (_, i) => ({
    id: i,
    name: `job ${i}`,
    tags: ['a', String(i % 7)],
    pay: i * 13.7,
  }));
  let digest = '';
  for (let i = 0; i < 60; i += 1) {
    const text = JSON.stringify(rows);
    const back = JSON.parse(text) as unknown[];
    digest = createHash('sha256').update(`${text}${back.length}${digest}`).digest('hex');
    text.replace(/job (\d+)/g, (_, n: string) => n);
  }
  return performance.now() - start;
}

/** This machine's time for the work over the reference's: 1 as fast, 2 twice as slow. Never under 1. */
export function slowness(): { ms: number; factor: number } {
  const ms = Math.min(...Array.from({ length: 5 }, work));
  return { ms, factor: Math.max(1, ms / REFERENCE_MS) };
}
