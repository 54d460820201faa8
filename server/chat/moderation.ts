// What the board's moderators do to a chat (the console's decision on a report,
// server/admin/chat-reports): remove a message, so participants see REMOVED_TEXT in its place
// (its text stays for the console), and close a room to new messages. The writes take the
// caller's transaction; the live events (`messageRemoved`, `roomClosed`; docs/chat.md) go out once
// it is committed, to the room's candidate and its company's connected team.
import type { Db } from '../db/database.ts';
import { markRemoved, replacePreview } from './messages-repo.ts';
import { markClosed } from './rooms-repo.ts';
import type { ChatHub } from '../realtime/hub.ts';
import { messageView, REMOVED_TEXT } from './views.ts';
import type { components } from '@generated/schema';

type S = components['schemas'];
type RoomRef = { id: string; candidate_id: string; company_id: string };

/** Marks the message removed (once) and returns how participants now see it; null if it was already. */
export async function removeMessage(
  db: Db,
  clientId: string,
  messageId: string,
  by: string,
): Promise<S['ChatMessage'] | null> {
  const row = await markRemoved(db, clientId, messageId, by);
  if (!row) return null;
  // A "new message" notification that previews it previews the removal instead.
  const preview = row.body.slice(0, 280);
  if (preview) await replacePreview(db, clientId, row.room_id, preview, REMOVED_TEXT);
  return messageView(row);
}

/** Closes the room to new messages (once); returns when, or null if it was closed already. */
export async function closeRoom(db: Db, clientId: string, roomId: string, by: string): Promise<string | null> {
  const closedAt = await markClosed(db, clientId, roomId, by);
  return closedAt ? closedAt.toISOString() : null;
}

function toRoom(hub: ChatHub, room: RoomRef, event: string, payload: unknown): void {
  hub.toUsers([room.candidate_id], event, payload);
  hub.toCompany(room.company_id, event, payload, [room.candidate_id]);
}

export function announceRemoved(hub: ChatHub, room: RoomRef, message: S['ChatMessage']): void {
  toRoom(hub, room, 'messageRemoved', message);
}

export function announceClosed(hub: ChatHub, room: RoomRef, closedAt: string): void {
  toRoom(hub, room, 'roomClosed', { roomId: room.id, closedAt });
}
