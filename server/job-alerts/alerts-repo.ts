// SQL of job alerts: always scoped by the tenant, and for a candidate by the owner.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
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
