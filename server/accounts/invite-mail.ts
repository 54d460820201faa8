// The team invitation e-mail, in the look of server/mail/templates.ts. It carries a password
// reset code, so accepting is the ordinary reset flow: the code on /employer/forgot-password-otp,
// then a new password. After the code's ten minutes, /employer/forgot-password sends another.
import { codeBlock, escapeHtml as escape, layout, type Brand, type Mail } from '../mail/templates.ts';

export type Invitation = { memberName: string; inviterName: string; companyName: string; email: string; code: string };

export function inviteMail(brand: Brand, invite: Invitation): Mail {
  const accept = `${brand.origin}/employer/forgot-password-otp?email=${encodeURIComponent(invite.email)}`;
  const again = `${brand.origin}/employer/forgot-password`;
  const subject = `${invite.inviterName} invited you to ${invite.companyName} on ${brand.name}`;
  const greeting = invite.memberName ? `Hi ${invite.memberName},` : 'Hi,';
  const link = (href: string, label: string) =>
    `<a href="${escape(href)}" style="color:${escape(brand.color)}">${escape(label)}</a>`;
  const html = layout(
    brand,
    `Join ${invite.companyName}`,
    `<p>${escape(greeting)}</p><p>${escape(invite.inviterName)} added you to the ${escape(invite.companyName)} team. To accept, set your password with this code:</p>${codeBlock(invite.code)}<p>${link(accept, 'Set your password')}</p><p>The code is valid for 10 minutes. After that, ask for a new one at ${link(again, again)} with this e-mail address.</p>`,
  );
  const text = `${greeting}\n\n${invite.inviterName} added you to the ${invite.companyName} team on ${brand.name}. To accept, set your password with this code: ${invite.code}\n\nOpen ${accept} and enter the code. It is valid for 10 minutes; after that, ask for a new one at ${again} with this e-mail address.\n\n${brand.name} · ${brand.origin}\n`;
  return { subject, html, text };
}
