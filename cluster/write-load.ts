// A write load through the balancer, bounded by counts rather than time, so it does the same work
// on a quiet machine and on a busy one: `workers` callers send one write after another; once
// `interrupt.after` writes are acknowledged the interruption runs (a process killed or stopped),
// and the load goes on until `interrupt.then` more are acknowledged after it finished. Every
// answer is recorded: status, the process that served it, or the network error.
import type { ApiAnswer } from '../server/test/http-client.ts';

export type Outcome = { n: number; status: number; servedBy: string; error: string | null };

export type LoadReport = {
  sent: number;
  acknowledged: Outcome[];
  failed: Outcome[];
  /** Milliseconds the interruption took (a drain: from SIGTERM to the exit). */
  interruptionMs: number;
};

export async function writeLoad(opts: {
  workers: number;
  write: (n: number) => Promise<ApiAnswer<unknown>>;
  interrupt: { after: number; then: number; action: () => Promise<void> };
  /** A bound for a machine so slow that the counts never come (the test then fails on them). */
  maxMs?: number;
}): Promise<LoadReport> {
  const outcomes: Outcome[] = [];
  const deadline = Date.now() + (opts.maxMs ?? 120_000);
  let counter = 0;
  let acknowledged = 0;
  let acknowledgedAfter = 0;
  let interruption: Promise<void> | undefined;
  let interrupted = false;
  let interruptionMs = 0;
  const interruptOnce = () => {
    const started = Date.now();
    interruption ??= opts.interrupt.action().then(() => {
      interruptionMs = Date.now() - started;
      interrupted = true;
    });
  };
  const done = () => (interrupted && acknowledgedAfter >= opts.interrupt.then) || Date.now() > deadline;
  const worker = async () => {
    while (!done()) {
      const n = counter++;
      try {
        const r = await opts.write(n);
        outcomes.push({ n, status: r.status, servedBy: String(r.headers['x-served-by'] ?? ''), error: null });
        if (r.status === 200) {
          acknowledged++;
          if (interrupted) acknowledgedAfter++;
          if (acknowledged >= opts.interrupt.after) interruptOnce();
        }
      } catch (e) {
        outcomes.push({ n, status: 0, servedBy: '', error: e instanceof Error ? e.message : String(e) });
      }
    }
  };
  await Promise.all(Array.from({ length: opts.workers }, worker));
  await interruption;
  return {
    sent: outcomes.length,
    acknowledged: outcomes.filter((o) => o.status === 200),
    failed: outcomes.filter((o) => o.status !== 200),
    interruptionMs,
  };
}
