// Sending and reading messages. Sending is idempotent on the client's message id, so a message
// sent again after a reconnect is stored once; the room moves to the top of everyone's list, the
// other side hears it live, and whoever is away gets a notification. Reading marks the other
// side's messages read and tells them.
import type { components } from '@generated/schema';
import { badRequest, forbidden, notFound } from '../errors/errors.ts';
import { ownAttachments } from './attachments.ts';
import type { Chatter } from './chatter.ts';
import { announceMessage, announceRead } from './fanout.ts';
import { takeMessage } from './limits.ts';
import {
  findAnchor,
  findBlock,
  findSameMessage,
  insertMessage,
  markOthersRead,
  moveReadMark,
  pageMessages,
} from './messages-repo.ts';
import { findRoom, joinRoom, NO_ROOM, type RoomRow } from './rooms-repo.ts';
import type { ChatRuntime } from './runtime.ts';
import { messageView } from './views.ts';

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
  return findBlock(c, room.candidate_id, room.company_id);
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
    const again = await findSameMessage(c, room.id, clientMessageId);
    if (again) return messageView(again);
  }
  if (room.closed_at) throw forbidden(ROOM_CLOSED);
  if (c.side === 'employer' && (await isBlocked(c, room))) throw forbidden(BLOCKED);
  await takeMessage(rt.limits, c.clientId, c.userId);
  const attachments = await ownAttachments(c.db, c.clientId, c.userId, input.attachments);
  const stored = await insertMessage(c, { roomId: room.id, body, clientMessageId, attachments });
  // Two sends of one id at once: the loser answers with the winner's message, announced once.
  if (!stored) {
    const winner = clientMessageId ? await findSameMessage(c, room.id, clientMessageId) : undefined;
    if (!winner) throw new Error('chat message vanished after a conflict');
    return messageView(winner);
  }
  const view = messageView(stored);
  await announceMessage(c, rt, room, view);
  return view;
}

/** Marks the room read for the chatter up to now; tells the other side when messages became read. */
export async function markRead(c: Chatter, rt: ChatRuntime, roomOrId: RoomRow | string): Promise<{ readAt: string }> {
  const room = typeof roomOrId === 'string' ? await findRoom(c, roomOrId) : roomOrId;
  if (!room) throw notFound(NO_ROOM);
  const now = new Date();
  await joinRoom(c.db, room.id, c.userId, c.side);
  await moveReadMark(c.db, room.id, c.userId, now);
  const read = await markOthersRead(c.db, room.id, c.side, now);
  await announceRead(c, rt, room, read > 0 ? now : null);
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
  let anchor: { created_at: Date; id: string } | undefined;
  if (q.before) {
    anchor = await findAnchor(c.db, room.id, q.before);
    if (!anchor)
      throw badRequest('That message is not in this conversation', {
        fields: [{ field: 'body.before', message: 'is not a message of this room' }],
      });
  }
  const { rows, total } = await pageMessages(c.db, room.id, anchor, limit, pageNo);
  return { items: rows.map(messageView), total, page: pageNo, limit };
}
