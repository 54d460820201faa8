// The board's audit log as the console reads it: newest first, filtered by action (exactly, or a
// family when the filter ends in a dot, e.g. `job.`), by who did it and by UTC days. Actor and the
// account acted for are named from the board's own users only; an erased one shows as null.
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import { page, type Page } from '../http/envelope.ts';
import { fieldError } from '../http/errors.ts';
import type { ConsoleEnv } from './console-admin.ts';
import { escapeLike } from '../db/like.ts';

type S = components['schemas'];
type Entry = S['AdminAuditEntry'];
type Person = S['AdminAuditPerson'];

function person(id: string | null, first: string | null, last: string | null, email: string | null): Person {
  if (!id || !email) return null;
  return { _id: id, name: `${first ?? ''} ${last ?? ''}`.trim() || email, email };
}

export async function auditLog(env: ConsoleEnv, q: S['AdminAuditQuery']): Promise<Page<Entry>> {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  if (q.from && q.to && q.from > q.to) throw fieldError('to', 'The last day comes before the first');
  let rows = env.db
    .selectFrom('audit_log as a')
    .leftJoin('users as actor', (j) =>
      j.onRef('actor.id', '=', 'a.actor_id').onRef('actor.client_id', '=', 'a.client_id'),
    )
    .leftJoin('users as target', (j) =>
      j.onRef('target.id', '=', 'a.acting_for_id').onRef('target.client_id', '=', 'a.client_id'),
    )
    .where('a.client_id', '=', env.clientId);
  if (q.action)
    rows = q.action.endsWith('.')
      ? rows.where('a.action', 'like', `${escapeLike(q.action)}%`)
      : rows.where('a.action', '=', q.action);
  const search = q.search?.trim();
  if (search) rows = rows.where('a.action', 'ilike', `%${escapeLike(search)}%`);
  if (q.actorId) rows = rows.where('a.actor_id', '=', q.actorId);
  if (q.from) rows = rows.where('a.at', '>=', sql<Date>`${q.from}::date`);
  if (q.to) rows = rows.where('a.at', '<', sql<Date>`${q.to}::date + 1`);
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
      .limit(limit)
      .offset((pageNo - 1) * limit)
      .execute(),
    rows.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return page(
    items.map((r) => ({
      _id: r.id,
      action: r.action,
      actor: person(r.actor_id, r.actor_first, r.actor_last, r.actor_email),
      actingFor: person(r.target_id, r.target_first, r.target_last, r.target_email),
      detail: r.detail,
      at: r.at.toISOString(),
    })),
    Number(total.n),
    pageNo,
    limit,
  );
}
