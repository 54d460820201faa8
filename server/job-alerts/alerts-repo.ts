// SQL of job alerts: always scoped by the tenant, and for a candidate by the owner.
import { sql, type Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';
import { scopedTo, type TenantRow } from '../db/tenant-scope.ts';
import type { AlertRow } from './view.ts';

export const liveAlerts = (db: Db, clientId: string) =>
  scopedTo(db, clientId).selectFrom('job_alerts').where('deleted_at', 'is', null);

export async function alertOfUser(db: Db, clientId: string, userId: string, id: string): Promise<AlertRow | undefined> {
  return liveAlerts(db, clientId).selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export async function countOfAddress(db: Db, clientId: string, email: string): Promise<number> {
  const row = await liveAlerts(db, clientId)
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function sameCriteria(
  db: Db,
  clientId: string,
  email: string,
  key: string,
  exceptId?: string,
): Promise<AlertRow | undefined> {
  let q = liveAlerts(db, clientId)
    .selectAll()
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('criteria_key', '=', key);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export async function findAlert(db: Db, clientId: string, id: string): Promise<AlertRow | undefined> {
  return scopedTo(db, clientId).selectFrom('job_alerts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markConfirmSent(db: Db, clientId: string, id: string): Promise<void> {
  await scopedTo(db, clientId)
    .updateTable('job_alerts')
    .set({ confirm_sent_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Stores the alert (a second with the same address and criteria fails on the unique index). */
export async function insertAlert(db: Db, clientId: string, row: TenantRow<'job_alerts'>): Promise<AlertRow> {
  return scopedTo(db, clientId).insertInto('job_alerts', row).returningAll().executeTakeFirstOrThrow();
}

/** One page of the user's alerts, the newest first, with the count of all. */
export async function pageAlertsOfUser(
  db: Db,
  clientId: string,
  userId: string,
  limit: number,
  pageNo: number,
): Promise<{ rows: AlertRow[]; total: number }> {
  const mine = liveAlerts(db, clientId).where('user_id', '=', userId);
  const [rows, total] = await Promise.all([
    mine
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset((pageNo - 1) * limit)
      .execute(),
    mine.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** A change of the alert; `sinceAtLeast` moves its window's start forward to that time, never back. */
export type AlertChange = Omit<Updateable<Database['job_alerts']>, 'since'> & { sinceAtLeast?: Date };

export async function updateAlertRow(db: Db, clientId: string, id: string, change: AlertChange): Promise<AlertRow> {
  const { sinceAtLeast, ...rest } = change;
  return scopedTo(db, clientId)
    .updateTable('job_alerts')
    .set({ ...rest, ...(sinceAtLeast ? { since: sql<Date>`greatest(since, ${sinceAtLeast})` } : {}) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes the user's live alert (kept, marked deleted); false when there was none. */
export async function softDeleteAlert(db: Db, clientId: string, userId: string, id: string, now: Date) {
  const deleted = await scopedTo(db, clientId)
    .updateTable('job_alerts')
    .set({ deleted_at: now, is_active: false, updated_at: now })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(deleted);
}

/** Switches a live alert back on from `now`: confirmed if it was not, no backlog of the time it was off. */
export async function restartAlert(
  db: Db,
  clientId: string,
  id: string,
  change: { frequency: AlertRow['frequency']; nextDueAt: Date; now: Date },
): Promise<AlertRow | undefined> {
  const { now } = change;
  return scopedTo(db, clientId)
    .updateTable('job_alerts')
    .where('deleted_at', 'is', null)
    .where('id', '=', id)
    .set({
      is_active: true,
      frequency: change.frequency,
      confirmed_at: sql<Date>`coalesce(confirmed_at, ${now})`,
      next_due_at: change.nextDueAt,
      since: sql<Date>`greatest(since, ${now})`,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirst();
}

/** Which alerts an unsubscribe link reaches: one, or every one of its address. */
export type OffScope = { id: string } | { email: string };

/** Switches the live alerts of the scope off; how many of them are off now. */
export async function switchOff(db: Db, clientId: string, scope: OffScope, now: Date): Promise<number> {
  let off = scopedTo(db, clientId)
    .updateTable('job_alerts')
    .set({ is_active: false, updated_at: now })
    .where('deleted_at', 'is', null);
  off =
    'email' in scope ? off.where(sql`lower(email)`, '=', scope.email.toLowerCase()) : off.where('id', '=', scope.id);
  await off.where('is_active', '=', true).execute();
  // The count is of the alerts in scope that are off now, so a repeated call answers the same.
  let inScope = scopedTo(db, clientId)
    .selectFrom('job_alerts')
    .where('deleted_at', 'is', null)
    .where('is_active', '=', false);
  inScope =
    'email' in scope
      ? inScope.where(sql`lower(email)`, '=', scope.email.toLowerCase())
      : inScope.where('id', '=', scope.id);
  const n = await inScope.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(n.n);
}

/** The board's categories among these ids, by name. */
export async function namedCategories(db: Db, clientId: string, ids: string[]) {
  return scopedTo(db, clientId)
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .orderBy('name')
    .execute();
}
