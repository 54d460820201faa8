// The team invitation e-mail, in the look of server/mail/templates.ts. It carries a password
// reset code, so accepting is the ordinary reset flow: the code on /employer/forgot-password-otp,
// then a new password. After the code's ten minutes, /employer/forgot-password sends another.
// Written in the brand's language: the team's new member has no account language yet, so the
// caller (team.ts) gives the board's default.
import {
  codeBlock,
  escapeHtml as escape,
  greeting,
  htmlWithSlot,
  layout,
  type Brand,
  type Mail,
} from '../mail/templates.ts';

export type Invitation = { memberName: string; inviterName: string; companyName: string; email: string; code: string };

const INVITE = {
  subject: /*i18n*/ {
    id: 'accounts.invite.subject',
    message: '{inviter} invited you to {company} on {board}',
  },
  heading: /*i18n*/ { id: 'accounts.invite.heading', message: 'Join {company}' },
  added: /*i18n*/ {
    id: 'accounts.invite.added',
    message: '{inviter} added you to the {company} team on {board}. To accept, set your password with this code:',
  },
  setPassword: /*i18n*/ { id: 'accounts.invite.setPassword', message: 'Set your password' },
  open: /*i18n*/ { id: 'accounts.invite.open', message: 'Open {url} and enter the code.' },
  validity: /*i18n*/ {
    id: 'accounts.invite.validity',
    message: 'The code is valid for 10 minutes. After that, ask for a new one at {url} with this e-mail address.',
  },
};

export function inviteMail(brand: Brand, invite: Invitation): Mail {
  const { tr } = brand;
  const accept = `${brand.origin}/employer/forgot-password-otp?email=${encodeURIComponent(invite.email)}`;
  const again = `${brand.origin}/employer/forgot-password`;
  const names = { inviter: invite.inviterName, company: invite.companyName, board: brand.name };
  const hello = greeting(tr, invite.memberName);
  const added = tr.t(INVITE.added, names);
  const link = (href: string, label: string) =>
    `<a href="${escape(href)}" style="color:${escape(brand.color)}">${escape(label)}</a>`;
  // The address becomes a link wherever the translation puts it.
  const validityHtml = htmlWithSlot(tr, INVITE.validity, {}, 'url', link(again, again));
  const html = layout(
    brand,
    tr.t(INVITE.heading, names),
    `<p>${escape(hello)}</p><p>${escape(added)}</p>${codeBlock(invite.code)}<p>${link(accept, tr.t(INVITE.setPassword))}</p><p>${validityHtml}</p>`,
  );
  const text = `${hello}\n\n${added} ${invite.code}\n\n${tr.t(INVITE.open, { url: accept })} ${tr.t(INVITE.validity, { url: again })}\n\n${brand.name} · ${brand.origin}\n`;
  return { subject: tr.t(INVITE.subject, names), html, text };
}
