// The background task `resumes.parse`: reads one queued upload with the parser and writes what it
// found (or why it could not) into its parsed_resumes row. The stored bytes are read back from
// the file store, the tenant's skills master data goes along for matching, and the parser runs in
// a worker thread with its own limits (parser/run-in-worker.ts), so a hostile file costs bounded
// time and memory. Progress is written as it comes, throttled (progress.ts).
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { storageFor } from '../files/index.ts';
import type { TaskDefinition } from '../jobs-queue/queue.ts';
import { claimParse, finishParse, saveParseProgress } from '../candidate-profile/index.ts';
import { parseResumeInWorker } from './parser/run-in-worker.ts';
import type { ParseOutcome, ParseProgress, ResumeMime, SkillMaster } from './parser/types.ts';
import { throttledProgress } from './progress.ts';
import { tenantSkills } from '../master-data/index.ts';
import { PARSE_TASK } from './task-names.ts';
import { errorOf, log } from '../log/logger.ts';

export type Parser = (
  bytes: Uint8Array,
  mime: ResumeMime,
  skills: SkillMaster[],
  onProgress: ParseProgress,
) => Promise<ParseOutcome>;

export type ParseEnv = { db: Db; config: Config; parse?: Parser; progressEveryMs?: number };

const MIMES: readonly string[] = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] satisfies ResumeMime[];

const isResumeMime = (m: string): m is ResumeMime => MIMES.includes(m);

export const FILE_GONE = 'The uploaded file is no longer available. Upload your resume again.';
export const NOT_A_RESUME = 'This file is not a pdf, doc or docx resume.';
export const UNEXPECTED = 'We could not read this file just now. Upload it again in a moment.';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function parseRow(
  env: ParseEnv,
  row: { id: string; client_id: string; file: { uri: string; mimeType: string } },
) {
  const { mimeType, uri } = row.file;
  if (!isResumeMime(mimeType)) return { ok: false as const, message: NOT_A_RESUME };
  const stream = uri.startsWith('/files/') ? await storageFor(env.config).get(uri.slice('/files/'.length)) : null;
  if (!stream) return { ok: false as const, message: FILE_GONE };
  const [bytes, skills] = await Promise.all([bytesOf(stream), tenantSkills(env.db, row.client_id)]);
  const progress = throttledProgress(
    (p, stage) => saveParseProgress(env.db, row.client_id, row.id, p, stage),
    env.progressEveryMs,
  );
  try {
    const outcome = await (env.parse ?? parseResumeInWorker)(bytes, mimeType, skills, progress.report);
    return outcome.ok ? outcome : { ok: false as const, message: outcome.message };
  } finally {
    await progress.settle();
  }
}

/** Parses the row `id` if it is still waiting; never throws for a bad file, only for a lost database. */
export async function runParse(env: ParseEnv, id: string): Promise<void> {
  const row = await claimParse(env.db, id);
  if (!row) return;
  let outcome: Awaited<ReturnType<typeof parseRow>>;
  try {
    outcome = await parseRow(env, row);
  } catch (e) {
    log.error({ err: errorOf(e), resume: id }, 'resume parse');
    outcome = { ok: false, message: UNEXPECTED };
  }
  await finishParse(
    env.db,
    row.client_id,
    id,
    outcome.ok ? { status: 'done', result: outcome.result } : { status: 'failed', error: outcome.message },
  );
}

export function resumeParseTask(env: ParseEnv): TaskDefinition {
  return {
    name: PARSE_TASK,
    handle: async (data) => runParse(env, String(data.id)),
    // A parse ends within the parser's 20 s timeout; a worker lost mid-parse is retried once after this.
    expireInSeconds: 120,
    retryLimit: 1,
  };
}
