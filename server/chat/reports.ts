// Reporting a chat to the board's moderators (docs/chat.md, "Reports"): a participant reports the
// room, or one message of the other side. Rooms and messages the caller cannot see are not found;
// one open report per reporter and message (or room), the second is refused until the first is
// decided; at most 20 a day. The report names whom it is about, is audited, and the board's admins
// hear of it in their notification centre, each in their language. They decide it in the console
// (server/admin/chat-reports).
import type { components } from '@generated/schema';
import { recordAudit } from '../users/index.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { alreadyExists, fieldError, notFound } from '../errors/errors.ts';
import { readerLocale } from '../board-settings/index.ts';
import { translatorFor, type MessageDescriptor } from '../i18n/translator.ts';
import { storeNotifications, type NewNotification } from '../notifications/index.ts';
import type { Chatter } from './chatter.ts';
import { takeReport } from './limits.ts';
import { findRoomMessage, lastEmployerSender } from './messages-repo.ts';
import { boardAdmins } from './parties-repo.ts';
import { hasOpenReport, insertReport } from './reports-repo.ts';
import { findRoom, firstEmployerMember, NO_ROOM, type RoomRow } from './rooms-repo.ts';
import type { ChatRuntime } from './runtime.ts';
import { errorOf, log } from '../log/logger.ts';

type S = components['schemas'];

const NO_MESSAGE = 'This message is not in this conversation';
export const ALREADY_REPORTED = 'You have already reported this; the board’s moderators will look at it';

const NOTIFICATION = {
  title: /*i18n*/ { id: 'chat.report.notification.title', message: 'A conversation was reported' },
  body: /*i18n*/ {
    id: 'chat.report.notification.body',
    message: '{name} reported a conversation about {jobTitle} ({reason}).',
  },
  bodyNoJob: /*i18n*/ {
    id: 'chat.report.notification.bodyNoJob',
    message: '{name} reported a conversation ({reason}).',
  },
};

const REASON: Record<S['ChatReportReason'], MessageDescriptor> = {
  spam: /*i18n*/ { id: 'chat.report.reason.spam', message: 'spam' },
  harassment: /*i18n*/ { id: 'chat.report.reason.harassment', message: 'harassment' },
  scam: /*i18n*/ { id: 'chat.report.reason.scam', message: 'scam' },
  inappropriate: /*i18n*/ { id: 'chat.report.reason.inappropriate', message: 'inappropriate' },
  other: /*i18n*/ { id: 'chat.report.reason.other', message: 'other' },
};

async function reportedMessage(c: Chatter, room: RoomRow, messageId: string) {
  const message = await findRoomMessage(c, room.id, messageId);
  if (!message) throw notFound(NO_MESSAGE);
  if (message.sender_side === c.side)
    throw fieldError('messageId', 'You can report only messages of the other side of the conversation');
  if (message.removed_at) throw fieldError('messageId', 'The board’s moderators already removed this message');
  return message;
}

/** Whom a report of the whole room is about: the candidate, or the employer who wrote last (else the first who joined). */
async function otherSideOf(c: Chatter, room: RoomRow): Promise<string | null> {
  if (c.side === 'employer') return room.candidate_id;
  return (await lastEmployerSender(c.db, room.id)) ?? (await firstEmployerMember(c.db, room.id)) ?? null;
}

async function tellAdmins(c: Chatter, rt: ChatRuntime, room: RoomRow, reason: S['ChatReportReason']): Promise<void> {
  const admins = await boardAdmins(c);
  const notes: NewNotification[] = [];
  for (const a of admins) {
    const tr = await translatorFor(readerLocale(rt.tenant, a.locale));
    const values = { name: c.name, jobTitle: room.job_title, reason: tr.t(REASON[reason]) };
    notes.push({
      clientId: c.clientId,
      userId: a.id,
      kind: 'system',
      title: tr.t(NOTIFICATION.title),
      body: tr.t(room.job_title ? NOTIFICATION.body : NOTIFICATION.bodyNoJob, values),
      link: '/admin/chat-reports',
      refs: { roomId: room.id },
    });
  }
  await storeNotifications({ db: c.db, jobs: rt.jobs }, notes);
}

export async function reportChat(
  c: Chatter,
  rt: ChatRuntime,
  roomId: string,
  input: S['ChatReportInput'],
): Promise<S['ChatReportReceipt']> {
  const room = await findRoom(c, roomId);
  if (!room) throw notFound(NO_ROOM);
  const message = input.messageId ? await reportedMessage(c, room, input.messageId) : null;
  const details = input.details?.trim() || null;
  if (input.reason === 'other' && !details) throw fieldError('details', 'Say what is wrong');
  if (await hasOpenReport(c, room.id, message?.id ?? null)) throw alreadyExists(ALREADY_REPORTED);
  await takeReport(rt.limits, c.clientId, c.userId);
  const reportedId = message ? message.sender_id : await otherSideOf(c, room);
  const row = await c.db
    .transaction()
    .execute(async (trx) => {
      const stored = await insertReport(trx, c.clientId, {
        room_id: room.id,
        message_id: message?.id ?? null,
        reporter_id: c.userId,
        reported_id: reportedId,
        reason: input.reason,
        details,
      });
      await recordAudit(trx, {
        clientId: c.clientId,
        actorId: c.userId,
        actingForId: reportedId,
        action: 'chat_report.create',
        detail: { reportId: stored.id, roomId: room.id, messageId: message?.id ?? null, reason: input.reason },
      });
      return stored;
    })
    // Two reports of the same thing at once: the database keeps one.
    .catch((e: unknown) => {
      throw isUniqueViolation(e) ? alreadyExists(ALREADY_REPORTED) : e;
    });
  // The report is stored; a failing notification does not undo it.
  await tellAdmins(c, rt, room, input.reason).catch((error: unknown) =>
    log.error({ err: errorOf(error) }, 'chat report notification'),
  );
  return {
    _id: row.id,
    roomId: room.id,
    messageId: message?.id ?? null,
    reason: input.reason,
    details,
    state: row.state,
    createdAt: row.created_at.toISOString(),
  };
}
