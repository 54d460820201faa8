// The e-mail an employer gets when the board's admin declines their job: which job, the admin's
// reason in their words (escaped: it is free text), and where to fix it.
import { escapeHtml, layout, type Brand, type Mail } from './templates.ts';

export type DeclinedMailInput = { name: string; jobTitle: string; reason: string; editUrl: string };

export function jobDeclinedMail(brand: Brand, m: DeclinedMailInput): Mail {
  const reason = escapeHtml(m.reason).replace(/\r?\n/g, '<br>');
  return {
    subject: `Your job “${m.jobTitle}” was not approved`,
    html: layout(
      brand,
      'Your job was not approved',
      `<p>Hello ${escapeHtml(m.name)},</p><p>The team of ${escapeHtml(brand.name)} reviewed <strong>${escapeHtml(m.jobTitle)}</strong> and did not approve it for the board, for this reason:</p><div style="padding:16px;background:#f4f6f8;border-radius:6px;word-break:break-word">${reason}</div><p>The job and this reason are in My jobs; reply to the board’s team if you have a question.</p><p><a href="${escapeHtml(m.editUrl)}" style="display:inline-block;background:${escapeHtml(brand.color)};color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">Open my jobs</a></p>`,
    ),
    text: `Hello ${m.name},\n\nThe team of ${brand.name} reviewed "${m.jobTitle}" and did not approve it for the board, for this reason:\n\n${m.reason}\n\nThe job and this reason are in My jobs: ${m.editUrl}\n`,
  };
}
