// The cluster's mail relay: a local SMTP server (smtp-server) that keeps every message it is given,
// so a journey can read the code a sign-up mailed, whichever process's queue worker sent it.
import { EventEmitter, once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Mail = { to: string; subject: string; text: string; messageId: string };

export type Mailbox = {
  url: string;
  mails: Mail[];
  /** The six-digit code of the newest mail to `to` whose subject matches, waiting up to `ms` for it. */
  codeFor: (to: string, subject?: RegExp, ms?: number) => Promise<string>;
  close: () => Promise<void>;
};

function headerOf(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
}

function decode(body: string, encoding: string): string {
  if (/quoted-printable/i.test(encoding))
    return body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The text/plain part of a raw message (the whole body when it is not multipart). */
export function plainTextOf(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headerOf(head, 'Content-Type'))?.[1];
  if (!boundary) return decode(body, headerOf(head, 'Content-Transfer-Encoding'));
  for (const part of body.split(`--${boundary}`)) {
    const [partHead = '', ...partRest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const type = headerOf(partHead, 'Content-Type');
    if (/multipart\//i.test(type)) {
      const inner = plainTextOf(part.replace(/^\r?\n/, ''));
      if (inner) return inner;
    }
    if (/text\/plain/i.test(type))
      return decode(partRest.join('\n\n'), headerOf(partHead, 'Content-Transfer-Encoding'));
  }
  return '';
}

function subjectOf(head: string): string {
  const value = headerOf(head, 'Subject');
  // RFC 2047 encoded words, as nodemailer writes a subject that is not plain ASCII.
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decode(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

export async function startMailbox(): Promise<Mailbox> {
  const mails: Mail[] = [];
  const arrived = new EventEmitter();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
        for (const to of session.envelope.rcptTo)
          mails.push({
            to: to.address.toLowerCase(),
            subject: subjectOf(head),
            text: plainTextOf(raw),
            messageId: headerOf(head, 'Message-ID'),
          });
        callback();
        arrived.emit('mail');
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async codeFor(to, subject, ms = 60_000) {
      const find = () => {
        const mail = mails.findLast(
          (m) => m.to === to.toLowerCase() && (!subject || subject.test(m.subject)) && /\b\d{6}\b/.test(m.text),
        );
        return mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
      };
      const found = find();
      if (found) return found;
      return new Promise<string>((resolve, reject) => {
        const look = () => {
          const code = find();
          if (!code) return;
          clearTimeout(timer);
          arrived.off('mail', look);
          resolve(code);
        };
        const timer = setTimeout(() => {
          arrived.off('mail', look);
          reject(new Error(`no code mailed to ${to} within ${ms} ms`));
        }, ms);
        arrived.on('mail', look);
      });
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
