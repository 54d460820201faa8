// The worker thread's body: parse each file it is sent, one at a time, report progress, post the
// outcome with the thread's peak heap during that parse (sampled at each progress step; the pool
// retires a thread that grew large, and the bench reports it).
// First: before any parse, the thread inflates in JavaScript only (no-native-inflate.ts says why).
import './no-native-inflate.ts';
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { parseResume } from './parse.ts';
import type { WorkerReply, WorkerStats, WorkerTask } from './worker-protocol.ts';

const post = (reply: WorkerReply) => parentPort?.postMessage(reply);
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function answer(task: WorkerTask): Promise<void> {
  const peak: WorkerStats = { heapTotalMb: 0, heapUsedMb: 0, externalMb: 0 };
  const sample = () => {
    const heap = getHeapStatistics();
    peak.heapTotalMb = Math.max(peak.heapTotalMb, mb(heap.total_heap_size));
    peak.heapUsedMb = Math.max(peak.heapUsedMb, mb(heap.used_heap_size));
    peak.externalMb = Math.max(peak.externalMb, mb(heap.external_memory));
  };
  const outcome = await parseResume(task.bytes, task.mime, task.skills, task.limits, (progress, stage) => {
    sample();
    post({ type: 'progress', progress, stage });
  });
  sample();
  post({ type: 'done', outcome, stats: peak });
}

// parseResume answers every failure with an outcome; anything else that throws here is an
// unhandled rejection, which ends the thread, and the parent answers the parse from the worker's
// 'error' (run-in-worker.ts).
parentPort?.on('message', (task: WorkerTask) => void answer(task));
