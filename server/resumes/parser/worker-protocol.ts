// The messages between parseResumeInWorker and its worker thread.
import type { ParseLimits, ParseOutcome, ResumeMime, SkillMaster } from './types.ts';

export type WorkerTask = { bytes: Uint8Array; mime: ResumeMime; skills: SkillMaster[]; limits: ParseLimits };

/** The worker's V8 heap when it finished, in MB (threads share the process's RSS; this is theirs). */
export type WorkerStats = { heapTotalMb: number; heapUsedMb: number; externalMb: number };

export type WorkerReply =
  { type: 'progress'; progress: number; stage: string } | { type: 'done'; outcome: ParseOutcome; stats: WorkerStats };

export function isWorkerReply(message: unknown): message is WorkerReply {
  if (typeof message !== 'object' || message === null || !('type' in message)) return false;
  if (message.type === 'progress') return 'progress' in message && 'stage' in message;
  return message.type === 'done' && 'outcome' in message && 'stats' in message;
}
