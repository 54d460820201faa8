// Telling the people of an interview what happened: a notification in each one's notification
// centre and an e-mail through the outbox, written on the caller's transaction so that they stand
// or fall with the change. The employer side is the colleague who last proposed times. Each
// notification and mail is in its reader's language and writes times in its reader's zone; the
// booking's and the cancellation's mails carry the invitation, its title and description in the
// reader's language too.
import { readerBrand } from '../board-settings/index.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import type { MessageDescriptor } from '../i18n/translator.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { storeNotifications, type NewNotification } from '../notifications/index.ts';
import { inCalendars, invitationOf } from './calendar.ts';
import { interviewMail, timeFor, type InterviewMoment } from './mails.ts';
import type { InterviewRow } from './repo.ts';
import { candidateNameOf, slotsOf } from './views.ts';

export type TellEnv = { db: Db; mailer: Mailer; config: Config; tenant: Tenant };
export type SideName = 'employer' | 'candidate';

const TITLES: Record<InterviewMoment, MessageDescriptor> = {
  proposed: /*i18n*/ {
    id: 'interviews.notification.proposed.title',
    message: 'Pick a time for your interview: {jobTitle}',
  },
  rescheduled: /*i18n*/ { id: 'interviews.notification.rescheduled.title', message: 'New interview times: {jobTitle}' },
  booked: /*i18n*/ { id: 'interviews.notification.booked.title', message: 'Interview booked: {jobTitle}' },
  cancelled: /*i18n*/ { id: 'interviews.notification.cancelled.title', message: 'Interview cancelled: {jobTitle}' },
  reminder: /*i18n*/ { id: 'interviews.notification.reminder.title', message: 'Interview tomorrow: {jobTitle}' },
};

const BODY = {
  /** The booked time, in the reader's zone. */
  when: /*i18n*/ { id: 'interviews.notification.when', message: '{company} · {time}' },
  offered: /*i18n*/ {
    id: 'interviews.notification.offered',
    message: '{company} offered {count, plural, one {# time} other {# times}} for your interview.',
  },
};

type Person = {
  side: SideName;
  userId: string;
  email: string;
  name: string;
  zone: string;
  locale: string | null;
  link: string;
};

function peopleOf(row: InterviewRow): Person[] {
  const people: Person[] = [];
  if (row.candidate_id && row.candidate_email)
    people.push({
      side: 'candidate',
      userId: row.candidate_id,
      email: row.candidate_email,
      name: candidateNameOf(row),
      zone: row.candidate_time_zone ?? row.employer_time_zone,
      locale: row.candidate_locale,
      link: '/jobsseekers/my-jobs',
    });
  if (row.proposed_by && row.employer_email)
    people.push({
      side: 'employer',
      userId: row.proposed_by,
      email: row.employer_email,
      name: row.employer_name || row.employer_email,
      zone: row.employer_time_zone,
      locale: row.employer_locale,
      link: `/employer/response-detail?userJobId=${row.application_id}`,
    });
  return people;
}

/**
 * Tells `to` (the sides notified) of the moment. Mails go to `to`, and for a booking or a
 * cancellation that a calendar holds, to both sides: each calendar must hold the same event.
 */
export async function tell(env: TellEnv, row: InterviewRow, moment: InterviewMoment, to: SideName[]): Promise<void> {
  const organizer = { name: row.company_name, email: row.employer_email ?? env.config.mailFrom };
  const now = new Date();
  // Each side in its own language, for its notification and its mail.
  const people = await Promise.all(
    peopleOf(row).map(async (p) => ({ ...p, brand: await readerBrand(env.tenant, env.config, p.locale) })),
  );
  const notified = people.filter((p) => to.includes(p.side));
  const calendarHeld = (moment === 'booked' || moment === 'cancelled') && inCalendars(row);
  const mailed = calendarHeld ? people : notified;
  const booked = row.starts_at && moment !== 'proposed' && moment !== 'rescheduled' ? new Date(row.starts_at) : null;

  const notifications: NewNotification[] = notified.map((p) => {
    const { tr } = p.brand;
    return {
      clientId: env.tenant.id,
      userId: p.userId,
      // The notification centre's kind for news of an application (docs/interviews.md).
      kind: 'application_status',
      title: tr.t(TITLES[moment], { jobTitle: row.job_title }),
      body: booked
        ? tr.t(BODY.when, { company: row.company_name, time: timeFor(tr, booked, p.zone) })
        : tr.t(BODY.offered, { company: row.company_name, count: slotsOf(row).length }),
      link: p.link,
      refs: { jobId: row.job_id, applicationId: row.application_id },
    };
  });
  await storeNotifications({ db: env.db }, notifications);

  const mails: OutgoingMail[] = [];
  for (const p of mailed) {
    const { brand } = p;
    const invitation = calendarHeld ? invitationOf(row, organizer, brand.tr, now) : null;
    mails.push({
      ...interviewMail(brand, {
        moment,
        name: p.name,
        jobTitle: row.job_title,
        companyName: row.company_name,
        zone: p.zone,
        when: booked,
        offered: moment === 'proposed' || moment === 'rescheduled' ? slotsOf(row).map((s) => new Date(s)) : [],
        mode: row.mode,
        location: row.location,
        note: row.note,
        reason: moment === 'cancelled' ? row.cancel_reason : null,
        link: `${brand.origin}${p.link}`,
      }),
      to: p.email,
      kind: `interview_${moment}`,
      clientId: env.tenant.id,
      fromName: brand.name,
      meta: { interviewId: row.id, applicationId: row.application_id, sequence: row.sequence },
      ...(invitation ? { calendar: invitation } : {}),
    });
  }
  await env.mailer.storeAll(env.db, mails);
}
