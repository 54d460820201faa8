// Reading an invitation as a calendar client does (ical.js, Mozilla's parser), for the tests and
// the journey: method, UID, SEQUENCE, status, the start and end instants, organizer and attendees.
import ICAL from 'ical.js';

export type ReadInvitation = {
  method: string | null;
  uid: string;
  sequence: number;
  status: string | null;
  start: Date;
  end: Date;
  summary: string;
  organizer: string | null;
  attendees: string[];
};

export function readInvitation(text: string): ReadInvitation {
  const cal = new ICAL.Component(ICAL.parse(text));
  const vevent = cal.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the invitation');
  const event = new ICAL.Event(vevent);
  const str = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? null : String(v));
  return {
    method: str(cal.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: str(vevent.getFirstPropertyValue('status')),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    summary: event.summary,
    organizer: str(vevent.getFirstPropertyValue('organizer')),
    attendees: vevent.getAllProperties('attendee').map((p) => String(p.getFirstValue())),
  };
}

/** "2026-12-10 09:00": the instant's wall clock in a zone, to compare with what a reader there sees. */
export function wallClock(at: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}
