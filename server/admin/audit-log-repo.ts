// The board's audit log as the console reads it, with the actor and the account acted for named
// from the board's own users only (an erased one reads as null).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { escapeLike } from '../db/like.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export type AuditFilter = {
  /** An action, or a family of them when it ends in a dot (e.g. `job.`). */
  action?: string | undefined;
  search?: string | undefined;
  actorId?: string | undefined;
  /** UTC days, YYYY-MM-DD, both included. */
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  offset: number;
};

export async function auditPage(db: Db, clientId: string, f: AuditFilter) {
  // audit_log is not a tenant table (the platform's entries have no client_id): the scope's
  // condition goes on it by hand.
  const scope = scopedTo(db, clientId);
  let rows = db
    .selectFrom('audit_log as a')
    .leftJoin('users as actor', (j) => j.onRef('actor.id', '=', 'a.actor_id').on(scope.owns('actor')))
    .leftJoin('users as target', (j) => j.onRef('target.id', '=', 'a.acting_for_id').on(scope.owns('target')))
    .where(scope.owns('a'));
  if (f.action)
    rows = f.action.endsWith('.')
      ? rows.where('a.action', 'like', `${escapeLike(f.action)}%`)
      : rows.where('a.action', '=', f.action);
  if (f.search) rows = rows.where('a.action', 'ilike', `%${escapeLike(f.search)}%`);
  if (f.actorId) rows = rows.where('a.actor_id', '=', f.actorId);
  if (f.from) rows = rows.where('a.at', '>=', sql<Date>`${f.from}::date`);
  if (f.to) rows = rows.where('a.at', '<', sql<Date>`${f.to}::date + 1`);
  const [items, total] = await Promise.all([
    rows
      .select([
        'a.id',
        'a.action',
        'a.detail',
        'a.at',
        'actor.id as actor_id',
        'actor.first_name as actor_first',
        'actor.last_name as actor_last',
        'actor.email as actor_email',
        'target.id as target_id',
        'target.first_name as target_first',
        'target.last_name as target_last',
        'target.email as target_email',
      ])
      .orderBy('a.at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    rows.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: items, total: Number(total.n) };
}
