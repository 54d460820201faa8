// SQL of the resume parser's results (table `parsed_resumes`): a row per uploaded resume (or
// imported JSON Resume document), kept for the candidate to review for 24 hours. Other code
// (the profile's JSON Resume import, candidate-profile/init) reads and writes them through
// findParsedResume and insertParsedResume; the parse task moves a row through its states.
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { ParsedResumeResult, ParsedResumeStatus } from '../db/tables-candidate-profile.ts';
import { acrossTenants, scopedTo } from '../db/tenant-scope.ts';
import { parsedResumeView, type ParsedRow } from './parsed-view.ts';

type S = components['schemas'];

/** How long a result can be reviewed and applied. */
export const PARSED_RESUME_TTL_MS = 24 * 60 * 60 * 1000;

export type NewParsedResume = {
  clientId: string;
  candidateId: string;
  source: S['ParsedResume']['source'];
  status: ParsedResumeStatus;
  file: S['UploadedFile'];
  result: ParsedResumeResult | null;
  progress?: number;
  stage?: string | null;
  error?: string | null;
  /** Defaults to 24 hours from now. */
  expiresAt?: Date;
};

export async function insertParsedResume(db: Db, p: NewParsedResume): Promise<S['ParsedResume']> {
  const row = await scopedTo(db, p.clientId)
    .insertInto('parsed_resumes', {
      candidate_id: p.candidateId,
      source: p.source,
      status: p.status,
      progress: p.progress ?? (p.status === 'done' ? 100 : 0),
      stage: p.stage ?? null,
      error: p.error ?? null,
      file: JSON.stringify(p.file),
      result: p.result === null ? null : JSON.stringify(p.result),
      expires_at: p.expiresAt ?? new Date(Date.now() + PARSED_RESUME_TTL_MS),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return parsedResumeView(row);
}

/** The candidate's parsed resume; null when there is none of theirs by that id, or it expired. */
export async function findParsedResume(
  db: Db,
  clientId: string,
  candidateId: string,
  id: string,
): Promise<S['ParsedResume'] | null> {
  const row = await scopedTo(db, clientId)
    .selectFrom('parsed_resumes')
    .selectAll()
    .where('candidate_id', '=', candidateId)
    .where('id', '=', id)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? parsedResumeView(row) : null;
}

/**
 * Takes a row for parsing: queued, or left `parsing` by a worker that died (pg-boss retries the
 * task then). A row already finished, expired or gone is not taken. The task knows the row's id
 * only: the row taken tells its board.
 */
export async function claimParse(db: Db, id: string): Promise<ParsedRow | undefined> {
  return acrossTenants(db)
    .updateTable('parsed_resumes')
    .set({ status: 'parsing', progress: 0, stage: 'Starting', error: null, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'parsing'])
    .where('expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

/** Progress of the row claimParse took; a row that has meanwhile finished is left alone. */
export async function saveParseProgress(
  db: Db,
  clientId: string,
  id: string,
  progress: number,
  stage: string,
): Promise<void> {
  await scopedTo(db, clientId)
    .updateTable('parsed_resumes')
    .set({ progress, stage, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'parsing')
    .execute();
}

/** The outcome of the row claimParse took. */
export async function finishParse(
  db: Db,
  clientId: string,
  id: string,
  outcome: { status: 'done'; result: ParsedResumeResult } | { status: 'failed'; error: string },
): Promise<void> {
  await scopedTo(db, clientId)
    .updateTable('parsed_resumes')
    .set(
      outcome.status === 'done'
        ? { status: 'done', progress: 100, stage: null, error: null, result: JSON.stringify(outcome.result) }
        : { status: 'failed', stage: null, error: outcome.error },
    )
    .set({ updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Expired rows of every board (their files removed when nothing else uses them), a batch at a time. */
export async function deleteExpiredParsed(db: Db, limit: number): Promise<ParsedRow[]> {
  const everyBoard = acrossTenants(db);
  const ids = everyBoard
    .selectFrom('parsed_resumes')
    .select('id')
    .where('expires_at', '<=', sql<Date>`now()`)
    .limit(limit);
  return everyBoard.deleteFrom('parsed_resumes').where('id', 'in', ids).returningAll().execute();
}
