// The parser's entry point: each file parsed in a worker thread with a heap limit and a wall-clock
// timeout, so a hostile or broken file costs a bounded amount of memory and time and never takes
// the server down (a thread that fails in any way is terminated, never reused: worker-pool.ts).
// Every failure, the worker's own death included, is an outcome, never a throw.
import { failure } from './failures.ts';
import type { ParseLimits, ParseOutcome, ParseProgress, ResumeMime, SkillMaster } from './types.ts';
import { watchMemory } from './memory-watch.ts';
import { isWorkerReply, type WorkerStats, type WorkerTask } from './worker-protocol.ts';
import { acquire, discard, release, type Slot } from './worker-pool.ts';

/**
 * maxBytes is the upload limit of the specification (25 MB). 30 pages is well past any real resume
 * (a long academic CV) and far below what makes pdf.js slow. A DOCX's parts may unpack to 60 MB:
 * a 25 MB file of photos stays about its size, while text XML unpacks 5 to 20 times, so 60 MB
 * lets any real document through and stops bombs. On a loaded two-core machine a two-page resume
 * takes about 50 ms in a warm thread and a second in a fresh one, a dense 30-page one about two
 * (docs/resume-parser.md), so 20 s is for a machine far busier than that, not for a slow file.
 * A two-page parse peaks at about 30 MB of heap and a dense 30-page one needs more than 24 MB and
 * less than 32 MB of old space; 128 MB is four times that (room for big embedded fonts) and halves
 * what a hostile file may take before it dies, compared with 256.
 */
export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  maxBytes: 26_214_400,
  maxPages: 30,
  maxUnpackedBytes: 60 * 1024 * 1024,
  timeoutMs: 20_000,
  maxHeapMb: 128,
};

export function parseResumeInWorker(
  bytes: Uint8Array,
  mime: ResumeMime,
  skills: SkillMaster[],
  onProgress?: ParseProgress,
  limits: ParseLimits = DEFAULT_PARSE_LIMITS,
): Promise<ParseOutcome> {
  return runParseWorker({ bytes, mime, skills, limits }, onProgress);
}

/** parseResumeInWorker with the worker's heap figures as well, for the bench. */
export function runParseWorker(
  task: WorkerTask,
  onProgress?: ParseProgress,
  onStats?: (stats: WorkerStats) => void,
): Promise<ParseOutcome> {
  const { bytes, limits } = task;
  if (bytes.byteLength > limits.maxBytes) return Promise.resolve(failure('TOO_LARGE'));
  if (bytes.byteLength === 0)
    return Promise.resolve(failure('MALFORMED', 'This file is empty. Upload your resume again.'));
  return new Promise((resolve) => {
    let slot: Slot;
    try {
      slot = acquire(limits.maxHeapMb);
    } catch {
      resolve(failure('MALFORMED', 'We could not read this file just now. Try again in a moment.'));
      return;
    }
    const { worker } = slot;
    let settled = false;
    // Memory outside the heap (decoded streams) may reach twice the heap limit: a real parse's
    // is under 10 MB, and a bomb decoding at 100 MB a second is stopped within seconds.
    const unwatch = watchMemory(2 * limits.maxHeapMb * 1024 * 1024, () => finish(failure('OUT_OF_MEMORY'), null));
    /** Ends this parse; the thread goes back to the pool only after a normal end (its stats). */
    const finish = (outcome: ParseOutcome, stats: WorkerStats | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unwatch();
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (stats) release(slot, stats.heapUsedMb);
      else discard(slot);
      resolve(outcome);
    };
    const onMessage = (message: unknown) => {
      if (!isWorkerReply(message)) return;
      if (message.type === 'done') {
        onStats?.(message.stats);
        return finish(message.outcome, message.stats);
      }
      try {
        onProgress?.(message.progress, message.stage);
      } catch {
        // A caller's progress handler failing (a lost database write) must not fail the parse.
      }
    };
    const onError = (error: Error & { code?: string }) =>
      finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? failure('OUT_OF_MEMORY') : failure('MALFORMED'), null);
    const onExit = () => finish(failure('MALFORMED'), null);
    const timer = setTimeout(() => finish(failure('TIMEOUT'), null), limits.timeoutMs);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(task);
  });
}
