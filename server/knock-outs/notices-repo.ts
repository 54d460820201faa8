// SQL of the polite e-mails to set-aside candidates (knockout_notices): written with the
// application, cancelled by a bring-back, and claimed once by the background run, which reads the
// due ones of every board (a sweep, so across tenants).
import type { Db } from '../db/database.ts';
import { acrossTenants, sameBoard, scopedTo } from '../db/tenant-scope.ts';

export async function insertNotice(db: Db, clientId: string, applicationId: string, runAt: Date): Promise<void> {
  await scopedTo(db, clientId)
    .insertInto('knockout_notices', { application_id: applicationId, run_at: runAt })
    .execute();
}

/** Cancels the application's notice not yet sent. */
export async function cancelNotice(db: Db, clientId: string, applicationId: string, now: Date): Promise<void> {
  await scopedTo(db, clientId)
    .updateTable('knockout_notices')
    .set({ cancelled_at: now })
    .where('application_id', '=', applicationId)
    .where('sent_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
}

/** The notices due at `now`, the oldest first, with what their mail says and whom it goes to. */
export async function dueNotices(db: Db, d: { now: Date; clientId?: string; limit: number }) {
  let q = acrossTenants(db)
    .selectFrom('knockout_notices as n')
    .innerJoin('applications as a', (join) => join.onRef('a.id', '=', 'n.application_id').on(sameBoard('a', 'n')))
    .innerJoin('jobs as j', (join) => join.onRef('j.id', '=', 'a.job_id').on(sameBoard('j', 'a')))
    .leftJoin('companies as c', (join) => join.onRef('c.id', '=', 'j.company_id').on(sameBoard('c', 'j')))
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'a.candidate_id').on(sameBoard('u', 'a')))
    .select([
      'n.application_id',
      'n.client_id',
      'j.id as job_id',
      'j.title',
      'c.name as company_name',
      'u.email',
      'u.first_name',
      'u.locale',
      'a.guest_email',
      'a.guest_name',
    ])
    .where('n.sent_at', 'is', null)
    .where('n.cancelled_at', 'is', null)
    .where('n.run_at', '<=', d.now);
  if (d.clientId) q = q.where(scopedTo(db, d.clientId).owns('n'));
  return q.orderBy('n.run_at').limit(d.limit).execute();
}

/** Claims the notice for sending (once, and never once cancelled); false when it was not to be had. */
export async function claimNotice(db: Db, clientId: string, applicationId: string, now: Date): Promise<boolean> {
  const claimed = await scopedTo(db, clientId)
    .updateTable('knockout_notices')
    .set({ sent_at: now })
    .where('application_id', '=', applicationId)
    .where('sent_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .returning('application_id')
    .executeTakeFirst();
  return Boolean(claimed);
}
