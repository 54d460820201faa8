// The e-mail a candidate gets when a company invites them to apply, in the look of
// mail/templates.ts: tenant-branded, every value escaped. The product's words are in the reader's
// language (the brand's translator); the employer's message is theirs and stays as they wrote it.
import type { Translator } from '../i18n/translator.ts';
import { escapeHtml as escape, greeting, layout, type Brand, type Mail } from '../mail/templates.ts';

export type InvitationMailInput = {
  name: string;
  jobTitle: string | null;
  companyName: string;
  message: string;
  /** The job page with the invitation, on the tenant's host. */
  link: string;
};

const INVITATION = {
  title: /*i18n*/ { id: 'employer-candidates.invitation.title', message: '{company} invites you to apply' },
  body: /*i18n*/ {
    id: 'employer-candidates.invitation.body',
    message: '{company} invited you to apply for {jobTitle}.',
  },
  subject: /*i18n*/ {
    id: 'employer-candidates.invitation.subject',
    message: '{company} invites you to apply: {jobTitle}',
  },
  // A job without a title (never expected of an open job) still reads as a sentence.
  aJob: /*i18n*/ { id: 'employer-candidates.invitation.aJob', message: 'a job' },
  action: /*i18n*/ { id: 'employer-candidates.invitation.action', message: 'View the job and apply' },
};

/** The notification's wording, shared with the e-mail's heading. */
export function invitationWording(tr: Translator, jobTitle: string | null, companyName: string) {
  const values = { company: companyName, jobTitle: jobTitle || tr.t(INVITATION.aJob) };
  return { title: tr.t(INVITATION.title, values), body: tr.t(INVITATION.body, values) };
}

export function invitationMail(brand: Brand, input: InvitationMailInput): Mail {
  const { tr } = brand;
  const w = invitationWording(tr, input.jobTitle, input.companyName);
  const hello = greeting(tr, input.name);
  const action = tr.t(INVITATION.action);
  const paragraphs = input.message
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const html = layout(
    brand,
    w.title,
    `<p>${escape(hello)}</p><p>${escape(w.body)}</p>` +
      `<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid ${escape(brand.color)};color:#3e4c59">` +
      paragraphs.map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`).join('') +
      `</blockquote><p><a href="${escape(input.link)}" style="color:${escape(brand.color)}">${escape(action)}</a></p>`,
  );
  const text =
    `${hello}\n\n${w.body}\n\n${input.message.trim()}\n\n` +
    `${action}: ${input.link}\n\n${brand.name} · ${brand.origin}\n`;
  const subject = tr.t(INVITATION.subject, {
    company: input.companyName,
    jobTitle: input.jobTitle || tr.t(INVITATION.aJob),
  });
  return { subject, html, text };
}
