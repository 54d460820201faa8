// Telling the people of an interview what happened: a notification in each one's notification
// centre and an e-mail through the outbox, written on the caller's transaction so that they stand
// or fall with the change. The employer side is the colleague who last proposed times. Each mail
// is in its reader's language and writes times in its reader's zone; the booking's and the
// cancellation's carry the invitation, its title and description in the reader's language too.
import { readerBrand } from '../accounts/brand.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { storeNotifications, type NewNotification } from '../notifications/store.ts';
import { inCalendars, invitationOf } from './calendar.ts';
import { interviewMail, type InterviewMoment } from './mails.ts';
import type { InterviewRow } from './repo.ts';
import { timeIn } from './time-zones.ts';
import { candidateNameOf, slotsOf } from './views.ts';

export type TellEnv = { db: Db; mailer: Mailer; config: Config; tenant: Tenant };
export type SideName = 'employer' | 'candidate';

const TITLES: Record<InterviewMoment, (job: string) => string> = {
  proposed: (job) => `Pick a time for your interview: ${job}`,
  rescheduled: (job) => `New interview times: ${job}`,
  booked: (job) => `Interview booked: ${job}`,
  cancelled: (job) => `Interview cancelled: ${job}`,
  reminder: (job) => `Interview tomorrow: ${job}`,
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
  const people = peopleOf(row);
  const notified = people.filter((p) => to.includes(p.side));
  const calendarHeld = (moment === 'booked' || moment === 'cancelled') && inCalendars(row);
  const mailed = calendarHeld ? people : notified;
  const booked = row.starts_at && moment !== 'proposed' && moment !== 'rescheduled' ? new Date(row.starts_at) : null;

  const notifications: NewNotification[] = notified.map((p) => ({
    clientId: env.tenant.id,
    userId: p.userId,
    // The notification centre's kind for news of an application (docs/interviews.md).
    kind: 'application_status',
    title: TITLES[moment](row.job_title),
    body: booked
      ? `${row.company_name} · ${timeIn(booked, p.zone)}`
      : `${row.company_name} offered ${slotsOf(row).length} time(s) for your interview.`,
    link: p.link,
    refs: { jobId: row.job_id, applicationId: row.application_id },
  }));
  await storeNotifications({ db: env.db }, notifications);

  const mails: OutgoingMail[] = [];
  for (const p of mailed) {
    const brand = await readerBrand(env.tenant, env.config, p.locale);
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
