// Queries of chat reports as the reporter sees them: their own open reports of rooms they are in,
// always within the tenant. The console reads reports in server/admin/chat-reports.
import type { Db } from '../db/database.ts';
import { scopedTo, type TenantRow } from '../db/tenant-scope.ts';
import type { Chatter } from './chatter.ts';

export type MyReports = { room: boolean; messageIds: string[] };

const MAX_LISTED = 100;

/** The chatter's open reports of these rooms, by room: the room itself and which of its messages. */
export async function openReportsOf(c: Chatter, roomIds: string[]): Promise<Map<string, MyReports>> {
  const out = new Map<string, MyReports>();
  if (!roomIds.length) return out;
  const rows = await scopedTo(c.db, c.clientId)
    .selectFrom('chat_reports')
    .select(['room_id', 'message_id'])
    .where('reporter_id', '=', c.userId)
    .where('room_id', 'in', roomIds)
    .where('state', '=', 'open')
    .orderBy('created_at')
    .execute();
  for (const r of rows) {
    const mine = out.get(r.room_id) ?? { room: false, messageIds: [] };
    // The contract bounds the list; a room with that many open reports of one person is moot.
    if (r.message_id && mine.messageIds.length < MAX_LISTED) mine.messageIds.push(r.message_id);
    else mine.room = true;
    out.set(r.room_id, mine);
  }
  return out;
}

/** Whether the chatter already has an open report of this message (or, without one, of the room). */
export async function hasOpenReport(c: Chatter, roomId: string, messageId: string | null): Promise<boolean> {
  let q = scopedTo(c.db, c.clientId)
    .selectFrom('chat_reports')
    .select('id')
    .where('reporter_id', '=', c.userId)
    .where('room_id', '=', roomId)
    .where('state', '=', 'open');
  q = messageId ? q.where('message_id', '=', messageId) : q.where('message_id', 'is', null);
  return !!(await q.executeTakeFirst());
}

/** Stores a report (a second open one of the same thing fails on the database's unique index). */
export async function insertReport(db: Db, clientId: string, report: TenantRow<'chat_reports'>) {
  return scopedTo(db, clientId)
    .insertInto('chat_reports', report)
    .returning(['id', 'state', 'created_at'])
    .executeTakeFirstOrThrow();
}
