// The e-mail an employer gets when the board's admin declines their job, in the employer's
// language: which job, the admin's reason in their words (escaped: it is free text, and not
// translated), and where to fix it.
import type { Translator } from '../i18n/translator.ts';
import { escapeHtml, htmlWithSlot, layout, type Brand, type Mail } from './templates.ts';

export type DeclinedMailInput = { name: string; jobTitle: string; reason: string; editUrl: string };

const DECLINED = {
  subject: /*i18n*/ { id: 'mail.jobDeclined.subject', message: 'Your job “{job}” was not approved' },
  heading: /*i18n*/ { id: 'mail.jobDeclined.heading', message: 'Your job was not approved' },
  hello: /*i18n*/ { id: 'mail.jobDeclined.hello', message: 'Hello {name},' },
  reviewed: /*i18n*/ {
    id: 'mail.jobDeclined.reviewed',
    message: 'The team of {board} reviewed {job} and did not approve it for the board, for this reason:',
  },
  whereHtml: /*i18n*/ {
    id: 'mail.jobDeclined.where',
    message: 'The job and this reason are in My jobs; reply to the board’s team if you have a question.',
  },
  whereText: /*i18n*/ { id: 'mail.jobDeclined.where.text', message: 'The job and this reason are in My jobs: {link}' },
  open: /*i18n*/ { id: 'mail.jobDeclined.open', message: 'Open my jobs' },
  untitledJob: /*i18n*/ { id: 'mail.jobDeclined.untitledJob', message: 'Untitled job' },
};

/** What the mail calls a job that has no title. */
export const declinedJobTitle = (tr: Translator, title: string | null) => title ?? tr.t(DECLINED.untitledJob);

export function jobDeclinedMail(brand: Brand, m: DeclinedMailInput): Mail {
  const { tr } = brand;
  const reason = escapeHtml(m.reason).replace(/\r?\n/g, '<br>');
  const hello = tr.t(DECLINED.hello, { name: m.name });
  const reviewed = { board: brand.name, job: m.jobTitle };
  return {
    subject: tr.t(DECLINED.subject, { job: m.jobTitle }),
    html: layout(
      brand,
      tr.t(DECLINED.heading),
      `<p>${escapeHtml(hello)}</p><p>${htmlWithSlot(tr, DECLINED.reviewed, reviewed, 'job', `<strong>${escapeHtml(m.jobTitle)}</strong>`)}</p><div style="padding:16px;background:#f4f6f8;border-radius:6px;word-break:break-word">${reason}</div><p>${escapeHtml(tr.t(DECLINED.whereHtml))}</p><p><a href="${escapeHtml(m.editUrl)}" style="display:inline-block;background:${escapeHtml(brand.color)};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(tr.t(DECLINED.open))}</a></p>`,
    ),
    text: `${hello}\n\n${tr.t(DECLINED.reviewed, reviewed)}\n\n${m.reason}\n\n${tr.t(DECLINED.whereText, { link: m.editUrl })}\n`,
  };
}
