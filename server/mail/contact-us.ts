// The message of the contact form, e-mailed to the board's support address (docs/contact-us.md).
// Every value comes from a stranger: all of it is escaped in the HTML, links are not made
// clickable, and the subject line is folded to one line.
import { escapeHtml, layout, type Brand, type Mail } from './templates.ts';

export type ContactMailInput = {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string;
  message: string;
};

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

export function contactMail(brand: Brand, m: ContactMailInput): Mail {
  const rows: [string, string | null][] = [
    ['Name', m.name],
    ['E-mail', m.email],
    ['Phone', m.phone],
    ['Company', m.company],
    ['Subject', oneLine(m.subject)],
  ];
  const table = rows
    .filter((r): r is [string, string] => Boolean(r[1]))
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#52606d;vertical-align:top">${label}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const body = escapeHtml(m.message).replace(/\r?\n/g, '<br>');
  return {
    subject: `Contact form: ${oneLine(m.subject)}`,
    html: layout(
      brand,
      'New message from the contact form',
      `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${table}</table><div style="padding:16px;background:#f4f6f8;border-radius:6px;white-space:normal;word-break:break-word">${body}</div><p style="color:#7b8794;font-size:12px;margin-top:16px">Reply to this e-mail to answer ${escapeHtml(m.name)} directly.</p>`,
    ),
    text: `New message from the contact form of ${brand.name}\n\n${rows
      .filter((r) => r[1])
      .map(([label, value]) => `${label}: ${value ?? ''}`)
      .join('\n')}\n\n${m.message}\n\nReply to this e-mail to answer ${m.name} directly.\n`,
  };
}
