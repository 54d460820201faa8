// What a candidate has used of the candidate plans' allowances since a date: the one count of
// each, shared by the limits (candidate-allowance.ts) and the plan page (usage.ts).
//
// Applications are counted from their own rows, which are never deleted. Resumes and parses are
// not: a built resume is deleted when the candidate deletes it, and a parsed resume is swept 24
// hours after the upload (resumes/sweep.ts). Counting those rows would give a build back on every
// delete and every parse back a day later, so each build and each parse also leaves an entry in
// `audit_log` (actor = the candidate), written in the transaction that inserts the row, and those
// entries are what is counted. The allowance's lock is here too: it guards these counts.
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { lockUntilCommit } from '../db/advisory-lock.ts';

/** The audit actions a resume build and a parse leave; only their count is ever read. */
export const RESUME_BUILT = 'resume.built';
export const RESUME_PARSED = 'resume.parsed';

export type ResumeUse = typeof RESUME_BUILT | typeof RESUME_PARSED;

/** The candidate's applications sent since `since` (a guest's applications have no candidate). */
export async function applicationsSince(db: Db, clientId: string, candidateId: string, since: Date): Promise<number> {
  const row = await scopedTo(db, clientId)
    .selectFrom('applications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('candidate_id', '=', candidateId)
    .where('applied_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function usesSince(db: Db, action: ResumeUse, clientId: string, candidateId: string, since: Date) {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    // audit_log is not a tenant table (the platform's entries have no client_id).
    .where(scopedTo(db, clientId).owns('audit_log'))
    .where('actor_id', '=', candidateId)
    .where('action', '=', action)
    .where('at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Resumes the candidate created in the builder since `since`, deleted ones included. */
export const resumeBuildsSince = (db: Db, clientId: string, candidateId: string, since: Date) =>
  usesSince(db, RESUME_BUILT, clientId, candidateId, since);

/** Files the candidate sent to the parser since `since`, expired results included. */
export const resumeParsesSince = (db: Db, clientId: string, candidateId: string, since: Date) =>
  usesSince(db, RESUME_PARSED, clientId, candidateId, since);

/** Records one build or parse; call it in the transaction that inserts the row. */
export async function recordResumeUse(db: Db, action: ResumeUse, clientId: string, candidateId: string) {
  await db
    .insertInto('audit_log')
    .values({
      client_id: clientId,
      actor_id: candidateId,
      acting_for_id: null,
      action,
      detail: '{}',
      // The server's clock, like the licence's starts_at and an application's applied_at it is
      // compared with.
      at: new Date(),
    })
    .execute();
}

/** Holds one candidate's lock of one allowance until `trx` ends, so two spends cannot both take the last use. */
export async function lockCandidateAllowance(trx: Db, key: string, candidateId: string): Promise<void> {
  await lockUntilCommit(trx, `candidate-${key}:${candidateId}`);
}
