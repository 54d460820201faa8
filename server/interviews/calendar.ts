// The interview's invitation (RFC 5545, through ical-generator): one UID per interview for its
// whole life and SEQUENCE = the interview's revision, so a calendar client moves the event when
// it is rescheduled (METHOD:REQUEST, higher SEQUENCE) and removes it when it is cancelled
// (METHOD:CANCEL, STATUS:CANCELLED). Times are UTC instants (DTSTART…Z): each reader's calendar
// shows them in the reader's own zone, so no VTIMEZONE is needed. The event's title and description
// are in the reader's language (`tr`); the calendar's data (method, UID, SEQUENCE, times, PRODID)
// is the same for every reader.
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { InterviewModeValue } from '../db/tables-interviews.ts';
import type { MessageDescriptor, Translator } from '../i18n/translator.ts';
import type { InterviewRow } from './repo.ts';
import { candidateNameOf } from './views.ts';

export type Invitation = { method: 'REQUEST' | 'CANCEL'; content: string };

/** Stable across the board's host changes: the interview's id is unique on the installation. */
export const uidOf = (id: string) => `${id}@interviews.jobboard`;

const EVENT = {
  summary: /*i18n*/ { id: 'interviews.calendar.summary', message: 'Interview: {jobTitle} ({company})' },
  where: /*i18n*/ { id: 'interviews.calendar.where', message: 'Where: {location}' },
  cancelled: /*i18n*/ { id: 'interviews.calendar.cancelled', message: 'Cancelled: {reason}' },
};

const WITH: Record<InterviewModeValue, MessageDescriptor> = {
  video: /*i18n*/ { id: 'interviews.calendar.with.video', message: 'Video call with {company} for {jobTitle}.' },
  phone: /*i18n*/ { id: 'interviews.calendar.with.phone', message: 'Phone call with {company} for {jobTitle}.' },
  onsite: /*i18n*/ { id: 'interviews.calendar.with.onsite', message: 'On site with {company} for {jobTitle}.' },
};

/**
 * Whether calendars hold the interview: starts_at is the time they last received; a proposal
 * waiting for a pick sends nothing, and an interview cancelled before any pick was never in one.
 */
export function inCalendars(row: InterviewRow): row is InterviewRow & { starts_at: Date | string } {
  return row.status !== 'proposed' && !!row.starts_at;
}

/** The invitation as it stands, or null when there is nothing for a calendar to hold. */
export function invitationOf(
  row: InterviewRow,
  organizer: { name: string; email: string },
  tr: Translator,
  now = new Date(),
): Invitation | null {
  if (!inCalendars(row)) return null;
  const start = new Date(row.starts_at);
  const end = new Date(start.getTime() + row.duration_minutes * 60_000);
  const cancelled = row.status === 'cancelled';
  const method = cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const cal = ical({ prodId: { company: 'Job board', product: 'Interviews', language: 'EN' }, method });
  const about = { company: row.company_name, jobTitle: row.job_title };
  const details = [
    tr.t(WITH[row.mode], about),
    row.location ? tr.t(EVENT.where, { location: row.location }) : '',
    row.note ?? '',
    cancelled && row.cancel_reason ? tr.t(EVENT.cancelled, { reason: row.cancel_reason }) : '',
  ].filter(Boolean);
  cal.createEvent({
    id: uidOf(row.id),
    sequence: row.sequence,
    stamp: now,
    start,
    end,
    summary: tr.t(EVENT.summary, about),
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
