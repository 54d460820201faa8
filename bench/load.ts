// A closed-loop load: `concurrency` workers, each sending its next request as soon as the last
// one answered, for a fixed time. The same driver runs the HTTP and the direct-SQL side, so both
// are measured the same way (wall time around one call, monotonic clock).
import { monitorEventLoopDelay } from 'node:perf_hooks';
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

/**
 * The process's memory under the load, and how long its event loop was held up: the server and the
 * load generator share one thread, so a request the server's work keeps waiting is latency the
 * database never saw (the event loop's delay, sampled every 10 ms, in ms).
 */
export type Memory = { peakRssMb: number; heapUsedMb: number; loopDelayMs: { p99: number; max: number } };

/** Runs `work` while sampling the process's memory and its event loop's delay. */
export async function withPeakMemory<T>(work: () => Promise<T>): Promise<{ result: T; memory: Memory }> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  try {
    const result = await work();
    const mb = (n: number) => Math.round(n / 1024 ** 2);
    const ms = (ns: number) => Math.round(ns / 1e5) / 10;
    return {
      result,
      memory: {
        peakRssMb: mb(peak),
        heapUsedMb: mb(process.memoryUsage().heapUsed),
        loopDelayMs: { p99: ms(delay.percentile(99)), max: ms(delay.max) },
      },
    };
  } finally {
    delay.disable();
    clearInterval(sampler);
  }
}
