// The interview's e-mails, one template for each moment: times offered (or offered anew) to the
// candidate, the booking and the cancellation to both sides (with the invitation), the reminder to
// both. Each is in its reader's language (the brand's translator), and every time is written in
// the reader's own zone, with the zone's name beside it.
import type { InterviewModeValue } from '../db/tables-interviews.ts';
import type { MessageDescriptor, Translator } from '../i18n/translator.ts';
import { escapeHtml, greeting, layout, type Brand, type Mail } from '../mail/templates.ts';
import { WALL_TIME } from './time-zones.ts';

export type InterviewMoment = 'proposed' | 'rescheduled' | 'booked' | 'cancelled' | 'reminder';

export type InterviewMailInput = {
  moment: InterviewMoment;
  name: string;
  jobTitle: string;
  companyName: string;
  /** The reader's time zone, every time of the mail is written in. */
  zone: string;
  /** The booked time (booked, cancelled, reminder). */
  when: Date | null;
  /** The offered times (proposed, rescheduled). */
  offered: Date[];
  mode: InterviewModeValue;
  location: string | null;
  note: string | null;
  reason: string | null;
  /** Where the reader acts on it (My jobs, or the application in the pipeline). */
  link: string;
};

type Wording = Record<'subject' | 'heading' | 'lead' | 'action', MessageDescriptor>;

const WORDING: Record<InterviewMoment, Wording> = {
  proposed: {
    subject: /*i18n*/ { id: 'interviews.proposed.subject', message: 'Interview times for {jobTitle}' },
    heading: /*i18n*/ { id: 'interviews.proposed.heading', message: 'Pick a time for your interview' },
    lead: /*i18n*/ {
      id: 'interviews.proposed.lead',
      message: '{company} would like to interview you for “{jobTitle}” at {company}. Pick the time that suits you:',
    },
    action: /*i18n*/ { id: 'interviews.proposed.action', message: 'Pick a time' },
  },
  rescheduled: {
    subject: /*i18n*/ { id: 'interviews.rescheduled.subject', message: 'New interview times for {jobTitle}' },
    heading: /*i18n*/ { id: 'interviews.rescheduled.heading', message: 'Your interview needs a new time' },
    lead: /*i18n*/ {
      id: 'interviews.rescheduled.lead',
      message:
        '{company} offered new times for your interview for “{jobTitle}” at {company}; any time booked before no longer holds. Pick the one that suits you:',
    },
    action: /*i18n*/ { id: 'interviews.rescheduled.action', message: 'Pick a new time' },
  },
  booked: {
    subject: /*i18n*/ { id: 'interviews.booked.subject', message: 'Interview booked: {jobTitle}' },
    heading: /*i18n*/ { id: 'interviews.booked.heading', message: 'Interview booked' },
    lead: /*i18n*/ {
      id: 'interviews.booked.lead',
      message: 'The interview for “{jobTitle}” at {company} is booked. The invitation is attached for your calendar.',
    },
    action: /*i18n*/ { id: 'interviews.booked.action', message: 'See the interview' },
  },
  cancelled: {
    subject: /*i18n*/ { id: 'interviews.cancelled.subject', message: 'Interview cancelled: {jobTitle}' },
    heading: /*i18n*/ { id: 'interviews.cancelled.heading', message: 'Interview cancelled' },
    lead: /*i18n*/ {
      id: 'interviews.cancelled.lead',
      message: 'The interview for “{jobTitle}” at {company} has been cancelled.',
    },
    action: /*i18n*/ { id: 'interviews.cancelled.action', message: 'See the details' },
  },
  reminder: {
    subject: /*i18n*/ { id: 'interviews.reminder.subject', message: 'Reminder: interview for {jobTitle}' },
    heading: /*i18n*/ { id: 'interviews.reminder.heading', message: 'Your interview is coming up' },
    lead: /*i18n*/ {
      id: 'interviews.reminder.lead',
      message: 'A reminder of the interview for “{jobTitle}” at {company}.',
    },
    action: /*i18n*/ { id: 'interviews.reminder.action', message: 'See the interview' },
  },
};

const FACT = {
  when: /*i18n*/ { id: 'interviews.mail.fact.when', message: 'When' },
  how: /*i18n*/ { id: 'interviews.mail.fact.how', message: 'How' },
  where: /*i18n*/ { id: 'interviews.mail.fact.where', message: 'Where' },
  note: /*i18n*/ { id: 'interviews.mail.fact.note', message: 'Note' },
  reason: /*i18n*/ { id: 'interviews.mail.fact.reason', message: 'Reason' },
};

const MODE: Record<InterviewModeValue, MessageDescriptor> = {
  video: /*i18n*/ { id: 'interviews.mail.mode.video', message: 'Video call' },
  phone: /*i18n*/ { id: 'interviews.mail.mode.phone', message: 'Phone call' },
  onsite: /*i18n*/ { id: 'interviews.mail.mode.onsite', message: 'On site' },
};

const IN_ZONE = /*i18n*/ { id: 'interviews.mail.timeInZone', message: '{time} ({zone})' };

/** The instant as the reader sees it: their language's names of days and months, their zone's clock. */
export function timeFor(tr: Translator, at: Date, zone: string): string {
  return tr.t(IN_ZONE, { time: tr.date(at, { ...WALL_TIME, timeZone: zone }), zone });
}

export function interviewMail(brand: Brand, m: InterviewMailInput): Mail {
  const { tr } = brand;
  const w = WORDING[m.moment];
  const subject = tr.t(w.subject, { jobTitle: m.jobTitle });
  const lead = tr.t(w.lead, { jobTitle: m.jobTitle, company: m.companyName });
  const action = tr.t(w.action);
  const hello = greeting(tr, m.name);
  const offered = m.offered.map((at) => timeFor(tr, at, m.zone));
  const fact = (label: MessageDescriptor, value: string | null): [string, string][] =>
    value ? [[tr.t(label), value]] : [];
  const facts: [string, string][] = [
    ...fact(FACT.when, m.when && timeFor(tr, m.when, m.zone)),
    ...fact(FACT.how, tr.t(MODE[m.mode])),
    ...fact(FACT.where, m.location),
    ...fact(FACT.note, m.note),
    ...fact(FACT.reason, m.reason),
  ];
  const list = offered.length ? `<ul>${offered.map((o) => `<li>${escapeHtml(o)}</li>`).join('')}</ul>` : '';
  const factsHtml = facts.map(([k, v]) => `<p><strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}</p>`).join('');
  const html = layout(
    brand,
    tr.t(w.heading),
    `<p>${escapeHtml(hello)}</p><p>${escapeHtml(lead)}</p>${list}${factsHtml}<p><a href="${escapeHtml(m.link)}" style="display:inline-block;background:${escapeHtml(brand.color)};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`,
  );
  const text = [
    hello,
    lead,
    ...offered.map((o) => `- ${o}`),
    ...facts.map(([k, v]) => `${k}: ${v}`),
    `${action}: ${m.link}`,
  ].join('\n\n');
  return { subject, html, text: `${text}\n` };
}
