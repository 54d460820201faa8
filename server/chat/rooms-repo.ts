// Queries of chat rooms, always through what the chatter may see: a candidate their own rooms, an
// employer the rooms of their company. A room outside that is not found, whoever asks.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ChatSide } from '../db/tables-chat.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import type { Chatter } from './chatter.ts';

export const NO_ROOM = 'This conversation does not exist';

export function visibleRooms(c: Chatter) {
  const rooms = scopedTo(c.db, c.clientId).selectFrom('chat_rooms as r');
  return c.side === 'candidate'
    ? rooms.where('r.candidate_id', '=', c.userId)
    : rooms.where('r.company_id', '=', c.companyId ?? '00000000-0000-0000-0000-000000000000');
}

export async function findRoom(c: Chatter, id: string) {
  return visibleRooms(c).selectAll('r').where('r.id', '=', id).executeTakeFirst();
}

export type RoomRow = NonNullable<Awaited<ReturnType<typeof findRoom>>>;

const NONE = '00000000-0000-0000-0000-000000000000';

/** The room of this company, candidate and job (no job: the room without one). */
export async function findRoomOf(c: Chatter, companyId: string, candidateId: string, jobId: string | null) {
  return scopedTo(c.db, c.clientId)
    .selectFrom('chat_rooms as r')
    .selectAll('r')
    .where('r.company_id', '=', companyId)
    .where('r.candidate_id', '=', candidateId)
    .where(sql`coalesce(r.job_id, ${NONE}::uuid)`, '=', jobId ?? NONE)
    .executeTakeFirst();
}

/** Stores the room unless the same one exists already. */
export async function insertRoom(
  c: Chatter,
  room: { companyId: string; candidateId: string; jobId: string | null; jobTitle: string | null },
): Promise<void> {
  await scopedTo(c.db, c.clientId)
    .insertInto('chat_rooms', {
      company_id: room.companyId,
      candidate_id: room.candidateId,
      job_id: room.jobId,
      job_title: room.jobTitle,
      created_by: c.userId,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export type RoomFilter = { jobId?: string; roomIds?: string[]; search?: string };

/** One page of the chatter's rooms, the latest activity first, with the count of all. */
export async function pageRooms(
  c: Chatter,
  f: RoomFilter,
  limit: number,
  pageNo: number,
): Promise<{ rows: RoomRow[]; total: number }> {
  let rooms = visibleRooms(c);
  if (f.jobId) rooms = rooms.where('r.job_id', '=', f.jobId);
  if (f.roomIds) {
    const ids = f.roomIds;
    rooms = ids.length ? rooms.where('r.id', 'in', ids) : rooms.where(sql<boolean>`false`);
  }
  const search = f.search;
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    rooms = rooms.where((eb) =>
      eb.or([
        eb('r.job_title', 'ilike', like),
        eb.exists(
          eb
            .selectFrom('chat_room_members as m')
            .innerJoin('users as u', 'u.id', 'm.user_id')
            .select('u.id')
            .whereRef('m.room_id', '=', 'r.id')
            .where('m.user_id', '<>', c.userId)
            .where(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', like),
        ),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    rooms
      .selectAll('r')
      .orderBy('r.updated_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .offset((pageNo - 1) * limit)
      .execute(),
    rooms.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as RoomRow[], total: Number(total.n) };
}

/** Rooms the company opened since then. */
export async function countRoomsSince(db: Db, clientId: string, companyId: string, since: Date): Promise<number> {
  const row = await scopedTo(db, clientId)
    .selectFrom('chat_rooms')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Closes the room (once); when, or nothing if it was closed already. */
export async function markClosed(db: Db, clientId: string, roomId: string, by: string): Promise<Date | null> {
  const row = await scopedTo(db, clientId)
    .updateTable('chat_rooms')
    .set({ closed_at: new Date(), closed_by: by })
    .where('id', '=', roomId)
    .where('closed_at', 'is', null)
    .returning('closed_at')
    .executeTakeFirst();
  return row?.closed_at ?? null;
}

/** The room's members on the side other than `side`, with their accounts. */
export async function otherSideMembers(db: Db, roomId: string, side: ChatSide) {
  return db
    .selectFrom('chat_room_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.email', 'u.first_name', 'u.status', 'u.locale', 'm.last_read_at', 'm.side'])
    .where('m.room_id', '=', roomId)
    .where('m.side', '<>', side)
    .where('u.deleted_at', 'is', null)
    .execute();
}

/** The employer side's members of the rooms, in the order they joined. */
export async function employerMembersOf(db: Db, roomIds: string[]) {
  return db
    .selectFrom('chat_room_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.room_id', 'u.id', 'u.first_name', 'u.last_name', 'u.avatar_uri', 'u.designation'])
    .where('m.room_id', 'in', roomIds)
    .where('m.side', '=', 'employer')
    .orderBy('m.joined_at')
    .execute();
}

/** The employer who joined the room first. */
export async function firstEmployerMember(db: Db, roomId: string): Promise<string | undefined> {
  const member = await db
    .selectFrom('chat_room_members')
    .select('user_id')
    .where('room_id', '=', roomId)
    .where('side', '=', 'employer')
    .orderBy('joined_at')
    .executeTakeFirst();
  return member?.user_id;
}

/** Claims the hour's e-mail of the room for the reader; false when it was claimed already. */
export async function claimMailHour(db: Db, roomId: string, userId: string, hour: Date): Promise<boolean> {
  const claimed = await db
    .insertInto('chat_mail_sent')
    .values({ room_id: roomId, user_id: userId, hour })
    .onConflict((oc) => oc.columns(['room_id', 'user_id', 'hour']).doNothing())
    .returning('room_id')
    .executeTakeFirst();
  return Boolean(claimed);
}

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
    .where(scopedTo(db, clientId).owns('r'))
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
