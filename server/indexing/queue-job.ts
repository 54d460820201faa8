// The one hook the job lifecycle calls after a job may have changed for the public (posted,
// edited, approved, paused, closed, expired, deleted): it decides what the engines should hear
// and queues it. Live → URL_UPDATED; no longer live → URL_DELETED, once, and only for a job the
// engines were told of; a draft's edits say nothing. A board without keys queues nothing.
// Rapid changes of one job coalesce: while the job's notification for an engine still waits, the
// change rewrites it instead of queueing another.
import type { Db } from '../db/database.ts';
import type { IndexingEngine, IndexingType } from '../db/tables-indexing.ts';
import type { RequestContext } from '../http/context.ts';
import type { JobQueue } from '../jobs-queue/queue.ts';
import { errorOf, log } from '../log/logger.ts';
import { boardHostOf, jobPageUrl } from './job-url.ts';
import { insertNotification, jobState, lastNotification, rewritePending } from './notifications-repo.ts';
import { hasAnyKey, readIndexingKeys } from './settings-repo.ts';

export const INDEXING_TASK = 'indexing.notify';

export type IndexingEnv = { db: Db; jobs: JobQueue };

async function queueFor(
  env: IndexingEnv,
  clientId: string,
  jobId: string,
  engine: IndexingEngine,
  type: IndexingType | null,
  url: string,
) {
  const last = await lastNotification(env.db, clientId, jobId, engine);
  const pending = last && (last.status === 'queued' || last.status === 'deferred') ? last : undefined;
  // Only a job the engine heard of as live is worth a deletion.
  const wanted = type ?? (last?.type === 'URL_UPDATED' ? 'URL_DELETED' : null);
  if (!wanted) return 0;
  if (pending) {
    await rewritePending(env.db, pending.id, wanted, url);
    return 0;
  }
  // Deleted twice, or closed then deleted: the engine already heard the job is gone.
  if (wanted === 'URL_DELETED' && last?.type === 'URL_DELETED') return 0;
  // The row and its job in one transaction: a crash between the two would leave a notification
  // no job ever sends.
  await env.db.transaction().execute(async (trx) => {
    const id = await insertNotification(trx, clientId, { jobId, engine, url, type: wanted });
    await env.jobs.send(INDEXING_TASK, { id }, { on: trx });
  });
  return 1;
}

/** Queues what each engine of the board should hear of the job now; answers how many were queued. */
export async function queueJobIndexing(env: IndexingEnv, clientId: string, jobId: string): Promise<number> {
  const keys = await readIndexingKeys(env.db, clientId);
  if (!hasAnyKey(keys)) return 0;
  const job = await jobState(env.db, clientId, jobId);
  const host = await boardHostOf(env.db, clientId);
  if (!job || !host) return 0;
  const url = jobPageUrl(host, job);
  const type: IndexingType | null = job.live ? 'URL_UPDATED' : null;
  let queued = 0;
  if (keys.serviceAccount) queued += await queueFor(env, clientId, job.id, 'google', type, url);
  if (keys.indexNowKey) queued += await queueFor(env, clientId, job.id, 'indexnow', type, url);
  return queued;
}

/** After a request's move: never fails the request, whose change is already saved. */
export async function indexJob(ctx: RequestContext, ...jobIds: string[]): Promise<void> {
  const clientId = ctx.tenant?.id;
  if (!clientId) return;
  for (const jobId of jobIds)
    try {
      await queueJobIndexing({ db: ctx.db, jobs: ctx.jobs }, clientId, jobId);
    } catch (error) {
      log.error({ err: errorOf(error), jobId }, 'queueing a job for instant indexing');
    }
}

/** After the expiry sweep: the jobs it moved, each on its board. */
export async function indexExpiredJobs(env: IndexingEnv, jobs: { id: string; client_id: string }[]): Promise<void> {
  for (const job of jobs)
    try {
      await queueJobIndexing(env, job.client_id, job.id);
    } catch (error) {
      log.error({ err: errorOf(error), jobId: job.id }, 'queueing an expired job for instant indexing');
    }
}
