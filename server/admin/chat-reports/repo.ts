// The console's queries of chat reports, always the board's own: a report with its room, the
// people concerned and the decision, and the few messages around what was reported. Nothing here
// reads a room that has no report.
import { sql, type Updateable } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/like.ts';
import type { ChatSide, ChatTables } from '../../db/tables-chat.ts';
import { scopedTo } from '../../db/tenant-scope.ts';
import type { ConsoleEnv } from '../../http/console-admin.ts';

type S = components['schemas'];

/** Messages shown before and after a reported one; a room's report shows its last ones. */
export const CONTEXT_BEFORE = 3;
export const CONTEXT_AFTER = 3;
export const ROOM_CONTEXT = 6;

function reportRows(env: ConsoleEnv) {
  const scope = scopedTo(env.db, env.clientId);
  return scope
    .selectFrom('chat_reports as r')
    .innerJoin('chat_rooms as room', (j) => j.onRef('room.id', '=', 'r.room_id').on(scope.owns('room')))
    .leftJoin('companies as co', 'co.id', 'room.company_id')
    .leftJoin('users as rep', (j) =>
      j.onRef('rep.id', '=', 'r.reporter_id').on(scope.owns('rep')).on('rep.deleted_at', 'is', null),
    )
    .leftJoin('companies as rep_co', 'rep_co.id', 'rep.company_id')
    .leftJoin('users as tgt', (j) =>
      j.onRef('tgt.id', '=', 'r.reported_id').on(scope.owns('tgt')).on('tgt.deleted_at', 'is', null),
    )
    .leftJoin('companies as tgt_co', 'tgt_co.id', 'tgt.company_id')
    .leftJoin('users as dec', (j) => j.onRef('dec.id', '=', 'r.decided_by').on(scope.owns('dec')));
}

const COLUMNS = [
  'r.id',
  'r.state',
  'r.reason',
  'r.details',
  'r.created_at',
  'r.message_id',
  'r.actions',
  'r.decision_note',
  'r.decided_at',
  'room.id as room_id',
  'room.job_title',
  'room.closed_at',
  'room.candidate_id',
  'room.company_id',
  'co.name as company_name',
  'rep.id as rep_id',
  'rep.first_name as rep_first',
  'rep.last_name as rep_last',
  'rep.email as rep_email',
  'rep.role as rep_role',
  'rep.status as rep_status',
  'rep_co.name as rep_company',
  'tgt.id as tgt_id',
  'tgt.first_name as tgt_first',
  'tgt.last_name as tgt_last',
  'tgt.email as tgt_email',
  'tgt.role as tgt_role',
  'tgt.status as tgt_status',
  'tgt_co.name as tgt_company',
  'dec.id as dec_id',
  'dec.first_name as dec_first',
  'dec.last_name as dec_last',
  'dec.email as dec_email',
] as const;

export async function findReport(env: ConsoleEnv, id: string) {
  return reportRows(env).select(COLUMNS).where('r.id', '=', id).executeTakeFirst();
}

export type FoundReport = NonNullable<Awaited<ReturnType<typeof findReport>>>;

export async function listReportRows(
  env: ConsoleEnv,
  q: S['AdminChatReportQuery'],
): Promise<{ rows: FoundReport[]; total: number; page: number; limit: number }> {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  const state = q.state ?? 'open';
  let rows = reportRows(env).where('r.state', '=', state);
  const search = q.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    rows = rows.where((e) =>
      e.or([
        e('rep.email', 'ilike', like),
        e(sql<string>`rep.first_name || ' ' || rep.last_name`, 'ilike', like),
        e('tgt.email', 'ilike', like),
        e(sql<string>`tgt.first_name || ' ' || tgt.last_name`, 'ilike', like),
      ]),
    );
  }
  // The longest waiting first; decided ones by their decision, newest first.
  const ordered =
    state === 'open'
      ? rows.select(COLUMNS).orderBy('r.created_at', 'asc').orderBy('r.id', 'asc')
      : rows.select(COLUMNS).orderBy('r.decided_at', 'desc').orderBy('r.id', 'desc');
  const [items, total] = await Promise.all([
    ordered
      .limit(limit)
      .offset((pageNo - 1) * limit)
      .execute(),
    rows.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: items, total: Number(total.n), page: pageNo, limit };
}

export type ContextRow = {
  report_id: string;
  id: string;
  sender_side: ChatSide;
  body: string;
  attachments: unknown;
  created_at: Date;
  removed_at: Date | null;
  first_name: string | null;
  last_name: string | null;
};

/**
 * The messages around each report, in one query: for a message's report the message and up to
 * CONTEXT_BEFORE before and CONTEXT_AFTER after it, for a room's report its last ROOM_CONTEXT
 * messages when it was reported. In any order; the view sorts them.
 */
export async function contextOf(env: ConsoleEnv, reportIds: string[]): Promise<ContextRow[]> {
  if (!reportIds.length) return [];
  const scope = scopedTo(env.db, env.clientId);
  const { rows } = await sql<ContextRow>`
    select r.id as report_id, c.id, c.sender_side, c.body, c.attachments, c.created_at, c.removed_at,
           u.first_name, u.last_name
    from chat_reports r
    left join chat_messages t on t.id = r.message_id and t.room_id = r.room_id
    cross join lateral (
      (select m.* from chat_messages m
        where t.id is null and m.room_id = r.room_id and m.created_at <= r.created_at
        order by m.created_at desc, m.id desc limit ${sql.lit(ROOM_CONTEXT)})
      union all
      (select m.* from chat_messages m
        where t.id is not null and m.room_id = r.room_id and (m.created_at, m.id) <= (t.created_at, t.id)
        order by m.created_at desc, m.id desc limit ${sql.lit(CONTEXT_BEFORE + 1)})
      union all
      (select m.* from chat_messages m
        where t.id is not null and m.room_id = r.room_id and (m.created_at, m.id) > (t.created_at, t.id)
        order by m.created_at, m.id limit ${sql.lit(CONTEXT_AFTER)})
    ) c
    left join users u on u.id = c.sender_id and ${scope.owns('u')} and u.deleted_at is null
    where ${scope.owns('r')} and r.id in (${sql.join(reportIds)})`.execute(env.db);
  return rows;
}

/** Writes the decision on a report still open; false when another admin decided it first. */
export async function claimOpenReport(
  trx: Db,
  clientId: string,
  id: string,
  decision: Updateable<ChatTables['chat_reports']>,
): Promise<boolean> {
  const claimed = await scopedTo(trx, clientId)
    .updateTable('chat_reports')
    .set(decision)
    .where('id', '=', id)
    .where('state', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}
