// The background task behind each notification (indexing.notify, docs/indexing.md): sends the
// row's current type and URL to its engine and records the answer. 2xx: sent. 429, 5xx or no
// answer: tried again later, each wait twice the last (1 minute up to 6 hours), up to
// MAX_ATTEMPTS. Another 4xx: failed (a wrong key or account is not mended by waiting). Google's
// default quota of 200 publish requests a day per project is counted per board per UTC day: a
// request beyond it waits for the next day instead of being refused by Google.
import type { Db } from '../db/database.ts';
import type { JobQueue } from '../jobs-queue/queue.ts';
import { notifyGoogle, notifyIndexNow, type EngineAnswer } from './engines.ts';
import { findNotification, googleSentSince, recordOutcome } from './notifications-repo.ts';
import { INDEXING_TASK } from './queue-job.ts';
import { parseServiceAccount } from './service-account.ts';
import { readIndexingKeys } from './settings-repo.ts';

export type DeliverEnv = { db: Db; jobs: JobQueue; production: boolean };

export const GOOGLE_DAILY_QUOTA = 200;
export const MAX_ATTEMPTS = 8;
const FIRST_WAIT_SECONDS = 60;
const LONGEST_WAIT_SECONDS = 6 * 3600;

export const retryWaitSeconds = (attempts: number) =>
  Math.min(FIRST_WAIT_SECONDS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_SECONDS);

const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

const transient = (code: number) => code === 0 || code === 429 || code >= 500;

export async function deliverNotification(env: DeliverEnv, id: string, now = new Date()): Promise<void> {
  const { db } = env;
  const row = await findNotification(db, id);
  if (!row || (row.status !== 'queued' && row.status !== 'deferred')) return;
  const keys = await readIndexingKeys(db, row.client_id);
  const finish = (set: { status: 'sent' | 'failed' | 'queued' | 'deferred'; answer?: EngineAnswer }, on: Db = db) =>
    recordOutcome(on, id, {
      status: set.status,
      ...(set.answer
        ? {
            answered: {
              statusCode: set.answer.statusCode || null,
              answer: set.answer.answer,
              attempts: row.attempts + 1,
              sentAt: now,
            },
          }
        : {}),
    });

  // The row's new state and its next attempt in one transaction: a crash between the two would
  // leave a notification waiting for a job that never comes.
  const waitAgain = (set: Parameters<typeof finish>[0], seconds: number) =>
    db.transaction().execute(async (trx) => {
      await finish(set, trx);
      await env.jobs.send(INDEXING_TASK, { id }, { on: trx, startAfterSeconds: seconds });
    });

  let answer: EngineAnswer;
  if (row.engine === 'google') {
    if (!keys.serviceAccount) return void (await finish({ status: 'failed' }));
    if ((await googleSentSince(db, row.client_id, startOfUtcDay(now), id)) >= GOOGLE_DAILY_QUOTA) {
      const tomorrow = startOfUtcDay(now).getTime() + 86_400_000;
      await waitAgain({ status: 'deferred' }, Math.ceil((tomorrow - now.getTime()) / 1000) + 60);
      return;
    }
    answer = await notifyGoogle(parseServiceAccount(keys.serviceAccount), row.url, row.type, env.production);
  } else {
    if (!keys.indexNowKey) return void (await finish({ status: 'failed' }));
    answer = await notifyIndexNow(new URL(row.url).host, keys.indexNowKey, row.url);
  }

  if (answer.statusCode >= 200 && answer.statusCode < 300) return void (await finish({ status: 'sent', answer }));
  const attempts = row.attempts + 1;
  if (!transient(answer.statusCode) || attempts >= MAX_ATTEMPTS)
    return void (await finish({ status: 'failed', answer }));
  await waitAgain({ status: 'queued', answer }, retryWaitSeconds(attempts));
}
