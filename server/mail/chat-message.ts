// The e-mail someone away from the board gets when a conversation has new messages: who wrote,
// about which job, the start of the message, and a link to the room. At most one per room and
// reader per hour (server/chat/fanout.ts).
import { escapeHtml as escape, layout, type Brand, type Mail } from './templates.ts';

export type ChatMailInput = { name: string; from: string; jobTitle: string | null; preview: string; link: string };

export function chatMessageMail(brand: Brand, input: ChatMailInput): Mail {
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,';
  const about = input.jobTitle ? ` about ${input.jobTitle}` : '';
  const line = `${input.from} sent you a message${about}:`;
  const subject = `New message from ${input.from}${about}`;
  const html = layout(
    brand,
    'You have a new message',
    `<p>${escape(greeting)}</p><p>${escape(line)}</p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #cbd2d9;color:#3e4c59">${escape(input.preview)}</blockquote><p><a href="${escape(input.link)}" style="color:${escape(brand.color)}">Reply</a></p>`,
  );
  const text = `${greeting}\n\n${line}\n\n${input.preview}\n\nReply: ${input.link}\n\n${brand.name} · ${brand.origin}\n`;
  return { subject, html, text };
}
