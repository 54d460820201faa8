// A worker's heap limit does not cover what it holds outside the V8 heap: the ArrayBuffers pdf.js
// decodes streams into. A PDF whose content stream inflates to gigabytes grows the process's RSS
// by about 70 MB a second and would end with the operating system killing the whole server. So
// while parses run, the process's RSS is sampled, and once it has grown past the parses' budgets
// since the first of them started, every running parse is ended (threads share the process's
// memory, so the one to blame cannot be told; the others fail with it and may be retried).
const INTERVAL_MS = 20;

type Watched = { budgetBytes: number; kill: () => void };

const watched = new Set<Watched>();
let baseline = 0;
let timer: NodeJS.Timeout | null = null;

/** Watches a parse with this budget; the returned function ends the watch. */
export function watchMemory(budgetBytes: number, kill: () => void): () => void {
  const entry: Watched = { budgetBytes, kill };
  if (!watched.size) {
    baseline = process.memoryUsage.rss();
    timer = setInterval(check, INTERVAL_MS);
    timer.unref();
  }
  watched.add(entry);
  return () => {
    watched.delete(entry);
    if (!watched.size && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

function check(): void {
  let budget = 0;
  for (const w of watched) budget += w.budgetBytes;
  if (process.memoryUsage.rss() - baseline <= budget) return;
  for (const w of [...watched]) w.kill();
}
