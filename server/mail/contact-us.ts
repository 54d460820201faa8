// The message of the contact form, e-mailed to the board's support address (docs/contact-us.md),
// in the board's default language (the brand the caller gives). Every value comes from a
// stranger: all of it is escaped in the HTML, links are not made clickable, and the subject line
// is folded to one line.
import { escapeHtml, layout, type Brand, type Mail } from './templates.ts';

export type ContactMailInput = {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string;
  message: string;
};

const CONTACT = {
  name: /*i18n*/ { id: 'mail.contactUs.label.name', message: 'Name' },
  email: /*i18n*/ { id: 'mail.contactUs.label.email', message: 'E-mail' },
  phone: /*i18n*/ { id: 'mail.contactUs.label.phone', message: 'Phone' },
  company: /*i18n*/ { id: 'mail.contactUs.label.company', message: 'Company' },
  subjectLabel: /*i18n*/ { id: 'mail.contactUs.label.subject', message: 'Subject' },
  subject: /*i18n*/ { id: 'mail.contactUs.subject', message: 'Contact form: {subject}' },
  heading: /*i18n*/ { id: 'mail.contactUs.heading', message: 'New message from the contact form' },
  headingOf: /*i18n*/ { id: 'mail.contactUs.heading.of', message: 'New message from the contact form of {board}' },
  reply: /*i18n*/ { id: 'mail.contactUs.reply', message: 'Reply to this e-mail to answer {name} directly.' },
};

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

export function contactMail(brand: Brand, m: ContactMailInput): Mail {
  const { tr } = brand;
  const rows: [string, string | null][] = [
    [tr.t(CONTACT.name), m.name],
    [tr.t(CONTACT.email), m.email],
    [tr.t(CONTACT.phone), m.phone],
    [tr.t(CONTACT.company), m.company],
    [tr.t(CONTACT.subjectLabel), oneLine(m.subject)],
  ];
  const filled = rows.filter((r): r is [string, string] => Boolean(r[1]));
  const table = filled
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#52606d;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const body = escapeHtml(m.message).replace(/\r?\n/g, '<br>');
  const reply = tr.t(CONTACT.reply, { name: m.name });
  return {
    subject: tr.t(CONTACT.subject, { subject: oneLine(m.subject) }),
    html: layout(
      brand,
      tr.t(CONTACT.heading),
      `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${table}</table><div style="padding:16px;background:#f4f6f8;border-radius:6px;white-space:normal;word-break:break-word">${body}</div><p style="color:#7b8794;font-size:12px;margin-top:16px">${escapeHtml(reply)}</p>`,
    ),
    text: `${tr.t(CONTACT.headingOf, { board: brand.name })}\n\n${filled
      .map(([label, value]) => `${label}: ${value}`)
      .join('\n')}\n\n${m.message}\n\n${reply}\n`,
  };
}
