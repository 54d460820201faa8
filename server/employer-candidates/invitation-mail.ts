// The e-mail a candidate gets when a company invites them to apply, in the look of
// mail/templates.ts: tenant-branded, every value escaped (the message is the employer's text).
import { escapeHtml as escape, layout, type Brand, type Mail } from '../mail/templates.ts';

export type InvitationMailInput = {
  name: string;
  jobTitle: string;
  companyName: string;
  message: string;
  /** The job page with the invitation, on the tenant's host. */
  link: string;
};

/** The notification's wording, shared with the e-mail's heading. */
export function invitationWording(jobTitle: string, companyName: string) {
  return {
    title: `${companyName} invites you to apply`,
    body: `${companyName} invited you to apply for ${jobTitle}.`,
  };
}

export function invitationMail(brand: Brand, input: InvitationMailInput): Mail {
  const w = invitationWording(input.jobTitle, input.companyName);
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,';
  const paragraphs = input.message
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const html = layout(
    brand,
    w.title,
    `<p>${escape(greeting)}</p><p>${escape(w.body)}</p>` +
      `<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid ${escape(brand.color)};color:#3e4c59">` +
      paragraphs.map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`).join('') +
      `</blockquote><p><a href="${escape(input.link)}" style="color:${escape(brand.color)}">View the job and apply</a></p>`,
  );
  const text =
    `${greeting}\n\n${w.body}\n\n${input.message.trim()}\n\n` +
    `View the job and apply: ${input.link}\n\n${brand.name} · ${brand.origin}\n`;
  return { subject: `${w.title}: ${input.jobTitle}`, html, text };
}
