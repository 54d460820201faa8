// Reads the mail outbox for the dev mailbox: one site's mails (or, without a site, the
// platform's own, such as onboarding codes), newest first.
import type { Db } from '../db/database.ts';
import { ownedBy } from '../db/tenant-scope.ts';

export type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
  headers: Record<string, string>;
};

export async function recentMails(
  db: Db,
  clientId: string | null,
  opts: { to?: string; limit: number },
): Promise<OutboxMail[]> {
  let q = db
    .selectFrom('outbox')
    .select(['to_address', 'subject', 'text', 'html', 'created_at', 'meta'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(opts.limit)
    // The platform's own mails belong to no tenant, so no scope names them.
    .where(ownedBy('outbox', clientId));
  if (opts.to) q = q.where('to_address', '=', opts.to);
  const rows = await q.execute();
  return rows.map((r) => ({
    to: r.to_address,
    subject: r.subject,
    text: r.text,
    html: r.html,
    createdAt: new Date(r.created_at),
    headers: headersOf(r.meta),
  }));
}

function headersOf(meta: unknown): Record<string, string> {
  const headers = meta && typeof meta === 'object' ? (meta as { headers?: unknown }).headers : undefined;
  if (!headers || typeof headers !== 'object') return {};
  return Object.fromEntries(Object.entries(headers).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
