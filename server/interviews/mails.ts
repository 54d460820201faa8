// The interview's e-mails, one template for each moment: times offered (or offered anew) to the
// candidate, the booking and the cancellation to both sides (with the invitation), the reminder to
// both. Every time is written in the reader's own zone, with the zone's name beside it.
import { escapeHtml, layout, type Brand, type Mail } from '../mail/templates.ts';

export type InterviewMoment = 'proposed' | 'rescheduled' | 'booked' | 'cancelled' | 'reminder';

export type InterviewMailInput = {
  moment: InterviewMoment;
  name: string;
  jobTitle: string;
  companyName: string;
  /** The booked time in the reader's zone (booked, cancelled, reminder). */
  when: string | null;
  /** The offered times in the reader's zone (proposed, rescheduled). */
  offered: string[];
  how: string;
  location: string | null;
  note: string | null;
  reason: string | null;
  /** Where the reader acts on it (My jobs, or the application in the pipeline). */
  link: string;
};

function wording(m: InterviewMailInput): { subject: string; heading: string; lead: string; action: string } {
  const about = `“${m.jobTitle}” at ${m.companyName}`;
  switch (m.moment) {
    case 'proposed':
      return {
        subject: `Interview times for ${m.jobTitle}`,
        heading: 'Pick a time for your interview',
        lead: `${m.companyName} would like to interview you for ${about}. Pick the time that suits you:`,
        action: 'Pick a time',
      };
    case 'rescheduled':
      return {
        subject: `New interview times for ${m.jobTitle}`,
        heading: 'Your interview needs a new time',
        lead: `${m.companyName} offered new times for your interview for ${about}; any time booked before no longer holds. Pick the one that suits you:`,
        action: 'Pick a new time',
      };
    case 'booked':
      return {
        subject: `Interview booked: ${m.jobTitle}`,
        heading: 'Interview booked',
        lead: `The interview for ${about} is booked. The invitation is attached for your calendar.`,
        action: 'See the interview',
      };
    case 'cancelled':
      return {
        subject: `Interview cancelled: ${m.jobTitle}`,
        heading: 'Interview cancelled',
        lead: `The interview for ${about} has been cancelled.`,
        action: 'See the details',
      };
    case 'reminder':
      return {
        subject: `Reminder: interview for ${m.jobTitle}`,
        heading: 'Your interview is coming up',
        lead: `A reminder of the interview for ${about}.`,
        action: 'See the interview',
      };
  }
}

export function interviewMail(brand: Brand, m: InterviewMailInput): Mail {
  const w = wording(m);
  const facts: [string, string][] = [
    ...(m.when ? ([['When', m.when]] as [string, string][]) : []),
    ['How', m.how],
    ...(m.location ? ([['Where', m.location]] as [string, string][]) : []),
    ...(m.note ? ([['Note', m.note]] as [string, string][]) : []),
    ...(m.reason ? ([['Reason', m.reason]] as [string, string][]) : []),
  ];
  const list = m.offered.length ? `<ul>${m.offered.map((o) => `<li>${escapeHtml(o)}</li>`).join('')}</ul>` : '';
  const factsHtml = facts.map(([k, v]) => `<p><strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}</p>`).join('');
  const html = layout(
    brand,
    w.heading,
    `<p>Hello ${escapeHtml(m.name)},</p><p>${escapeHtml(w.lead)}</p>${list}${factsHtml}<p><a href="${escapeHtml(m.link)}" style="display:inline-block;background:${escapeHtml(brand.color)};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(w.action)}</a></p>`,
  );
  const text = [
    `Hello ${m.name},`,
    w.lead,
    ...m.offered.map((o) => `- ${o}`),
    ...facts.map(([k, v]) => `${k}: ${v}`),
    `${w.action}: ${m.link}`,
  ].join('\n\n');
  return { subject: w.subject, html, text: `${text}\n` };
}
