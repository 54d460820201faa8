// Job alert digests, run by the background queue. Due alerts (confirmed, on, not deleted,
// next_due_at passed) are read in batches. Alerts with the same criteria and window (after their
// first digest, every daily alert of a tenant shares its window) share one query for their jobs
// (match.ts), and the ledger of jobs already sent is applied per alert. Each chunk of alerts is
// then written in one transaction: the schedule moves on for every alert (guarded by the due time
// read, so an alert changed or sent meanwhile is left alone), and for the alerts with new jobs the
// ledger, the outbox mails and the candidates' notifications. A chunk is thus sent wholly or not
// at all: a crash before its commit leaves its alerts due and the next run sends them; after it,
// they are done and never repeated. An alert with no new job sends nothing. The mails' delivery
// jobs are queued in the chunk's transaction too (server/mail/mailer.ts), each delivered and
// retried on its own; Web Push follows the commit. Without SMTP the outbox is the mailbox.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { readerBrand, readerLocale, tenantTimezone } from '../board-settings/index.ts';
import { translatorFor, type Translator } from '../i18n/translator.ts';
import type { Tenant } from '../http/context.ts';
import type { JobQueue } from '../jobs-queue/queue.ts';
import { alertDigestMail } from '../mail/job-alert.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { pushStored, storeNotifications, type NewNotification } from '../notifications/index.ts';
import { tenantById } from '../tenancy/resolve-host.ts';
import { dueAlerts, moveSchedules, recordSent, sentPairs } from './digest-repo.ts';
import { browseUrl, unsubscribeUrl } from './links.ts';
import { DIGEST_SIZE, digestJobs, windowEnd, windowJobs, type DigestCandidate } from './match.ts';
import { nextDue } from './schedule.ts';
import type { AlertRow } from './view.ts';

export const DIGEST_TASK = 'alerts.digest';
const BATCH = 1000;
/** Candidates read per shared query: room for jobs some alerts of the group were already sent. */
const SHARED_LIMIT = DIGEST_SIZE * 2;

export type DigestEnv = { db: Db; mailer: Mailer; config: Config; secret: Uint8Array; jobs?: JobQueue };
export type DigestRun = {
  alerts: number;
  sent: number;
  empty: number;
  jobs: number;
  failed: number;
  /** Seconds spent finding jobs (shared queries and the ledger) and writing chunks, summed over lanes. */
  findSeconds: number;
  writeSeconds: number;
};

export type DigestOptions = {
  now?: Date;
  signal?: AbortSignal;
  onError?: (e: unknown) => void;
  /** Only this tenant's alerts (the dev digest clock). */
  clientId?: string;
  /** Queries and chunks worked on at once; 1 on PGlite, which serialises transactions anyway. */
  concurrency?: number;
  /** Alerts written per transaction. */
  chunk?: number;
  /** Called after each chunk with its alerts, the time it took and how many digests it sent. */
  onChunk?: (alerts: number, ms: number, sent: number) => void;
};

type TenantInfo = { tenant: Tenant; timeZone: string };
type Found = { jobs: DigestCandidate[]; total: number };
/** `locale`: the subscriber's users.locale when the alert is a signed-in candidate's, else null. */
type Planned = { alert: AlertRow; locale: string | null; found: Found; next: Date; since: Date };

const DIGEST = {
  untitledJob: /*i18n*/ { id: 'job-alerts.digest.untitledJob', message: 'Untitled job' },
  remote: /*i18n*/ { id: 'job-alerts.digest.remote', message: 'Remote' },
  remoteIn: /*i18n*/ { id: 'job-alerts.digest.remoteIn', message: 'Remote ({country})' },
};

const NOTIFICATION = {
  title: /*i18n*/ {
    id: 'job-alerts.notification.title',
    message: '{count, plural, one {# new job} other {# new jobs}} for "{alert}"',
  },
  /** The first jobs' titles, joined. */
  body: /*i18n*/ { id: 'job-alerts.notification.body', message: '{jobs}.' },
  bodyMore: /*i18n*/ { id: 'job-alerts.notification.bodyMore', message: '{jobs} and {more} more.' },
};

function place(tr: Translator, j: DigestCandidate): string {
  if (j.location_type === 'WFH')
    return j.country_nm ? tr.t(DIGEST.remoteIn, { country: j.country_nm }) : tr.t(DIGEST.remote);
  return [j.city_nm, j.country_nm].filter(Boolean).join(', ');
}

/** Runs `work` over `items` with at most `width` at once. */
async function lanes<T>(items: T[], width: number, work: (item: T) => Promise<void>, signal?: AbortSignal) {
  let next = 0;
  const lane = async () => {
    while (next < items.length && !signal?.aborted) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

/** Shared query results of a run, by criteria and window; bounded so memory stays flat. */
type SharedCache = Map<string, Found>;
const CACHE_LIMIT = 20_000;

/**
 * Each alert's new jobs: one query per group of alerts sharing criteria and window (kept for the
 * whole run: the same search recurs in every batch), then the ledger per alert.
 */
async function findJobs(
  env: DigestEnv,
  alerts: AlertRow[],
  now: Date,
  width: number,
  shared: SharedCache,
): Promise<Map<string, Found>> {
  const groups = new Map<string, AlertRow[]>();
  for (const a of alerts) {
    const key = `${a.client_id}|${a.criteria_key}|${a.since.toISOString()}`;
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  if (shared.size > CACHE_LIMIT) shared.clear();
  const missing = [...groups.entries()].filter(([key]) => !shared.has(key));
  await lanes(missing, width, async ([key, members]) => {
    const first = members[0];
    if (!first) return;
    shared.set(
      key,
      await windowJobs(env.db, {
        clientId: first.client_id,
        criteria: first.criteria,
        since: first.since,
        now,
        limit: SHARED_LIMIT,
      }),
    );
  });
  const candidateIds = [...new Set([...groups.keys()].flatMap((key) => shared.get(key)?.jobs.map((j) => j.id) ?? []))];
  const sentBefore = new Set<string>();
  if (candidateIds.length)
    for (const row of await sentPairs(
      env.db,
      alerts.map((a) => a.id),
      candidateIds,
    ))
      sentBefore.add(`${row.alert_id}|${row.job_id}`);

  const found = new Map<string, Found>();
  const fallback: AlertRow[] = [];
  for (const [key, members] of groups) {
    const all = shared.get(key) ?? { jobs: [], total: 0 };
    for (const a of members) {
      const fresh = all.jobs.filter((j) => !sentBefore.has(`${a.id}|${j.id}`));
      const skipped = all.jobs.length - fresh.length;
      // Jobs sent before took places of the shared list and more match than it holds: ask alone.
      if (skipped && all.total > all.jobs.length && fresh.length < DIGEST_SIZE) fallback.push(a);
      else found.set(a.id, { jobs: fresh.slice(0, DIGEST_SIZE), total: all.total - skipped });
    }
  }
  await lanes(fallback, width, async (a) => void found.set(a.id, await digestJobs(env.db, a, now)));
  return found;
}

async function digestMail(env: DigestEnv, info: TenantInfo, p: Planned): Promise<OutgoingMail> {
  const { alert, found } = p;
  const brand = await readerBrand(info.tenant, env.config, p.locale);
  const { tr } = brand;
  const unsubscribe = unsubscribeUrl(brand.origin, env.secret, alert);
  return {
    ...alertDigestMail(brand, {
      alertName: alert.name,
      jobs: found.jobs.map((j) => ({
        title: j.title ?? tr.t(DIGEST.untitledJob),
        company: j.company_name,
        place: place(tr, j),
        // ref=alert: applications that follow count as from a job alert in the employer's analytics.
        url: `${brand.origin}/job-detail/${j.slug ?? j.id}?ref=alert`,
      })),
      more: found.total - found.jobs.length,
      browseUrl: browseUrl(brand.origin, alert.criteria),
      unsubscribeUrl: unsubscribe,
    }),
    to: alert.email,
    kind: 'job_alert',
    clientId: alert.client_id,
    fromName: brand.name,
    meta: { alertId: alert.id, due: alert.next_due_at.toISOString(), jobIds: found.jobs.map((j) => j.id) },
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The signed-in subscriber's notification, in their language; none for a guest's alert. */
async function noteOf(info: TenantInfo, p: Planned): Promise<NewNotification | null> {
  const { alert, found } = p;
  if (!alert.user_id) return null;
  const tr = await translatorFor(readerLocale(info.tenant, p.locale));
  const { total, jobs } = found;
  const titles = jobs
    .slice(0, 3)
    .map((j) => j.title ?? tr.t(DIGEST.untitledJob))
    .join(', ');
  return {
    clientId: alert.client_id,
    userId: alert.user_id,
    kind: 'job_alert',
    title: tr.t(NOTIFICATION.title, { count: total, alert: alert.name }),
    body:
      total > 3
        ? tr.t(NOTIFICATION.bodyMore, { jobs: titles, more: total - 3 })
        : tr.t(NOTIFICATION.body, { jobs: titles }),
    link: browseUrl('', alert.criteria),
    refs: { alertId: alert.id },
  };
}

function infoOf(infos: Map<string, TenantInfo>, p: Planned): TenantInfo {
  const info = infos.get(p.alert.client_id);
  if (!info) throw new Error(`tenant ${p.alert.client_id} not loaded`);
  return info;
}

/** Writes one chunk in one transaction; returns the digests it sent. */
async function writeChunk(env: DigestEnv, infos: Map<string, TenantInfo>, chunk: Planned[], now: Date) {
  const result = await env.db.transaction().execute(async (trx) => {
    // Every alert's schedule moves on, unless it changed since it was read (paused, edited, or
    // sent by another worker): those keep their state and are left out of this digest.
    const moved = await moveSchedules(
      trx,
      chunk.map((p) => ({
        id: p.alert.id,
        due: p.alert.next_due_at,
        next: p.next,
        since: p.since,
        sends: p.found.jobs.length > 0,
      })),
      now,
    );
    const sending = chunk.filter((p) => moved.has(p.alert.id) && p.found.jobs.length > 0);
    if (!sending.length) return { sending, notes: [] };
    const pairs = sending.flatMap((p) => p.found.jobs.map((j) => [p.alert.id, j.id] as const));
    await recordSent(trx, pairs, now);
    const notes = (await Promise.all(sending.map((p) => noteOf(infoOf(infos, p), p)))).filter(
      (n): n is NewNotification => n !== null,
    );
    await storeNotifications({ db: trx }, notes);
    const mails = await Promise.all(sending.map((p) => digestMail(env, infoOf(infos, p), p)));
    await env.mailer.storeAll(trx, mails);
    return { sending, notes };
  });
  if (env.jobs) await pushStored({ db: env.db, jobs: env.jobs }, result.notes);
  return result.sending;
}

/**
 * Sends every digest due at `now`, in batches of the oldest due first. Each alert's due time moves
 * on (sent or empty), so the loop ends, and a run stopped at any point leaves exactly the unsent
 * digests due for the next run.
 */
export async function runDueDigests(env: DigestEnv, opts: DigestOptions = {}): Promise<DigestRun> {
  const now = opts.now ?? new Date();
  const width = Math.max(1, opts.concurrency ?? 1);
  const chunkSize = Math.max(1, opts.chunk ?? 250);
  const run: DigestRun = { alerts: 0, sent: 0, empty: 0, jobs: 0, failed: 0, findSeconds: 0, writeSeconds: 0 };
  const infos = new Map<string, TenantInfo>();
  const shared: SharedCache = new Map();
  const failed = new Set<string>();
  for (;;) {
    if (opts.signal?.aborted) break;
    const due = await dueAlerts(env.db, { now, clientId: opts.clientId, except: [...failed], limit: BATCH });
    if (!due.length) break;

    for (const clientId of new Set(due.map((a) => a.client_id)))
      if (!infos.has(clientId)) {
        const tenant = await tenantById(env.db, clientId);
        if (tenant) infos.set(clientId, { tenant, timeZone: await tenantTimezone(env.db, tenant) });
      }
    const findStarted = performance.now();
    const found = await findJobs(env, due, now, width, shared);
    run.findSeconds += (performance.now() - findStarted) / 1000;
    const end = windowEnd(now);
    const planned: Planned[] = [];
    for (const { locale, ...alert } of due) {
      const info = infos.get(alert.client_id);
      if (!info) {
        failed.add(alert.id);
        run.failed++;
        opts.onError?.(new Error(`tenant ${alert.client_id} of alert ${alert.id} not found`));
        continue;
      }
      planned.push({
        alert,
        locale,
        found: found.get(alert.id) ?? { jobs: [], total: 0 },
        next: nextDue(alert.frequency, info.timeZone, alert.next_due_at, now),
        // The next digest's window starts where this one's ends.
        since: alert.since.getTime() > end.getTime() ? alert.since : end,
      });
    }
    const chunks: Planned[][] = [];
    for (let i = 0; i < planned.length; i += chunkSize) chunks.push(planned.slice(i, i + chunkSize));
    await lanes(
      chunks,
      width,
      async (chunk) => {
        const started = performance.now();
        try {
          const sent = await writeChunk(env, infos, chunk, now);
          run.alerts += chunk.length;
          run.sent += sent.length;
          run.empty += chunk.filter((p) => p.found.jobs.length === 0).length;
          run.jobs += sent.reduce((n, p) => n + p.found.jobs.length, 0);
          run.writeSeconds += (performance.now() - started) / 1000;
          opts.onChunk?.(chunk.length, performance.now() - started, sent.length);
        } catch (error) {
          // A chunk that fails leaves its alerts due for the next run; the others go on.
          for (const p of chunk) failed.add(p.alert.id);
          run.alerts += chunk.length;
          run.failed += chunk.length;
          opts.onError?.(error);
        }
      },
      opts.signal,
    );
  }
  return run;
}
