// What follows a stored message or a read: the live events (docs/chat.md), the unread counts of
// the people concerned who are connected, and for those who are away a notification and, when
// they have been away a while, one e-mail per room per hour. A failing notification or e-mail
// never undoes the message.
import type { Selectable } from 'kysely';
import type { components } from '@generated/schema';
import { readerBrand } from '../board-settings/index.ts';
import type { ChatRoomsTable, ChatSide } from '../db/tables-chat.ts';
import { chatMessageMail, chatMessageTitle } from '../mail/chat-message.ts';
import { boardMail } from '../mail/custom/board-mail.ts';
import { sendsEventMails } from '../mail/event-mails.ts';
import { storeReplacingUnread } from '../notifications/index.ts';
import type { Chatter } from './chatter.ts';
import { claimMailHour, otherSideMembers, unreadByUser, unreadCountOf } from './rooms-repo.ts';
import type { ChatRuntime } from './runtime.ts';
import { errorOf, log } from '../log/logger.ts';

type S = components['schemas'];
type Room = Selectable<ChatRoomsTable>;

const ATTACHMENTS = /*i18n*/ {
  id: 'chat.message.attachments',
  message: '{count, plural, one {# attachment} other {# attachments}}',
};

/** Away this long (no read of the room) before an e-mail is worth sending. */
export const AWAY_MS = 10 * 60_000;

export const roomPath = (side: ChatSide, roomId: string) =>
  side === 'candidate' ? `/jobsseekers/chat/${roomId}` : `/employer/chat/${roomId}`;

/** The other side's members of the room: the candidate, or the employers who have taken part. */
async function recipients(c: Chatter, room: Room) {
  return otherSideMembers(c.db, room.id, c.side);
}

/** Sends each of the users who is connected their unread count (`online`: already known to be). */
export async function pushUnread(rt: ChatRuntime, userIds: string[], online?: Set<string>): Promise<void> {
  const connected = [...(online ?? (await rt.hub.connected(userIds)))];
  if (!connected.length) return;
  const counts = await unreadByUser(rt.db, rt.tenant.id, connected);
  for (const [userId, rooms] of counts) rt.hub.toUsers([userId], 'unreadMsgCount', unreadCountOf(rooms));
}

export async function announceMessage(c: Chatter, rt: ChatRuntime, room: Room, message: S['ChatMessage']) {
  // Both sides' open screens: the candidate and the company's connected team (the sender's other tabs too).
  rt.hub.toUsers([room.candidate_id], 'newMessage', message);
  rt.hub.toCompany(room.company_id, 'newMessage', message, [room.candidate_id]);
  const others = await recipients(c, room);
  const online = await rt.hub.connected(others.map((o) => o.id));
  await pushUnread(
    rt,
    others.map((o) => o.id),
    online,
  );
  const away = others.filter((o) => !online.has(o.id) && o.status === 'active');
  for (const reader of away)
    await notifyAway(c, rt, room, message, reader).catch((error: unknown) =>
      log.error({ err: errorOf(error) }, 'chat notification'),
    );
}

async function notifyAway(
  c: Chatter,
  rt: ChatRuntime,
  room: Room,
  message: S['ChatMessage'],
  reader: { id: string; email: string; first_name: string; locale: string | null; last_read_at: Date; side: ChatSide },
): Promise<void> {
  // The notification and the mail in the reader's language.
  const brand = await readerBrand(rt.tenant, rt.config, reader.locale);
  const link = roomPath(reader.side, room.id);
  const preview = message.body
    ? message.body.slice(0, 280)
    : brand.tr.t(ATTACHMENTS, { count: message.attachments.length });
  await storeReplacingUnread(
    { db: rt.db, jobs: rt.jobs },
    {
      clientId: rt.tenant.id,
      userId: reader.id,
      kind: 'chat_message',
      title: chatMessageTitle(brand.tr, c.name, room.job_title),
      body: preview,
      link,
      refs: { roomId: room.id, ...(room.job_id ? { jobId: room.job_id } : {}) },
    },
    'roomId',
  );
  if (Date.now() - new Date(reader.last_read_at).getTime() < AWAY_MS) return;
  // The notification above stays; the e-mail is an event mail the board's plan may leave out.
  if (!sendsEventMails(rt.tenant)) return;
  const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
  if (!(await claimMailHour(rt.db, room.id, reader.id, hour))) return;
  const input = {
    name: reader.first_name,
    from: c.name,
    jobTitle: room.job_title,
    preview,
    link: `${brand.origin}${link}`,
  };
  // The board's own wording when it rewrote this mail (custom e-mail templates).
  const values = {
    name: input.name,
    sender: input.from,
    jobTitle: input.jobTitle ?? '',
    message: input.preview,
    link: input.link,
  };
  await rt.mailer.send({
    ...(await boardMail(rt.db, rt.tenant, 'chat_message', brand, values, () => chatMessageMail(brand, input))),
    to: reader.email,
    kind: 'chat_message',
    clientId: rt.tenant.id,
    fromName: brand.name,
    meta: { roomId: room.id },
  });
}

/** After a read: the reader's own count, and (when messages became read) the other side's receipts. */
export async function announceRead(c: Chatter, rt: ChatRuntime, room: Room, readAt: Date | null): Promise<void> {
  await pushUnread(rt, [c.userId]);
  if (!readAt) return;
  const receipt = { roomId: room.id, side: c.side, readAt: readAt.toISOString() };
  if (c.side === 'candidate') rt.hub.toCompany(room.company_id, 'messagesRead', receipt);
  else rt.hub.toUsers([room.candidate_id], 'messagesRead', receipt);
}
