// SQL of a board's indexing notifications (one row per message an engine is to hear of a job) and
// of the job state they are decided from.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { IndexingEngine, IndexingType } from '../db/tables-indexing.ts';
import { acrossTenants, scopedTo } from '../db/tenant-scope.ts';
import { isLiveJob } from '../jobs/index.ts';

/** The job's slug and whether it is live for the public now. */
export async function jobState(db: Db, clientId: string, jobId: string) {
  return scopedTo(db, clientId)
    .selectFrom('jobs')
    .select(['id', 'slug', sql<boolean>`${isLiveJob('jobs')}`.as('live')])
    .where('id', '=', jobId)
    .executeTakeFirst();
}

/** The engine's latest notification of the job. */
export async function lastNotification(db: Db, clientId: string, jobId: string, engine: IndexingEngine) {
  return scopedTo(db, clientId)
    .selectFrom('indexing_notifications')
    .select(['id', 'type', 'status'])
    .where('job_id', '=', jobId)
    .where('engine', '=', engine)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Rewrites a notification while it still waits to be sent. */
export async function rewritePending(db: Db, id: string, type: IndexingType, url: string): Promise<void> {
  // The row was found in its board's scope (lastNotification); its id, unique across boards, names it.
  await acrossTenants(db)
    .updateTable('indexing_notifications')
    .set({ type, url, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'deferred'])
    .execute();
}

export async function insertNotification(
  db: Db,
  clientId: string,
  n: { jobId: string; engine: IndexingEngine; url: string; type: IndexingType },
): Promise<string> {
  const row = await scopedTo(db, clientId)
    .insertInto('indexing_notifications', { job_id: n.jobId, engine: n.engine, url: n.url, type: n.type })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A notification by id, whichever board's (the task carries only its id). */
export async function findNotification(db: Db, id: string) {
  return acrossTenants(db).selectFrom('indexing_notifications').selectAll().where('id', '=', id).executeTakeFirst();
}

export type NotificationOutcome = {
  status: 'sent' | 'failed' | 'queued' | 'deferred';
  /** With an engine's answer: its code and text, one more attempt, and when it was sent. */
  answered?: { statusCode: number | null; answer: string; attempts: number; sentAt: Date };
};

/** The delivery's outcome, on the notification the task named by id (whichever board's). */
export async function recordOutcome(db: Db, id: string, o: NotificationOutcome): Promise<void> {
  await acrossTenants(db)
    .updateTable('indexing_notifications')
    .set({
      status: o.status,
      updated_at: new Date(),
      ...(o.answered
        ? {
            status_code: o.answered.statusCode,
            answer: o.answered.answer,
            attempts: o.answered.attempts,
            sent_at: o.answered.sentAt,
          }
        : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** The board's Google notifications sent since then, optionally leaving one out. */
export async function googleSentSince(db: Db, clientId: string, since: Date, exceptId?: string): Promise<number> {
  let q = scopedTo(db, clientId)
    .selectFrom('indexing_notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('engine', '=', 'google');
  if (exceptId) q = q.where('id', '!=', exceptId);
  const row = await q.where('sent_at', '>=', since).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The board's latest notifications, the newest first. */
export async function latestNotifications(db: Db, clientId: string, limit: number) {
  return scopedTo(db, clientId)
    .selectFrom('indexing_notifications')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}
