// Warm worker threads kept between parses. Starting a thread, loading pdf.js and registering tsx
// costs about half a second of CPU, ten times a two-page parse; a thread that finished its parse
// normally, well within its heap, takes the next one. A thread that timed out, ran out of memory,
// failed or grew large is never reused. Idle threads do not keep the process alive.
import { Worker } from 'node:worker_threads';

export type Slot = { worker: Worker; heapMb: number; parses: number };

// From sources the thread starts at the .mjs entry, which registers tsx; the production build
// compiles the worker to resume-parser-worker.js beside the bundle (scripts/build-server.ts).
const ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./worker-entry.mjs', import.meta.url)
  : new URL('./resume-parser-worker.js', import.meta.url);
/** Two idle threads serve a queue working two at a time; more would only hold memory (about 60 MB each). */
const MAX_IDLE = 2;
/** A long-lived thread is retired now and then, so nothing a library keeps can build up. */
const MAX_PARSES = 200;

const idle: Slot[] = [];

/** An idle thread with this heap limit, or a new one. Throws only if a thread cannot start. */
export function acquire(heapMb: number): Slot {
  const at = idle.findIndex((s) => s.heapMb === heapMb);
  const slot = at >= 0 ? idle.splice(at, 1)[0] : undefined;
  if (slot) {
    slot.worker.ref();
    return slot;
  }
  const worker = new Worker(ENTRY, {
    // Not the parent's flags: under tsx they load tsx's hooks into the thread before the entry
    // can import the libraries natively, and loading then takes three times as long.
    execArgv: [],
    resourceLimits: {
      maxOldGenerationSizeMb: heapMb,
      maxYoungGenerationSizeMb: Math.min(16, Math.max(4, Math.round(heapMb / 8))),
      stackSizeMb: 4,
    },
  });
  // A thread that dies while idle is simply dropped.
  worker.on('exit', () => forget(worker));
  worker.on('error', () => forget(worker));
  return { worker, heapMb, parses: 0 };
}

/** A thread back after a normal parse: kept if there is room and its heap stayed small. */
export function release(slot: Slot, heapUsedMb: number): void {
  slot.parses += 1;
  if (idle.length >= MAX_IDLE || slot.parses >= MAX_PARSES || heapUsedMb > slot.heapMb / 2) return discard(slot);
  slot.worker.unref();
  idle.push(slot);
}

export function discard(slot: Slot): void {
  forget(slot.worker);
  void slot.worker.terminate();
}

/** Ends the idle threads (at shutdown, or after tests). */
export async function closeParseWorkers(): Promise<void> {
  await Promise.all(idle.splice(0).map((s) => s.worker.terminate()));
}

function forget(worker: Worker): void {
  const at = idle.findIndex((s) => s.worker === worker);
  if (at >= 0) idle.splice(at, 1);
}
