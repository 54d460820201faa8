// The reminder: one background job per booking, due 24 hours before the interview (at once when
// it is booked closer than that), carrying the revision it was queued for. At run time it fires
// only if the interview is still booked at that revision and no reminder went yet: a cancelled or
// rescheduled interview's job finds nothing to claim, and a job run twice claims once (the
// conditional update of reminder_sent_at, in the transaction that writes the notices and mails).
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { JobQueue, TaskDefinition } from '../jobs-queue/queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { errorOf, log } from '../log/logger.ts';
import { tenantById } from '../tenancy/resolve-host.ts';
import { claimReminder, interviewById } from './repo.ts';
import { tell } from './tell.ts';

export const REMINDER_TASK = 'interviews.remind';
export const REMINDER_LEAD_MS = 24 * 3_600_000;

export type ReminderData = { clientId: string; interviewId: string; sequence: number };
export type ReminderEnv = { db: Db; mailer: Mailer; config: Config };

/** Queues the booking's reminder on `on` (the booking's transaction): it stands or falls with it. */
export async function queueReminder(
  jobs: JobQueue,
  on: Db,
  data: ReminderData,
  startsAt: Date,
  now: Date,
): Promise<void> {
  const wait = Math.max(0, Math.floor((startsAt.getTime() - REMINDER_LEAD_MS - now.getTime()) / 1000));
  await jobs.send(REMINDER_TASK, data, { on, ...(wait > 0 ? { startAfterSeconds: wait } : {}) });
}

function dataOf(raw: Record<string, unknown>): ReminderData | null {
  const { clientId, interviewId, sequence } = raw;
  if (typeof clientId !== 'string' || typeof interviewId !== 'string' || typeof sequence !== 'number') return null;
  return { clientId, interviewId, sequence };
}

/** Runs one reminder job; true when it sent the reminder. */
export async function runReminder(env: ReminderEnv, raw: Record<string, unknown>, now = new Date()): Promise<boolean> {
  const data = dataOf(raw);
  if (!data) return false;
  const tenant = await tenantById(env.db, data.clientId);
  if (!tenant) return false;
  return env.db.transaction().execute(async (trx) => {
    const claimed = await claimReminder(trx, data.clientId, { id: data.interviewId, sequence: data.sequence }, now);
    if (!claimed) return false;
    const row = await interviewById(trx, data.clientId, data.interviewId);
    if (!row) return false;
    await tell({ db: trx, mailer: env.mailer, config: env.config, tenant }, row, 'reminder', ['employer', 'candidate']);
    return true;
  });
}

export function reminderTasks(env: ReminderEnv): TaskDefinition[] {
  return [
    {
      name: REMINDER_TASK,
      handle: async (data) => {
        await runReminder(env, data).catch((e: unknown) => {
          log.error({ err: errorOf(e) }, 'interview reminder');
          throw e;
        });
      },
      expireInSeconds: 300,
      retryLimit: 3,
    },
  ];
}
