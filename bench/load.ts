// A closed-loop load: `concurrency` workers, each sending its next request as soon as the last
// one answered, for a fixed time. The same driver runs the HTTP and the direct-SQL side, so both
// are measured the same way (wall time around one call, monotonic clock).
import type { Sample } from './stats.ts';

export type LoadOptions = { concurrency: number; durationMs: number };

/** One unit of work: resolves when done, rejects on failure (a failure is counted, not timed). */
export type Task = () => Promise<void>;

export async function runLoad(next: () => Task, opts: LoadOptions): Promise<Sample> {
  const latenciesMs: number[] = [];
  let errors = 0;
  let firstError: unknown = null;
  const started = performance.now();
  const deadline = started + opts.durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const task = next();
      const t0 = performance.now();
      try {
        await task();
        latenciesMs.push(performance.now() - t0);
      } catch (err) {
        errors += 1;
        firstError ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const elapsedMs = performance.now() - started;
  if (firstError && !latenciesMs.length) throw firstError;
  if (firstError) console.warn(`  ${errors} failed requests, the first: ${String(firstError)}`);
  return { latenciesMs, elapsedMs, errors };
}

export type Memory = { peakRssMb: number; heapUsedMb: number };

/** Runs `work` while sampling the process's memory (the server and the load generator share it). */
export async function withPeakMemory<T>(work: () => Promise<T>): Promise<{ result: T; memory: Memory }> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  try {
    const result = await work();
    const mb = (n: number) => Math.round(n / 1024 ** 2);
    return { result, memory: { peakRssMb: mb(peak), heapUsedMb: mb(process.memoryUsage().heapUsed) } };
  } finally {
    clearInterval(sampler);
  }
}
