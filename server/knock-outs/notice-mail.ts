// The polite e-mail to a candidate whose application did not meet a job's requirements: which job,
// that the company will not go on with it, and where to find other jobs. It never says which
// answer failed, so the requirement cannot simply be answered around next time.
import { escapeHtml, layout, type Brand, type Mail } from '../mail/templates.ts';

export type NoticeMailInput = { name: string; jobTitle: string; companyName: string };

export function knockOutNoticeMail(brand: Brand, m: NoticeMailInput): Mail {
  const jobsUrl = `${brand.origin}/jobs`;
  const at = m.companyName ? ` at ${m.companyName}` : '';
  return {
    subject: `Your application for “${m.jobTitle}”`,
    html: layout(
      brand,
      'Thank you for applying',
      `<p>Hello ${escapeHtml(m.name)},</p><p>Thank you for applying for <strong>${escapeHtml(m.jobTitle)}</strong>${escapeHtml(at)}. The role asks for some requirements your answers did not meet, so your application will not go further this time.</p><p>We appreciate the time you took, and we hope you find the right role among the other jobs on ${escapeHtml(brand.name)}.</p><p><a href="${escapeHtml(jobsUrl)}" style="display:inline-block;background:${escapeHtml(brand.color)};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">See other jobs</a></p>`,
    ),
    text: `Hello ${m.name},\n\nThank you for applying for "${m.jobTitle}"${at}. The role asks for some requirements your answers did not meet, so your application will not go further this time.\n\nWe appreciate the time you took, and we hope you find the right role among the other jobs on ${brand.name}: ${jobsUrl}\n`,
  };
}
