// SQL of chat messages and blocks: storing a message with its room's activity and the sender's
// read mark in one statement, reading pages of a room, read marks, and the moderators' removal.
// A function given a room's id alone reads across boards: the caller found the room in its board's
// scope first, and the id (unique across boards) names only that room's messages.
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ChatMessagesTable, ChatSide } from '../db/tables-chat.ts';
import { acrossTenants, scopedTo } from '../db/tenant-scope.ts';
import type { Chatter } from './chatter.ts';

export type MessageRow = Selectable<ChatMessagesTable>;

/** Whether the candidate blocked the company. */
export async function findBlock(c: Chatter, candidateId: string, companyId: string): Promise<boolean> {
  const row = await scopedTo(c.db, c.clientId)
    .selectFrom('chat_blocks')
    .select('candidate_id')
    .where('candidate_id', '=', candidateId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return !!row;
}

export async function insertBlock(c: Chatter, companyId: string): Promise<void> {
  await scopedTo(c.db, c.clientId)
    .insertInto('chat_blocks', { candidate_id: c.userId, company_id: companyId })
    .onConflict((oc) => oc.columns(['client_id', 'candidate_id', 'company_id']).doNothing())
    .execute();
}

export type NewMessage = {
  roomId: string;
  body: string;
  clientMessageId: string | null;
  attachments: unknown;
};

/** The stored message, or nothing when one with the same client id was stored first. */
export async function insertMessage(c: Chatter, m: NewMessage): Promise<MessageRow | undefined> {
  // One statement: the message, the room's activity time and the sender's read mark together
  // (atomic as a transaction, one round trip instead of five).
  const { rows } = await sql<MessageRow>`
    with m as (
      insert into chat_messages (client_id, room_id, sender_id, sender_side, client_message_id, body, attachments)
      values (${c.clientId}, ${m.roomId}, ${c.userId}, ${c.side}, ${m.clientMessageId}, ${m.body},
              ${JSON.stringify(m.attachments)}::jsonb)
      on conflict (room_id, sender_id, client_message_id) do nothing
      returning *
    ), touched as (
      update chat_rooms set updated_at = m.created_at from m where chat_rooms.id = m.room_id
    ), mark as (
      -- The sender has read everything up to their own message.
      insert into chat_room_members (room_id, user_id, side, last_read_at)
      select m.room_id, m.sender_id, m.sender_side, m.created_at from m
      on conflict (room_id, user_id) do update set last_read_at = excluded.last_read_at
    )
    select * from m`.execute(c.db);
  return rows[0];
}

export async function findSameMessage(
  c: Chatter,
  roomId: string,
  clientMessageId: string,
): Promise<MessageRow | undefined> {
  return scopedTo(c.db, c.clientId)
    .selectFrom('chat_messages')
    .selectAll()
    .where('room_id', '=', roomId)
    .where('sender_id', '=', c.userId)
    .where('client_message_id', '=', clientMessageId)
    .executeTakeFirst();
}

export async function moveReadMark(db: Db, roomId: string, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('chat_room_members')
    .set({ last_read_at: sql<Date>`greatest(last_read_at, ${now})` })
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .execute();
}

/** Marks the other side's unread messages read; how many were. */
export async function markOthersRead(db: Db, roomId: string, readerSide: ChatSide, now: Date): Promise<number> {
  const read = await acrossTenants(db)
    .updateTable('chat_messages')
    .set({ read_at: now })
    .where('room_id', '=', roomId)
    .where('sender_side', '<>', readerSide)
    .where('read_at', 'is', null)
    .where('created_at', '<=', now)
    .executeTakeFirst();
  return Number(read.numUpdatedRows);
}

export async function findAnchor(db: Db, roomId: string, id: string) {
  return acrossTenants(db)
    .selectFrom('chat_messages')
    .select(['created_at', 'id'])
    .where('room_id', '=', roomId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Newest first, one page, optionally before an anchor message; with the count of all. */
export async function pageMessages(
  db: Db,
  roomId: string,
  anchor: { created_at: Date; id: string } | undefined,
  limit: number,
  pageNo: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  let inRoom = acrossTenants(db).selectFrom('chat_messages as m').where('m.room_id', '=', roomId);
  if (anchor)
    inRoom = inRoom.where((eb) =>
      eb.or([
        eb('m.created_at', '<', anchor.created_at),
        eb.and([eb('m.created_at', '=', anchor.created_at), eb('m.id', '<', anchor.id)]),
      ]),
    );
  const [rows, total] = await Promise.all([
    inRoom
      .selectAll('m')
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(limit)
      .offset((pageNo - 1) * limit)
      .execute(),
    inRoom.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Each room's newest message. */
export async function lastMessagesOf(db: Db, roomIds: string[]): Promise<MessageRow[]> {
  return acrossTenants(db)
    .selectFrom('chat_messages')
    .selectAll()
    .distinctOn('room_id')
    .where('room_id', 'in', roomIds)
    .orderBy('room_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findRoomMessage(c: Chatter, roomId: string, messageId: string) {
  return scopedTo(c.db, c.clientId)
    .selectFrom('chat_messages')
    .select(['id', 'sender_id', 'sender_side', 'removed_at'])
    .where('room_id', '=', roomId)
    .where('id', '=', messageId)
    .executeTakeFirst();
}

/** The employer who wrote last in the room. */
export async function lastEmployerSender(db: Db, roomId: string): Promise<string | undefined> {
  const wrote = await acrossTenants(db)
    .selectFrom('chat_messages')
    .select('sender_id')
    .where('room_id', '=', roomId)
    .where('sender_side', '=', 'employer')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return wrote?.sender_id;
}

/** Marks the message removed (once); the row, or nothing if it was already. */
export async function markRemoved(
  db: Db,
  clientId: string,
  messageId: string,
  by: string,
): Promise<MessageRow | undefined> {
  return scopedTo(db, clientId)
    .updateTable('chat_messages')
    .set({ removed_at: new Date(), removed_by: by })
    .where('id', '=', messageId)
    .where('removed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Rewrites the body of the room's chat notifications that previewed a message. */
export async function replacePreview(
  db: Db,
  clientId: string,
  roomId: string,
  preview: string,
  body: string,
): Promise<void> {
  await scopedTo(db, clientId)
    .updateTable('notifications')
    .set({ body })
    .where('kind', '=', 'chat_message')
    .where((eb) => eb(eb.ref('data', '->>').key('roomId'), '=', roomId))
    .where('body', '=', preview)
    .execute();
}
