// A write load through the balancer: `workers` callers, each sending one write after another
// until `ms` have passed, every answer recorded (status, the process that served it, or the
// network error). `during` runs once, `at` ms into the load (a process killed mid-write).
import type { ApiAnswer } from '../server/test/http-client.ts';

export type Outcome = { n: number; status: number; servedBy: string; error: string | null };

export type LoadReport = {
  sent: number;
  acknowledged: Outcome[];
  failed: Outcome[];
};

export async function writeLoad(opts: {
  workers: number;
  ms: number;
  write: (n: number) => Promise<ApiAnswer<unknown>>;
  during?: { at: number; action: () => Promise<void> };
}): Promise<LoadReport> {
  const outcomes: Outcome[] = [];
  const until = Date.now() + opts.ms;
  let counter = 0;
  const worker = async () => {
    while (Date.now() < until) {
      const n = counter++;
      try {
        const r = await opts.write(n);
        outcomes.push({ n, status: r.status, servedBy: String(r.headers['x-served-by'] ?? ''), error: null });
      } catch (e) {
        outcomes.push({ n, status: 0, servedBy: '', error: e instanceof Error ? e.message : String(e) });
      }
    }
  };
  const interruption = opts.during
    ? (async (d) => {
        await new Promise((r) => setTimeout(r, d.at));
        await d.action();
      })(opts.during)
    : Promise.resolve();
  await Promise.all([...Array.from({ length: opts.workers }, worker), interruption]);
  return {
    sent: outcomes.length,
    acknowledged: outcomes.filter((o) => o.status === 200),
    failed: outcomes.filter((o) => o.status !== 200),
  };
}
