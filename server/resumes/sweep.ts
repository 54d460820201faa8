// The hourly `resumes.sweep`: parsed resumes past their 24 hours go, with their uploaded files
// unless the profile or an application took the file up meanwhile (candidate-profile/init may
// make it the profile's resume). getParsedResume already answers 404 for them; this only frees
// the space.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { TaskDefinition } from '../jobs-queue/queue.ts';
import { dropUnusedFile } from './file-cleanup.ts';
import { deleteExpiredParsed } from '../candidate-profile/index.ts';
import { SWEEP_TASK } from './task-names.ts';

const BATCH = 200;

export async function sweepExpiredParses(env: { db: Db; config: Config }, signal?: AbortSignal): Promise<number> {
  let swept = 0;
  for (;;) {
    const rows = await deleteExpiredParsed(env.db, BATCH);
    for (const row of rows)
      await dropUnusedFile(
        { db: env.db, config: env.config, clientId: row.client_id, candidateId: row.candidate_id },
        row.file.uri,
      );
    swept += rows.length;
    if (rows.length < BATCH || signal?.aborted) return swept;
  }
}

export function resumeSweepTask(env: { db: Db; config: Config }): TaskDefinition {
  return {
    name: SWEEP_TASK,
    handle: async (_data, { signal }) => {
      await sweepExpiredParses(env, signal);
    },
    cron: '17 * * * *',
    expireInSeconds: 600,
    retryLimit: 0,
  };
}
