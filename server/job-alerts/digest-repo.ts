// SQL of the digest run: the due alerts of every tenant (a background sweep, so across tenants),
// the ledger of jobs already sent, and a chunk's writes, each a single statement whatever its size.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { acrossTenants, scopedTo } from '../db/tenant-scope.ts';

export type DueQuery = { now: Date; clientId?: string; except: string[]; limit: number };

/** The alerts due at `now`, the oldest due first, with their subscriber's language (a guest has none). */
export async function dueAlerts(db: Db, d: DueQuery) {
  let q = acrossTenants(db)
    .selectFrom('job_alerts')
    .selectAll()
    .select((eb) =>
      eb.selectFrom('users').select('users.locale').whereRef('users.id', '=', 'job_alerts.user_id').as('locale'),
    )
    .where('next_due_at', '<=', d.now)
    .where('deleted_at', 'is', null)
    .where('is_active', '=', true)
    .where('confirmed_at', 'is not', null);
  if (d.clientId) q = q.where(scopedTo(db, d.clientId).owns('job_alerts'));
  if (d.except.length) q = q.where('id', 'not in', d.except);
  return q.orderBy('next_due_at').orderBy('id').limit(d.limit).execute();
}

/** The (alert, job) pairs of the ledger among these alerts and jobs. */
export async function sentPairs(
  db: Db,
  alertIds: string[],
  jobIds: string[],
): Promise<Array<{ alert_id: string; job_id: string }>> {
  // Two array parameters, not thousands of IN-list ones: planning stays cheap at any batch size.
  const { rows } = await sql<{ alert_id: string; job_id: string }>`
      select alert_id, job_id from job_alert_sent_jobs
      where alert_id = any(${alertIds}::uuid[]) and job_id = any(${jobIds}::uuid[])`.execute(db);
  return rows;
}

export type ScheduleMove = { id: string; due: Date; next: Date; since: Date; sends: boolean };

/** Moves each alert's schedule on, unless its due time changed since it was read; the ids moved. */
export async function moveSchedules(db: Db, moves: ScheduleMove[], now: Date): Promise<Set<string>> {
  const values = moves.map(
    (m) =>
      sql`(${m.id}::uuid, ${m.due}::timestamptz, ${m.next}::timestamptz, ${m.since}::timestamptz, ${m.sends}::boolean)`,
  );
  const { rows } = await sql<{ id: string }>`
      update job_alerts as a
      set next_due_at = v.next, since = v.since, last_sent_at = case when v.sends then ${now}::timestamptz else a.last_sent_at end
      from (values ${sql.join(values)}) as v(id, due, next, since, sends)
      where a.id = v.id and a.next_due_at = v.due and a.is_active and a.deleted_at is null
      returning a.id`.execute(db);
  return new Set(rows.map((r) => r.id));
}

/** Adds the (alert, job) pairs to the ledger. */
export async function recordSent(db: Db, pairs: ReadonlyArray<readonly [string, string]>, now: Date): Promise<void> {
  // Two array parameters rather than three per row: thousands of ledger rows per chunk.
  await sql`
      insert into job_alert_sent_jobs (alert_id, job_id, sent_at)
      select a, j, ${now}::timestamptz from unnest(${pairs.map((x) => x[0])}::uuid[], ${pairs.map((x) => x[1])}::uuid[]) as t(a, j)`.execute(
    db,
  );
}
