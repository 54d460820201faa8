// Job alert digests, run by the background queue. Each due alert (confirmed, on, not deleted,
// next_due_at passed) gets the new matching jobs (match.ts); with none, only its schedule moves on
// (no empty digest). With some, one transaction writes the ledger of sent jobs, the mail to the
// outbox, the candidate's notification and the next due time, guarded by the due time read, so a
// digest is either wholly sent or not at all: a crash before the commit leaves the alert due and the
// next run sends it; after the commit it is done and never repeated. Two workers on the same alert
// cannot both commit (the due-time guard and the ledger's primary key). SMTP delivery follows the
// commit; without SMTP the outbox is the mailbox.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { brandOf } from '../accounts/brand.ts';
import { tenantTimezone } from '../content/settings.ts';
import type { Tenant } from '../http/context.ts';
import { alertDigestMail } from '../mail/job-alert.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import type { JobQueue } from '../jobs-queue/queue.ts';
import { pushStored, storeNotifications, type NewNotification } from '../notifications/store.ts';
import { tenantById } from '../tenancy/resolve-host.ts';
import { browseUrl, unsubscribeUrl } from './links.ts';
import { digestJobs, type DigestCandidate } from './match.ts';
import { nextDue } from './schedule.ts';
import type { AlertRow } from './view.ts';

export const DIGEST_TASK = 'alerts.digest';
const BATCH = 200;

export type DigestEnv = { db: Db; mailer: Mailer; config: Config; secret: Uint8Array; jobs?: JobQueue };
export type DigestRun = { alerts: number; sent: number; empty: number; jobs: number; failed: number };

class Superseded extends Error {}

type TenantInfo = { tenant: Tenant; timeZone: string };

function place(j: DigestCandidate): string {
  if (j.location_type === 'WFH') return j.country_nm ? `Remote (${j.country_nm})` : 'Remote';
  return [j.city_nm, j.country_nm].filter(Boolean).join(', ');
}

async function digestOne(env: DigestEnv, info: TenantInfo, alert: AlertRow, now: Date, run: DigestRun) {
  const due = alert.next_due_at;
  const next = nextDue(alert.frequency, info.timeZone, due, now);
  const { jobs, total } = await digestJobs(env.db, alert, now);
  if (!jobs.length) {
    await env.db
      .updateTable('job_alerts')
      .set({ next_due_at: next })
      .where('id', '=', alert.id)
      .where('next_due_at', '=', due)
      .execute();
    run.empty++;
    return;
  }
  const brand = brandOf(info.tenant, env.config);
  const more = total - jobs.length;
  const unsubscribe = unsubscribeUrl(brand.origin, env.secret, alert);
  const mail: OutgoingMail = {
    ...alertDigestMail(brand, {
      alertName: alert.name,
      jobs: jobs.map((j) => ({
        title: j.title ?? 'Untitled job',
        company: j.company_name,
        place: place(j),
        url: `${brand.origin}/job-detail/${j.slug ?? j.id}`,
      })),
      more,
      browseUrl: browseUrl(brand.origin, alert.criteria),
      unsubscribeUrl: unsubscribe,
    }),
    to: alert.email,
    kind: 'job_alert',
    clientId: alert.client_id,
    fromName: brand.name,
    meta: { alertId: alert.id, due: due.toISOString(), jobIds: jobs.map((j) => j.id) },
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
  const note: NewNotification | null = alert.user_id
    ? {
        clientId: alert.client_id,
        userId: alert.user_id,
        kind: 'job_alert',
        title: `${total} new job${total === 1 ? '' : 's'} for "${alert.name}"`,
        body: `${jobs
          .slice(0, 3)
          .map((j) => j.title)
          .join(', ')}${total > 3 ? ` and ${total - 3} more` : ''}.`,
        link: browseUrl('', alert.criteria),
        refs: { alertId: alert.id },
      }
    : null;
  let outboxId: string;
  try {
    outboxId = await env.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('job_alerts')
        .set({ next_due_at: next, last_sent_at: now })
        .where('id', '=', alert.id)
        .where('next_due_at', '=', due)
        .where('is_active', '=', true)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new Superseded();
      const ledger = await trx
        .insertInto('job_alert_sent_jobs')
        .values(jobs.map((j) => ({ alert_id: alert.id, job_id: j.id, sent_at: now })))
        .onConflict((oc) => oc.columns(['alert_id', 'job_id']).doNothing())
        .returning('job_id')
        .execute();
      if (ledger.length !== jobs.length) throw new Superseded();
      if (note) await storeNotifications({ db: trx }, [note]);
      return env.mailer.store(trx, mail);
    });
  } catch (error) {
    // Another worker sent it, or the alert was switched off meanwhile: nothing to do.
    if (error instanceof Superseded) return;
    throw error;
  }
  run.sent++;
  run.jobs += jobs.length;
  await env.mailer.deliver(outboxId, mail);
  if (note && env.jobs) await pushStored(env.jobs, [note]);
}

/**
 * Sends every digest due at `now`, in batches of the oldest due first. Each alert's digest moves
 * its due time on (sent or empty), so the loop ends, and a run stopped at any point leaves exactly
 * the unsent digests due for the next run.
 */
export async function runDueDigests(
  env: DigestEnv,
  opts: { now?: Date; signal?: AbortSignal; onError?: (e: unknown) => void; clientId?: string } = {},
): Promise<DigestRun> {
  const now = opts.now ?? new Date();
  const run: DigestRun = { alerts: 0, sent: 0, empty: 0, jobs: 0, failed: 0 };
  const tenants = new Map<string, TenantInfo | null>();
  const failed = new Set<string>();
  for (;;) {
    if (opts.signal?.aborted) break;
    let q = env.db
      .selectFrom('job_alerts')
      .selectAll()
      .where('next_due_at', '<=', now)
      .where('deleted_at', 'is', null)
      .where('is_active', '=', true)
      .where('confirmed_at', 'is not', null);
    if (opts.clientId) q = q.where('client_id', '=', opts.clientId);
    if (failed.size) q = q.where('id', 'not in', [...failed]);
    const due = await q.orderBy('next_due_at').orderBy('id').limit(BATCH).execute();
    if (!due.length) break;
    for (const alert of due) {
      if (opts.signal?.aborted) break;
      run.alerts++;
      try {
        let info = tenants.get(alert.client_id);
        if (info === undefined) {
          const tenant = await tenantById(env.db, alert.client_id);
          info = tenant ? { tenant, timeZone: await tenantTimezone(env.db, tenant) } : null;
          tenants.set(alert.client_id, info);
        }
        if (!info) throw new Error(`tenant ${alert.client_id} of alert ${alert.id} not found`);
        await digestOne(env, info, alert, now, run);
      } catch (error) {
        // One broken alert must not stop the others; it stays due and is tried again next run.
        failed.add(alert.id);
        run.failed++;
        opts.onError?.(error);
      }
    }
  }
  return run;
}
