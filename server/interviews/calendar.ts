// The interview's invitation (RFC 5545, through ical-generator): one UID per interview for its
// whole life and SEQUENCE = the interview's revision, so a calendar client moves the event when
// it is rescheduled (METHOD:REQUEST, higher SEQUENCE) and removes it when it is cancelled
// (METHOD:CANCEL, STATUS:CANCELLED). Times are UTC instants (DTSTART…Z): each reader's calendar
// shows them in the reader's own zone, so no VTIMEZONE is needed.
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { InterviewRow } from './repo.ts';
import { candidateNameOf } from './views.ts';

export type Invitation = { method: 'REQUEST' | 'CANCEL'; content: string };

/** Stable across the board's host changes: the interview's id is unique on the installation. */
export const uidOf = (id: string) => `${id}@interviews.jobboard`;

const MODE_WORDS = { video: 'Video call', phone: 'Phone call', onsite: 'On site' } as const;

/** The invitation as it stands, or null when there is nothing for a calendar to hold. */
export function invitationOf(
  row: InterviewRow,
  organizer: { name: string; email: string },
  now = new Date(),
): Invitation | null {
  // starts_at is the time calendars last received; a proposal waiting for a pick sends nothing,
  // and an interview cancelled before any pick was never in a calendar.
  if (row.status === 'proposed' || !row.starts_at) return null;
  const start = new Date(row.starts_at);
  const end = new Date(start.getTime() + row.duration_minutes * 60_000);
  const cancelled = row.status === 'cancelled';
  const method = cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const cal = ical({ prodId: { company: 'Job board', product: 'Interviews', language: 'EN' }, method });
  const details = [
    `${MODE_WORDS[row.mode]} with ${row.company_name} for ${row.job_title}.`,
    row.location ? `Where: ${row.location}` : '',
    row.note ?? '',
    cancelled && row.cancel_reason ? `Cancelled: ${row.cancel_reason}` : '',
  ].filter(Boolean);
  cal.createEvent({
    id: uidOf(row.id),
    sequence: row.sequence,
    stamp: now,
    start,
    end,
    summary: `Interview: ${row.job_title} (${row.company_name})`,
    description: details.join('\n\n'),
    location: row.location,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer,
    attendees: row.candidate_email
      ? [
          {
            email: row.candidate_email,
            name: candidateNameOf(row),
            role: ICalAttendeeRole.REQ,
            status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
            rsvp: false,
          },
        ]
      : [],
  });
  return { method: cancelled ? 'CANCEL' : 'REQUEST', content: cal.toString() };
}
