// The instant indexing task of the background queue: one run per notification send (docs/indexing.md).
// Its waits between attempts are the notification's own (deliver.ts), sent as new runs; pg-boss's
// retries only cover a run that failed without recording (a lost database connection).
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { JobQueue, TaskDefinition } from '../jobs-queue/queue.ts';
import { deliverNotification } from './deliver.ts';
import { INDEXING_TASK } from './queue-job.ts';

export function indexingTasks(deps: { db: Db; config: Config }, queue: () => JobQueue): TaskDefinition[] {
  return [
    {
      name: INDEXING_TASK,
      handle: async (data) => {
        if (typeof data.id !== 'string') return;
        await deliverNotification(
          { db: deps.db, jobs: queue(), production: deps.config.env === 'production' },
          data.id,
        );
      },
      expireInSeconds: 120,
      retryLimit: 3,
      retryDelaySeconds: 60,
      retryBackoff: true,
      batchSize: 5,
    },
  ];
}
