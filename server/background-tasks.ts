// The app's background tasks on one queue: import runs (sent by file-history/create), Web Push
// deliveries (sent by queuePush, server/push/queue-push.ts), mail deliveries (queued with each
// mail when SMTP is configured, server/mail/mailer.ts), the minute-by-minute expiry sweep
// the job alert digests every five minutes and the followed companies' digests hourly. main.ts starts the worker with the server; tests start it when they need it
// (deps.jobs.startWorker()); the app's onClose stops it before the database closes.
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { IMPORT_TASK, runImport } from './job-import/index.ts';
import { DIGEST_TASK, runDueDigests } from './job-alerts/index.ts';
import { FOLLOWER_DIGEST_TASK, runFollowerDigests } from './company-followers/index.ts';
import type { Mailer } from './mail/mailer.ts';
import { deliverPush, PUSH_TASK, pushInputOf } from './push/index.ts';
import { ROLLUP_TASK, rollUpAll } from './employer/index.ts';
import { EXPIRY_TASK, expireDueJobs } from './job-posting/index.ts';
import { paymentTasks } from './payments/index.ts';
import { indexExpiredJobs, indexingTasks } from './indexing/index.ts';
import { resumeTasks } from './resumes/index.ts';
import { reminderTasks } from './interviews/index.ts';
import { NOTICE_TASK, runDueNotices } from './knock-outs/index.ts';
import { createJobQueue, type JobQueue } from './jobs-queue/queue.ts';
import { errorOf, log } from './log/logger.ts';

export type BackgroundDeps = { db: Db; config: Config; mailer: Mailer; secret: Uint8Array };

export function createBackground(deps: BackgroundDeps, opts: { pollingIntervalSeconds?: number } = {}): JobQueue {
  const { db, config } = deps;
  const queue = createJobQueue(
    db,
    [
      {
        name: IMPORT_TASK,
        handle: async (data, { signal }) => runImport({ db, config }, String(data.runId), signal),
        // A feed of tens of thousands of rows stays well within an hour; a lost worker's run is retried after it.
        expireInSeconds: 3600,
        retryLimit: 3,
      },
      {
        name: PUSH_TASK,
        handle: async (data) => {
          const input = pushInputOf(data);
          if (input) await deliverPush({ db, config }, input);
        },
        // A push is worth little late, and a retry would repeat it on the devices that got it.
        expireInSeconds: 120,
        retryLimit: 0,
      },
      {
        name: EXPIRY_TASK,
        handle: async () => {
          await expireDueJobs(db, (expired) => indexExpiredJobs({ db, jobs: queue }, expired));
        },
        cron: '* * * * *',
        expireInSeconds: 300,
        retryLimit: 0,
      },
      {
        // The analytics page reads the roll-up, so it is at most a minute behind the events.
        name: ROLLUP_TASK,
        handle: async (_data, { signal }) => {
          await rollUpAll(db, signal);
        },
        cron: '* * * * *',
        expireInSeconds: 600,
        retryLimit: 0,
      },
      {
        // Digests fall due at 08:00 local time of each tenant; a run every five minutes sends
        // them within minutes of it. A run cut short leaves the rest due for the next one.
        name: DIGEST_TASK,
        handle: async (_data, { signal }) => {
          await runDueDigests(
            { ...deps, jobs: queue },
            {
              signal,
              onError: (e) => log.error({ err: errorOf(e) }, 'job alert digest'),
            },
          );
        },
        cron: '*/5 * * * *',
        expireInSeconds: 1800,
        retryLimit: 0,
      },
      {
        // Followed companies' new jobs by e-mail, for the candidates who chose it: hourly, each
        // candidate at most about once a day (docs/company-followers.md).
        name: FOLLOWER_DIGEST_TASK,
        handle: async () => {
          await runFollowerDigests(deps, {
            onError: (e) => log.error({ err: errorOf(e) }, 'company followers digest'),
          });
        },
        cron: '23 * * * *',
        expireInSeconds: 1800,
        retryLimit: 0,
      },
      {
        // Polite e-mails to candidates set aside by a knock-out, once the board's delay has passed.
        name: NOTICE_TASK,
        handle: async () => {
          await runDueNotices(deps, { onError: (e) => log.error({ err: errorOf(e) }, 'knock-out notices') });
        },
        cron: '* * * * *',
        expireInSeconds: 300,
        retryLimit: 0,
      },
      ...indexingTasks(deps, () => queue),
      ...paymentTasks(deps, () => queue),
      ...resumeTasks(deps),
      ...reminderTasks(deps),
      ...deps.mailer.tasks,
    ],
    opts,
  );
  return {
    ...queue,
    // The SMTP connections close after the last delivery has finished.
    stop: async () => {
      await queue.stop();
      deps.mailer.close();
    },
    // The sweep also runs as soon as the worker starts, not only at the next full minute.
    startWorker: async () => {
      await queue.startWorker();
      // Marked, so that a count of the cron's runs per due time leaves it out (cluster/).
      await queue.send(EXPIRY_TASK, { on: 'start' });
    },
  };
}
