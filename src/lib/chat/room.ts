// Who is on the other side of a room for the signed-in role, and how a room is summed up in a
// list. A room has one candidate and one or more people of the employer's team.
import { plural, t } from '@lingui/core/macro';
import type { ChatParticipant, ChatRoom } from '@generated/api/model';
import type { ChatSide } from './chat-events';

/** The role's side; team members write for the employer. */
export function sideOf(role: string | undefined): ChatSide {
  return role === 'candidate' ? 'candidate' : 'employer';
}

/** The person the role talks to: the candidate for employers, the employer's first person for candidates. */
export function otherParticipant(room: ChatRoom, role: string | undefined): ChatParticipant | undefined {
  const other = sideOf(role) === 'candidate' ? 'employer' : 'candidate';
  return room.participants.find((p) => p.role === other);
}

/** The side a message's sender writes for; a sender no longer in the room was on the employer's. */
export function senderSide(room: ChatRoom, senderId: string): ChatSide {
  return room.participants.find((p) => p.role === 'candidate')?._id === senderId ? 'candidate' : 'employer';
}

/** The newest message in one line, or what the room is waiting for. */
export function lastMessagePreview(room: ChatRoom): string {
  const last = room.lastMessage;
  if (!last) return t`No messages yet`;
  const text = last.body.replace(/\s+/g, ' ').trim();
  if (text) return text;
  return plural(last.attachments.length, { one: 'Sent a file', other: 'Sent # files' });
}
