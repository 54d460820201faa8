// The team invitation e-mail, in the look of server/mail/templates.ts. It carries a password
// reset code, so accepting is the ordinary reset flow: the code on /employer/forgot-password-otp,
// then a new password. After the code's ten minutes, /employer/forgot-password sends another.
import type { Brand, Mail } from '../mail/templates.ts';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export type Invitation = { memberName: string; inviterName: string; companyName: string; email: string; code: string };

export function inviteMail(brand: Brand, invite: Invitation): Mail {
  const accept = `${brand.origin}/employer/forgot-password-otp?email=${encodeURIComponent(invite.email)}`;
  const again = `${brand.origin}/employer/forgot-password`;
  const subject = `${invite.inviterName} invited you to ${invite.companyName} on ${brand.name}`;
  const greeting = invite.memberName ? `Hi ${invite.memberName},` : 'Hi,';
  const html = `<!doctype html><html><body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${escape(brand.color)};color:#ffffff;padding:20px 28px;font-size:20px;font-weight:bold">${escape(brand.name)}</td></tr>
<tr><td style="padding:28px"><h1 style="font-size:20px;margin:0 0 16px">Join ${escape(invite.companyName)}</h1>
<p>${escape(greeting)}</p><p>${escape(invite.inviterName)} added you to the ${escape(invite.companyName)} team. To accept, set your password with this code:</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:16px 0">${escape(invite.code)}</p>
<p><a href="${escape(accept)}" style="color:${escape(brand.color)}">Set your password</a></p>
<p>The code is valid for 10 minutes. After that, ask for a new one at <a href="${escape(again)}" style="color:${escape(brand.color)}">${escape(again)}</a> with this e-mail address.</p></td></tr>
<tr><td style="padding:16px 28px;color:#7b8794;font-size:12px">Sent by ${escape(brand.name)} · <a href="${escape(brand.origin)}" style="color:#7b8794">${escape(brand.origin)}</a></td></tr>
</table></td></tr></table></body></html>`;
  const text = `${greeting}\n\n${invite.inviterName} added you to the ${invite.companyName} team on ${brand.name}. To accept, set your password with this code: ${invite.code}\n\nOpen ${accept} and enter the code. It is valid for 10 minutes; after that, ask for a new one at ${again} with this e-mail address.\n\n${brand.name} · ${brand.origin}\n`;
  return { subject, html, text };
}
