// The parser's entry point: one worker thread per file, with a heap limit and a wall-clock
// timeout, so a hostile or broken file costs a bounded amount of memory and time and never takes
// the server down. Every failure, the worker's own death included, is an outcome, never a throw.
import { Worker } from 'node:worker_threads';
import { failure } from './failures.ts';
import type { ParseLimits, ParseOutcome, ParseProgress, ResumeMime, SkillMaster } from './types.ts';
import { isWorkerReply, type WorkerStats, type WorkerTask } from './worker-protocol.ts';

/**
 * maxBytes is the upload limit of the specification (25 MB). 30 pages is well past any real resume
 * (a long academic CV) and far below what makes pdf.js slow. A DOCX's parts may unpack to 60 MB:
 * a 25 MB file of photos stays about its size, while text XML unpacks 5 to 20 times, so 60 MB
 * lets any real document through and stops bombs. A two-page resume takes about a second in its
 * worker on a loaded two-core machine and a dense 30-page one about two (docs/resume-parser.md),
 * so 20 s is for a machine far busier than that, not for a slow file. A two-page parse peaks at
 * about 30 MB of heap and a dense 30-page one needs more than 24 MB and less than 32 MB of old
 * space; 128 MB is four times that (room for big embedded fonts) and halves what a hostile file
 * may take before it dies, compared with 256.
 */
export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  maxBytes: 26_214_400,
  maxPages: 30,
  maxUnpackedBytes: 60 * 1024 * 1024,
  timeoutMs: 20_000,
  maxHeapMb: 128,
};

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

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
    let worker: Worker;
    try {
      worker = new Worker(ENTRY, {
        workerData: task,
        // Not the parent's flags: under tsx they load tsx's hooks into the thread before the
        // entry can import the libraries natively, and loading then takes three times as long.
        execArgv: [],
        resourceLimits: {
          maxOldGenerationSizeMb: limits.maxHeapMb,
          maxYoungGenerationSizeMb: Math.min(32, Math.max(4, Math.round(limits.maxHeapMb / 8))),
          stackSizeMb: 4,
        },
      });
    } catch {
      resolve(failure('MALFORMED', 'We could not read this file just now. Try again in a moment.'));
      return;
    }
    let settled = false;
    const finish = (outcome: ParseOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // The worker has posted its outcome or must die (timeout); either way it is done.
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish(failure('TIMEOUT')), limits.timeoutMs);
    worker.on('message', (message: unknown) => {
      if (!isWorkerReply(message)) return;
      if (message.type === 'done') {
        onStats?.(message.stats);
        return finish(message.outcome);
      }
      try {
        onProgress?.(message.progress, message.stage);
      } catch {
        // A caller's progress handler failing (a lost database write) must not fail the parse.
      }
    });
    worker.on('error', (error: Error & { code?: string }) =>
      finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? failure('OUT_OF_MEMORY') : failure('MALFORMED')),
    );
    worker.on('exit', () => finish(failure('MALFORMED')));
  });
}
