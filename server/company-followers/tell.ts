// Telling followers of a company's new job, the moment it goes live: posting calls this after a
// draft is posted, a job activated or resumed, and an approval given (server/job-posting/handlers.ts,
// server/admin/handlers.ts). Whatever the move, only a live job is told, and only to followers not
// told of it before: the ledger's primary key (follower, job) refuses a second row, so a job
// paused and resumed, deactivated and activated, edited and approved again, or a company followed
// anew, never announces the job twice. The ledger and the notifications commit together; Web Push
// follows the commit. A failure here costs the announcement, never the employer's posting, which
// is already saved. Each follower's notification is in the language they last used the board in.
import type { Db } from '../db/database.ts';
import { tenantOf, type RequestContext, type Tenant } from '../http/context.ts';
import type { JobQueue } from '../jobs-queue/queue.ts';
import { readerLocale } from '../board-settings/index.ts';
import { translatorFor } from '../i18n/translator.ts';
import { errorOf, log } from '../log/logger.ts';
import { pushStored, storeNotifications, type NewNotification } from '../notifications/index.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { findLiveJob, recordDeliveries } from './follows-repo.ts';
import { jobPath, placeOf, titleOf } from './views.ts';

export type TellEnv = { db: Db; tenant: Tenant; jobs?: JobQueue };

const NOTIFICATION = {
  title: /*i18n*/ { id: 'company-followers.notification.title', message: 'New job at {company}' },
};

/** Notifications written (and pushed) per statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Announces the job to its company's followers not told of it yet; answers how many were told. */
export async function tellFollowersOfJob(env: TellEnv, jobId: string, now = new Date()): Promise<number> {
  if (!featureAllowed(env.tenant, 'company_followers')) return 0;
  const clientId = env.tenant.id;
  const notes = await env.db.transaction().execute(async (trx) => {
    const job = await findLiveJob(trx, clientId, jobId);
    if (!job) return [];
    const told = await recordDeliveries(trx, clientId, job.id, now);
    const items: NewNotification[] = [];
    for (const follower of told) {
      const tr = await translatorFor(readerLocale(env.tenant, follower.locale));
      const place = placeOf(tr, job);
      items.push({
        clientId,
        userId: follower.user_id,
        kind: 'company_job',
        title: tr.t(NOTIFICATION.title, { company: job.company_name }),
        body: `${titleOf(tr, job)}${place ? ` · ${place}` : ''}`,
        link: jobPath(job),
        refs: { jobId: job.id },
      });
    }
    for (const part of chunks(items)) await storeNotifications({ db: trx }, part);
    return items;
  });
  const jobs = env.jobs;
  if (jobs) for (const part of chunks(notes)) await pushStored({ db: env.db, jobs }, part);
  return notes.length;
}

/** The request's announcement after a move that may have put the job live; never fails the request. */
export async function tellFollowers(ctx: RequestContext, jobId: string): Promise<void> {
  try {
    await tellFollowersOfJob({ db: ctx.db, tenant: tenantOf(ctx), jobs: ctx.jobs }, jobId);
  } catch (error) {
    log.error({ err: errorOf(error), jobId }, 'telling company followers of a new job');
  }
}
