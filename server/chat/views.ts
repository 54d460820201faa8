// Rows into the contract's ChatRoom and ChatMessage. A page of rooms is shaped with a few more
// queries (each room's newest message, the employer side's members, the caller's open reports),
// not one per room. A message the board's moderators removed reads as removed, without its files.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { Chatter } from './chatter.ts';
import { lastMessagesOf, type MessageRow } from './messages-repo.ts';
import { companiesByIds, usersByIds } from './parties-repo.ts';
import { openReportsOf } from './reports-repo.ts';
import { employerMembersOf, unreadByUser, type RoomRow } from './rooms-repo.ts';

type S = components['schemas'];
export type { MessageRow };

const iso = (d: Date | string) => new Date(d).toISOString();
const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim();

/** What participants see of a message the board's moderators removed (its text stays for the console). */
export const REMOVED_TEXT = "Removed by the board's moderators";

export function messageView(m: MessageRow): S['ChatMessage'] {
  const removed = Boolean(m.removed_at);
  return {
    _id: m.id,
    roomId: m.room_id,
    senderId: m.sender_id,
    body: removed ? REMOVED_TEXT : m.body,
    attachments: removed ? [] : m.attachments,
    createdAt: iso(m.created_at),
    readAt: m.read_at ? iso(m.read_at) : null,
    clientMessageId: m.client_message_id,
    removed,
  };
}

export async function roomViews(c: Chatter, rooms: RoomRow[]): Promise<S['ChatRoom'][]> {
  if (!rooms.length) return [];
  const db: Db = c.db;
  const ids = rooms.map((r) => r.id);
  const [last, employers, candidates, companies, unread, reports] = await Promise.all([
    lastMessagesOf(db, ids),
    employerMembersOf(db, ids),
    usersByIds(db, [...new Set(rooms.map((r) => r.candidate_id))]),
    companiesByIds(db, [...new Set(rooms.map((r) => r.company_id))]),
    unreadByUser(db, c.clientId, [c.userId]),
    openReportsOf(c, ids),
  ]);
  const lastOf = new Map(last.map((m) => [m.room_id, m]));
  const candidateOf = new Map(candidates.map((u) => [u.id, u]));
  const companyOf = new Map(companies.map((co) => [co.id, co]));
  const unreadOf = new Map((unread.get(c.userId) ?? []).map((u) => [u.roomId, u.count]));
  return rooms.map((r) => {
    const company = companyOf.get(r.company_id);
    const candidate = candidateOf.get(r.candidate_id);
    const employerSide: S['ChatParticipant'][] = employers
      .filter((e) => e.room_id === r.id)
      .map((e) => ({
        _id: e.id,
        name: fullName(e),
        role: 'employer',
        avatar: company?.logo_uri ?? company?.external_logo_url ?? e.avatar_uri ?? null,
        companyName: company?.name ?? null,
        jobTitle: e.designation,
      }));
    const lastMessage = lastOf.get(r.id);
    return {
      _id: r.id,
      jobId: r.job_id,
      jobTitle: r.job_title,
      participants: [
        ...employerSide,
        {
          _id: r.candidate_id,
          name: candidate ? fullName(candidate) : 'Former candidate',
          role: 'candidate',
          avatar: candidate?.avatar_uri ?? null,
          companyName: null,
          jobTitle: candidate?.designation ?? null,
        },
      ],
      lastMessage: lastMessage ? messageView(lastMessage) : null,
      unreadCount: unreadOf.get(r.id) ?? 0,
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
      closedAt: r.closed_at ? iso(r.closed_at) : null,
      reportedByMe: reports.get(r.id) ?? { room: false, messageIds: [] },
    };
  });
}
