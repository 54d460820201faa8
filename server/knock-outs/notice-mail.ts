// The polite e-mail to a candidate whose application did not meet a job's requirements: which job,
// that the company will not go on with it, and where to find other jobs. It never says which
// answer failed, so the requirement cannot simply be answered around next time. Written in the
// reader's language (the brand's translator); the job's title and the company stay as written.
import { escapeHtml, greeting, layout, type Brand, type Mail } from '../mail/templates.ts';

export type NoticeMailInput = { name: string; jobTitle: string | null; companyName: string };

const NOTICE = {
  subject: /*i18n*/ { id: 'knock-outs.notice.subject', message: 'Your application for “{jobTitle}”' },
  heading: /*i18n*/ { id: 'knock-outs.notice.heading', message: 'Thank you for applying' },
  // A job without a title (never expected of a job that takes applications) still reads as a sentence.
  theJob: /*i18n*/ { id: 'knock-outs.notice.theJob', message: 'the job' },
  thanksAt: /*i18n*/ {
    id: 'knock-outs.notice.thanks.atCompany',
    message:
      'Thank you for applying for “{jobTitle}” at {company}. The role asks for some requirements your answers did not meet, so your application will not go further this time.',
  },
  thanks: /*i18n*/ {
    id: 'knock-outs.notice.thanks',
    message:
      'Thank you for applying for “{jobTitle}”. The role asks for some requirements your answers did not meet, so your application will not go further this time.',
  },
  otherJobs: /*i18n*/ {
    id: 'knock-outs.notice.otherJobs',
    message: 'We appreciate the time you took, and we hope you find the right role among the other jobs on {board}.',
  },
  action: /*i18n*/ { id: 'knock-outs.notice.action', message: 'See other jobs' },
};

export function knockOutNoticeMail(brand: Brand, m: NoticeMailInput): Mail {
  const { tr } = brand;
  const jobsUrl = `${brand.origin}/jobs`;
  const jobTitle = m.jobTitle || tr.t(NOTICE.theJob);
  const hello = greeting(tr, m.name);
  const thanks = m.companyName
    ? tr.t(NOTICE.thanksAt, { jobTitle, company: m.companyName })
    : tr.t(NOTICE.thanks, { jobTitle });
  const otherJobs = tr.t(NOTICE.otherJobs, { board: brand.name });
  const action = tr.t(NOTICE.action);
  return {
    subject: tr.t(NOTICE.subject, { jobTitle }),
    html: layout(
      brand,
      tr.t(NOTICE.heading),
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(thanks)}</p><p>${escapeHtml(otherJobs)}</p><p><a href="${escapeHtml(jobsUrl)}" style="display:inline-block;background:${escapeHtml(brand.color)};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`,
    ),
    text: `${hello}\n\n${thanks}\n\n${otherJobs}\n\n${action}: ${jobsUrl}\n`,
  };
}
