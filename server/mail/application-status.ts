// The e-mail a candidate (or guest) gets when an employer moves their application, in the look of
// templates.ts: tenant-branded, values escaped. Employers' notes are never included.
import type { components } from '@generated/schema';
import { escapeHtml as escape, layout, type Brand, type Mail } from './templates.ts';

type Status = components['schemas']['ApplicationStatus'];

export type StatusMailInput = {
  name: string;
  jobTitle: string;
  companyName: string;
  status: Status;
  /** Where the reader follows the application: My jobs for candidates, the job page for guests. */
  link: string;
};

type Wording = { subject: string; heading: string; lines: (job: string, company: string) => string[] };

const WORDING: Record<Status, Wording> = {
  APPLIED: {
    subject: 'Your application is being reviewed',
    heading: 'Your application is being reviewed',
    lines: (job, company) => [`${company} is reviewing your application for ${job} again.`],
  },
  SHORTLIST: {
    subject: 'You have been shortlisted',
    heading: 'You have been shortlisted',
    lines: (job, company) => [
      `Good news: ${company} shortlisted your application for ${job}.`,
      'They will be in touch about the next steps.',
    ],
  },
  IN_INTERVIEW: {
    subject: 'You are invited to interview',
    heading: 'Your application moved to interviews',
    lines: (job, company) => [
      `${company} would like to interview you for ${job}.`,
      'Keep an eye on your e-mail and phone for the details.',
    ],
  },
  HIRED: {
    subject: 'Congratulations, you have been selected',
    heading: 'Congratulations!',
    lines: (job, company) => [`${company} selected you for ${job}.`, 'They will contact you about the offer.'],
  },
  REJECTED: {
    subject: 'An update on your application',
    heading: 'An update on your application',
    lines: (job, company) => [
      `Thank you for applying for ${job}. ${company} has decided not to move forward with your application.`,
      'We wish you every success; new jobs are posted every day.',
    ],
  },
};

/** The headline and first sentence of a status change, for the in-app notification. */
export function statusWording(status: Status, jobTitle: string, companyName: string) {
  const w = WORDING[status];
  return { title: w.subject, body: w.lines(jobTitle, companyName).join(' ') };
}

export function applicationStatusMail(brand: Brand, input: StatusMailInput): Mail {
  const w = WORDING[input.status];
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,';
  const lines = w.lines(input.jobTitle, input.companyName);
  const subject = `${w.subject}: ${input.jobTitle}`;
  const html = layout(
    brand,
    w.heading,
    `<p>${escape(greeting)}</p>${lines.map((l) => `<p>${escape(l)}</p>`).join('')}<p><a href="${escape(input.link)}" style="color:${escape(brand.color)}">View your application</a></p>`,
  );
  const text = `${greeting}\n\n${lines.join('\n\n')}\n\nView your application: ${input.link}\n\n${brand.name} · ${brand.origin}\n`;
  return { subject, html, text };
}
