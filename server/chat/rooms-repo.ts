// Queries of chat rooms, always through what the chatter may see: a candidate their own rooms, an
// employer the rooms of their company. A room outside that is not found, whoever asks.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Chatter } from './chatter.ts';

export const NO_ROOM = 'This conversation does not exist';

export function visibleRooms(c: Chatter) {
  const rooms = c.db.selectFrom('chat_rooms as r').where('r.client_id', '=', c.clientId);
  return c.side === 'candidate'
    ? rooms.where('r.candidate_id', '=', c.userId)
    : rooms.where('r.company_id', '=', c.companyId ?? '00000000-0000-0000-0000-000000000000');
}

export async function findRoom(c: Chatter, id: string) {
  return visibleRooms(c).selectAll('r').where('r.id', '=', id).executeTakeFirst();
}

export type RoomRow = NonNullable<Awaited<ReturnType<typeof findRoom>>>;

/** Joins the chatter to the room's members (on their side) if they were not yet. */
export async function joinRoom(db: Db, roomId: string, userId: string, side: Chatter['side']): Promise<void> {
  await db
    .insertInto('chat_room_members')
    .values({ room_id: roomId, user_id: userId, side })
    .onConflict((oc) => oc.columns(['room_id', 'user_id']).doNothing())
    .execute();
}

/** Unread messages per room for each user, counted from each one's read mark in the rooms they joined. */
export async function unreadByUser(
  db: Db,
  clientId: string,
  userIds: string[],
): Promise<Map<string, Array<{ roomId: string; count: number }>>> {
  const out = new Map<string, Array<{ roomId: string; count: number }>>(userIds.map((id) => [id, []]));
  if (!userIds.length) return out;
  const rows = await db
    .selectFrom('chat_room_members as me')
    .innerJoin('chat_rooms as r', 'r.id', 'me.room_id')
    .innerJoin('chat_messages as m', (j) =>
      j
        .onRef('m.room_id', '=', 'me.room_id')
        .onRef('m.sender_side', '<>', 'me.side')
        .onRef('m.created_at', '>', 'me.last_read_at'),
    )
    .select(['me.user_id', 'me.room_id', sql<string>`count(*)`.as('n')])
    .where('r.client_id', '=', clientId)
    .where('me.user_id', 'in', userIds)
    .groupBy(['me.user_id', 'me.room_id'])
    .execute();
  for (const r of rows) out.get(r.user_id)?.push({ roomId: r.room_id, count: Number(r.n) });
  return out;
}

/** The UnreadCount of one user's unread messages per room (event unreadMsgCount, the room list). */
export function unreadCountOf(rooms: Array<{ roomId: string; count: number }>) {
  return { total: rooms.reduce((n, r) => n + r.count, 0), rooms };
}
