// Sending and reading messages. Sending is idempotent on the client's message id, so a message
// sent again after a reconnect is stored once; the room moves to the top of everyone's list, the
// other side hears it live, and whoever is away gets a notification. Reading marks the other
// side's messages read and tells them.
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { ownAttachments } from './attachments.ts';
import type { Chatter } from './chatter.ts';
import { announceMessage, announceRead } from './fanout.ts';
import { takeMessage } from './limits.ts';
import { findRoom, joinRoom, NO_ROOM, type RoomRow } from './rooms-repo.ts';
import type { ChatRuntime } from './runtime.ts';
import { messageView, type MessageRow } from './views.ts';

type S = components['schemas'];

export type OutgoingMessage = {
  body: string;
  attachments?: S['UploadedFile'][];
  clientMessageId?: string | null;
};

export const MAX_BODY = 5000;
const CLIENT_ID = /^[\w.:-]{1,64}$/;

/** Whether the room's candidate blocked the room's company. */
export async function isBlocked(c: Chatter, room: Pick<RoomRow, 'candidate_id' | 'company_id'>): Promise<boolean> {
  const row = await scopedTo(c.db, c.clientId)
    .selectFrom('chat_blocks')
    .select('candidate_id')
    .where('candidate_id', '=', room.candidate_id)
    .where('company_id', '=', room.company_id)
    .executeTakeFirst();
  return !!row;
}

export const BLOCKED = 'This candidate does not accept messages from your company';
export const ROOM_CLOSED = 'The board’s moderators closed this conversation; no new messages can be sent';

function readInput(input: OutgoingMessage): { body: string; clientMessageId: string | null } {
  const body = typeof input.body === 'string' ? input.body.replace(/\r\n/g, '\n').trim() : '';
  if (body.length > MAX_BODY)
    throw badRequest(`A message holds at most ${MAX_BODY} characters`, {
      fields: [{ field: 'body', message: `must be at most ${MAX_BODY} characters` }],
    });
  if (!body && !input.attachments?.length)
    throw badRequest('Write a message or attach a file', { fields: [{ field: 'body', message: 'is empty' }] });
  const clientMessageId = input.clientMessageId ?? null;
  if (clientMessageId !== null && !CLIENT_ID.test(clientMessageId))
    throw badRequest('The message id is not valid', {
      fields: [{ field: 'clientMessageId', message: 'must be 1-64 letters, digits, - _ . :' }],
    });
  return { body, clientMessageId };
}

export async function sendMessage(
  c: Chatter,
  rt: ChatRuntime,
  roomOrId: RoomRow | string,
  input: OutgoingMessage,
): Promise<S['ChatMessage']> {
  const room = typeof roomOrId === 'string' ? await findRoom(c, roomOrId) : roomOrId;
  if (!room) throw notFound(NO_ROOM);
  const { body, clientMessageId } = readInput(input);
  if (clientMessageId) {
    const again = await sameMessage(c, room.id, clientMessageId);
    if (again) return messageView(again);
  }
  if (room.closed_at) throw forbidden(ROOM_CLOSED);
  if (c.side === 'employer' && (await isBlocked(c, room))) throw forbidden(BLOCKED);
  await takeMessage(rt.limits, c.clientId, c.userId);
  const attachments = await ownAttachments(c.db, c.clientId, c.userId, input.attachments);
  // One statement: the message, the room's activity time and the sender's read mark together
  // (atomic as a transaction, one round trip instead of five).
  const { rows } = await sql<MessageRow>`
    with m as (
      insert into chat_messages (client_id, room_id, sender_id, sender_side, client_message_id, body, attachments)
      values (${c.clientId}, ${room.id}, ${c.userId}, ${c.side}, ${clientMessageId}, ${body},
              ${JSON.stringify(attachments)}::jsonb)
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
  const stored = rows[0];
  // Two sends of one id at once: the loser answers with the winner's message, announced once.
  if (!stored) {
    const winner = clientMessageId ? await sameMessage(c, room.id, clientMessageId) : undefined;
    if (!winner) throw new Error('chat message vanished after a conflict');
    return messageView(winner);
  }
  const view = messageView(stored);
  await announceMessage(c, rt, room, view);
  return view;
}

async function sameMessage(c: Chatter, roomId: string, clientMessageId: string): Promise<MessageRow | undefined> {
  return c.db
    .selectFrom('chat_messages')
    .selectAll()
    .where('room_id', '=', roomId)
    .where('sender_id', '=', c.userId)
    .where('client_message_id', '=', clientMessageId)
    .executeTakeFirst();
}

/** Marks the room read for the chatter up to now; tells the other side when messages became read. */
export async function markRead(c: Chatter, rt: ChatRuntime, roomOrId: RoomRow | string): Promise<{ readAt: string }> {
  const room = typeof roomOrId === 'string' ? await findRoom(c, roomOrId) : roomOrId;
  if (!room) throw notFound(NO_ROOM);
  const now = new Date();
  await joinRoom(c.db, room.id, c.userId, c.side);
  await c.db
    .updateTable('chat_room_members')
    .set({ last_read_at: sql<Date>`greatest(last_read_at, ${now})` })
    .where('room_id', '=', room.id)
    .where('user_id', '=', c.userId)
    .execute();
  const read = await c.db
    .updateTable('chat_messages')
    .set({ read_at: now })
    .where('room_id', '=', room.id)
    .where('sender_side', '<>', c.side)
    .where('read_at', 'is', null)
    .where('created_at', '<=', now)
    .executeTakeFirst();
  await announceRead(c, rt, room, Number(read.numUpdatedRows) > 0 ? now : null);
  return { readAt: now.toISOString() };
}

/** Newest first; `before` pages back from a message. Reading marks the room read. */
export async function listMessages(
  c: Chatter,
  rt: ChatRuntime,
  roomId: string,
  q: S['ChatMessageListQuery'],
): Promise<{ items: S['ChatMessage'][]; total: number; page: number; limit: number }> {
  const room = await findRoom(c, roomId);
  if (!room) throw notFound(NO_ROOM);
  // Read first, so the page shows the other side's messages as read by this very call.
  await markRead(c, rt, room);
  const limit = q.limit ?? 20;
  const pageNo = q.page ?? 1;
  let scoped = c.db.selectFrom('chat_messages as m').where('m.room_id', '=', room.id);
  if (q.before) {
    const anchor = await c.db
      .selectFrom('chat_messages')
      .select(['created_at', 'id'])
      .where('room_id', '=', room.id)
      .where('id', '=', q.before)
      .executeTakeFirst();
    if (!anchor)
      throw badRequest('That message is not in this conversation', {
        fields: [{ field: 'body.before', message: 'is not a message of this room' }],
      });
    scoped = scoped.where((eb) =>
      eb.or([
        eb('m.created_at', '<', anchor.created_at),
        eb.and([eb('m.created_at', '=', anchor.created_at), eb('m.id', '<', anchor.id)]),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    scoped
      .selectAll('m')
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(limit)
      .offset((pageNo - 1) * limit)
      .execute(),
    scoped.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(messageView), total: Number(total.n), page: pageNo, limit };
}
