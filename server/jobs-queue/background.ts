// The app's background tasks on one queue: import runs (sent by file-history/create), Web Push
// deliveries (sent by queuePush, server/push/queue-push.ts) and the minute-by-minute expiry
// sweep. main.ts starts the worker with the server; tests start it when they need it
// (deps.jobs.startWorker()); the app's onClose stops it before the database closes.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { IMPORT_TASK, runImport } from '../imports/run-import.ts';
import { deliverPush } from '../push/deliver.ts';
import { PUSH_TASK, pushInputOf } from '../push/queue-push.ts';
import { EXPIRY_TASK, expireDueJobs } from './expiry.ts';
import { createJobQueue, type JobQueue } from './queue.ts';

export function createBackground(db: Db, config: Config, opts: { pollingIntervalSeconds?: number } = {}): JobQueue {
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
          await expireDueJobs(db);
        },
        cron: '* * * * *',
        expireInSeconds: 300,
        retryLimit: 0,
      },
    ],
    opts,
  );
  return {
    ...queue,
    // The sweep also runs as soon as the worker starts, not only at the next full minute.
    startWorker: async () => {
      await queue.startWorker();
      await queue.send(EXPIRY_TASK, {});
    },
  };
}
