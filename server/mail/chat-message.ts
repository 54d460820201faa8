// The e-mail someone away from the board gets when a conversation has new messages: who wrote,
// about which job, the start of the message, and a link to the room, in the reader's language. At
// most one per room and reader per hour (server/chat/fanout.ts).
import type { Translator } from '../i18n/translator.ts';
import { escapeHtml as escape, greeting, layout, paragraphs, type Brand, type Mail } from './templates.ts';

export type ChatMailInput = { name: string; from: string; jobTitle: string | null; preview: string; link: string };

const CHAT = {
  subject: /*i18n*/ { id: 'mail.chatMessage.subject', message: 'New message from {sender}' },
  subjectAbout: /*i18n*/ { id: 'mail.chatMessage.subject.about', message: 'New message from {sender} about {job}' },
  line: /*i18n*/ { id: 'mail.chatMessage.line', message: '{sender} sent you a message:' },
  lineAbout: /*i18n*/ { id: 'mail.chatMessage.line.about', message: '{sender} sent you a message about {job}:' },
  heading: /*i18n*/ { id: 'mail.chatMessage.heading', message: 'You have a new message' },
  reply: /*i18n*/ { id: 'mail.chatMessage.reply', message: 'Reply' },
};

/** The mail's subject, which the in-app notification takes as its title. */
export function chatMessageTitle(tr: Translator, from: string, jobTitle: string | null): string {
  return jobTitle ? tr.t(CHAT.subjectAbout, { sender: from, job: jobTitle }) : tr.t(CHAT.subject, { sender: from });
}

export function chatMessageMail(brand: Brand, input: ChatMailInput): Mail {
  const { tr } = brand;
  const hello = greeting(tr, input.name);
  const line = input.jobTitle
    ? tr.t(CHAT.lineAbout, { sender: input.from, job: input.jobTitle })
    : tr.t(CHAT.line, { sender: input.from });
  const reply = tr.t(CHAT.reply);
  const html = layout(
    brand,
    tr.t(CHAT.heading),
    `${paragraphs(hello, line)}<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #cbd2d9;color:#3e4c59">${escape(input.preview)}</blockquote><p><a href="${escape(input.link)}" style="color:${escape(brand.color)}">${escape(reply)}</a></p>`,
  );
  const text = `${hello}\n\n${line}\n\n${input.preview}\n\n${reply}: ${input.link}\n\n${brand.name} · ${brand.origin}\n`;
  return { subject: chatMessageTitle(tr, input.from, input.jobTitle), html, text };
}
