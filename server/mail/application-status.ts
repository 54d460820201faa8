// The e-mail a candidate (or guest) gets when an employer moves their application, in the look of
// templates.ts: tenant-branded, values escaped, in the reader's language. Employers' notes are
// never included.
import type { components } from '@generated/schema';
import type { MessageDescriptor, Translator } from '../i18n/translator.ts';
import { escapeHtml as escape, greeting, layout, paragraphs, type Brand, type Mail } from './templates.ts';

type Status = components['schemas']['ApplicationStatus'];

export type StatusMailInput = {
  name: string;
  jobTitle: string;
  companyName: string;
  status: Status;
  /** Where the reader follows the application: My jobs for candidates, the job page for guests. */
  link: string;
};

/**
 * A status in words: the headline (the notification's title), the mail's subject with the job,
 * its heading when it says more than the headline, and its sentences ({job}, {company}).
 */
type Wording = {
  title: MessageDescriptor;
  subject: MessageDescriptor;
  heading?: MessageDescriptor;
  lines: MessageDescriptor[];
};

const WORDING: Record<Status, Wording> = {
  APPLIED: {
    title: /*i18n*/ { id: 'mail.applicationStatus.applied.title', message: 'Your application is being reviewed' },
    subject: /*i18n*/ {
      id: 'mail.applicationStatus.applied.subject',
      message: 'Your application is being reviewed: {job}',
    },
    lines: [
      /*i18n*/ {
        id: 'mail.applicationStatus.applied.line',
        message: '{company} is reviewing your application for {job} again.',
      },
    ],
  },
  SHORTLIST: {
    title: /*i18n*/ { id: 'mail.applicationStatus.shortlist.title', message: 'You have been shortlisted' },
    subject: /*i18n*/ { id: 'mail.applicationStatus.shortlist.subject', message: 'You have been shortlisted: {job}' },
    lines: [
      /*i18n*/ {
        id: 'mail.applicationStatus.shortlist.line',
        message: 'Good news: {company} shortlisted your application for {job}.',
      },
      /*i18n*/ { id: 'mail.applicationStatus.shortlist.next', message: 'They will be in touch about the next steps.' },
    ],
  },
  IN_INTERVIEW: {
    title: /*i18n*/ { id: 'mail.applicationStatus.interview.title', message: 'You are invited to interview' },
    subject: /*i18n*/ {
      id: 'mail.applicationStatus.interview.subject',
      message: 'You are invited to interview: {job}',
    },
    heading: /*i18n*/ {
      id: 'mail.applicationStatus.interview.heading',
      message: 'Your application moved to interviews',
    },
    lines: [
      /*i18n*/ {
        id: 'mail.applicationStatus.interview.line',
        message: '{company} would like to interview you for {job}.',
      },
      /*i18n*/ {
        id: 'mail.applicationStatus.interview.next',
        message: 'Keep an eye on your e-mail and phone for the details.',
      },
    ],
  },
  HIRED: {
    title: /*i18n*/ { id: 'mail.applicationStatus.hired.title', message: 'Congratulations, you have been selected' },
    subject: /*i18n*/ {
      id: 'mail.applicationStatus.hired.subject',
      message: 'Congratulations, you have been selected: {job}',
    },
    heading: /*i18n*/ { id: 'mail.applicationStatus.hired.heading', message: 'Congratulations!' },
    lines: [
      /*i18n*/ { id: 'mail.applicationStatus.hired.line', message: '{company} selected you for {job}.' },
      /*i18n*/ { id: 'mail.applicationStatus.hired.next', message: 'They will contact you about the offer.' },
    ],
  },
  REJECTED: {
    title: /*i18n*/ { id: 'mail.applicationStatus.rejected.title', message: 'An update on your application' },
    subject: /*i18n*/ {
      id: 'mail.applicationStatus.rejected.subject',
      message: 'An update on your application: {job}',
    },
    lines: [
      /*i18n*/ {
        id: 'mail.applicationStatus.rejected.line',
        message: 'Thank you for applying for {job}. {company} has decided not to move forward with your application.',
      },
      /*i18n*/ {
        id: 'mail.applicationStatus.rejected.next',
        message: 'We wish you every success; new jobs are posted every day.',
      },
    ],
  },
};

const TEXT = {
  view: /*i18n*/ { id: 'mail.applicationStatus.view', message: 'View your application' },
  untitledJob: /*i18n*/ { id: 'mail.applicationStatus.untitledJob', message: 'your job application' },
};

/** What the mail and the notification call a job that has no title. */
export const jobTitleOr = (tr: Translator, title: string | null) => title ?? tr.t(TEXT.untitledJob);

const linesOf = (tr: Translator, w: Wording, job: string, company: string) =>
  w.lines.map((line) => tr.t(line, { job, company }));

/** The headline and first sentences of a status change, for the in-app notification. */
export function statusWording(tr: Translator, status: Status, jobTitle: string, companyName: string) {
  const w = WORDING[status];
  return { title: tr.t(w.title), body: linesOf(tr, w, jobTitle, companyName).join(' ') };
}

export function applicationStatusMail(brand: Brand, input: StatusMailInput): Mail {
  const { tr } = brand;
  const w = WORDING[input.status];
  const hello = greeting(tr, input.name);
  const lines = linesOf(tr, w, input.jobTitle, input.companyName);
  const view = tr.t(TEXT.view);
  const html = layout(
    brand,
    tr.t(w.heading ?? w.title),
    `${paragraphs(hello, ...lines)}<p><a href="${escape(input.link)}" style="color:${escape(brand.color)}">${escape(view)}</a></p>`,
  );
  const text = `${hello}\n\n${lines.join('\n\n')}\n\n${view}: ${input.link}\n\n${brand.name} · ${brand.origin}\n`;
  return { subject: tr.t(w.subject, { job: input.jobTitle }), html, text };
}
