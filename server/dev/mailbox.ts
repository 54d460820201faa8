// The dev mailbox: without SMTP, mails only reach the outbox table, so development and tests read
// them here. GET /dev/mailbox is an HTML page, GET /dev/mailbox.json the same list as JSON, both
// for the site of the request's host (`?to=` narrows to one recipient). Never in production.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { recentMails, type OutboxMail } from './outbox-repo.ts';

const LIMIT = 100;

export type MailboxEntry = {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  otp: string | null;
  /** Extra headers of the mail (List-Unsubscribe ...). */
  headers: Record<string, string>;
};

/** The one-time code in a mail's text, if it carries one. */
export function codeIn(text: string): string | null {
  return /\b(\d{6})\b/.exec(text)?.[1] ?? null;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function entry(mail: OutboxMail): MailboxEntry {
  return { ...mail, createdAt: mail.createdAt.toISOString(), otp: codeIn(mail.text) };
}

export function mailboxPage(siteName: string, mails: MailboxEntry[]): string {
  const items = mails
    .map(
      (m) => `<article>
<header><strong>${escape(m.subject)}</strong>${m.otp ? ` <span class="otp">${escape(m.otp)}</span>` : ''}</header>
<p class="meta">To ${escape(m.to)} · <time datetime="${escape(m.createdAt)}">${escape(m.createdAt)}</time></p>
<pre>${escape(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox · ${escape(siteName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#1f2933}
article{border:1px solid #d9e2ec;border-radius:6px;padding:12px 16px;margin:12px 0}.meta{color:#627d98;margin:4px 0}
.otp{font-family:monospace;font-size:18px;background:#fff3bf;padding:2px 8px;border-radius:4px;margin-left:8px}
pre{white-space:pre-wrap;margin:8px 0 0;font-size:14px}</style></head>
<body><h1>Mailbox · ${escape(siteName)}</h1><p>${mails.length ? `${mails.length} newest mails, newest first.` : 'No mail yet.'}</p>
${items}</body></html>`;
}

// The query is validated like any operation's (the app's validator compiler adds the input rules),
// so `to` reaches the query as one short string without a NUL.
const schema = {
  querystring: {
    type: 'object',
    properties: { to: { type: 'string', maxLength: 320, description: 'Only mails to this address.' } },
  },
} as const;

async function mailsFor(req: FastifyRequest, deps: AppDeps): Promise<MailboxEntry[]> {
  const query = req.query as { to?: string };
  const to = query.to || undefined;
  const mails = await recentMails(deps.db, req.ctx?.tenant?.id ?? null, { to, limit: LIMIT });
  return mails.map(entry);
}

/** Registers the mailbox routes (server/dev/dev-tools.ts decides who may reach them; never production, whose outbox keeps the bodies of mails still to send or failed only). */
export function registerDevMailbox(app: FastifyInstance, deps: AppDeps): void {
  app.get('/dev/mailbox.json', { schema }, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return mailsFor(req, deps);
  });
  app.get('/dev/mailbox', { schema }, async (req, reply) => {
    const mails = await mailsFor(req, deps);
    void reply
      .header('cache-control', 'no-store')
      // The page's only inline part is its stylesheet; nothing else may load.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .type('text/html; charset=utf-8');
    return mailboxPage(req.ctx?.tenant?.name ?? 'platform', mails);
  });
}
