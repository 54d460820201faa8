// Every mail goes to the outbox table; with SMTP_URL it is also delivered over SMTP and marked
// sent. Without SMTP the outbox is what the dev mailbox (off in production) shows. In production
// the outbox keeps only the envelope, never bodies: they carry one-time codes.
//
// `store` writes the outbox row on a given connection, so a caller can make the mail part of its
// own transaction (a job alert digest and its ledger of sent jobs commit together), and `deliver`
// sends it over SMTP after the commit.
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import { objectAt, stringAt } from '../content/json-read.ts';
import type { Db } from '../db/database.ts';
import type { Mail } from './templates.ts';

export type OutgoingMail = Mail & {
  to: string;
  kind: string;
  clientId: string | null;
  fromName: string;
  meta?: Record<string, unknown>;
  /** Extra headers, such as List-Unsubscribe; kept with the envelope in the outbox. */
  headers?: Record<string, string>;
};

export type Mailer = {
  send: (mail: OutgoingMail) => Promise<void>;
  /** Writes the mail to the outbox on `db` (a transaction or the pool); returns its id. */
  store: (db: Db, mail: OutgoingMail) => Promise<string>;
  /** Writes many mails in one statement; returns their ids in order. */
  storeAll: (db: Db, mails: OutgoingMail[]) => Promise<string[]>;
  /** Delivers a stored mail over SMTP, when SMTP is configured, and marks it sent. */
  deliver: (id: string, mail: OutgoingMail) => Promise<void>;
};

export function createMailer(
  db: Db,
  smtpUrl: string | undefined,
  keepBodies: boolean,
  fromAddress = 'no-reply@jobboard.local',
): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const storeAll: Mailer['storeAll'] = async (on, mails) => {
    if (!mails.length) return [];
    const col = <T>(f: (m: OutgoingMail) => T) => mails.map(f);
    // One array parameter per column (a digest run writes mails by the hundred), in order.
    const { rows } = await sql<{ id: string }>`
      insert into outbox (client_id, to_address, subject, html, text, kind, meta)
      select * from unnest(
        ${col((m) => m.clientId)}::uuid[], ${col((m) => m.to)}::text[], ${col((m) => m.subject)}::text[],
        ${col((m) => (keepBodies ? m.html : ''))}::text[], ${col((m) => (keepBodies ? m.text : ''))}::text[],
        ${col((m) => m.kind)}::text[],
        ${col((m) => JSON.stringify({ ...(m.meta ?? {}), ...(m.headers ? { headers: m.headers } : {}) }))}::jsonb[])
      returning id`.execute(on);
    return rows.map((r) => r.id);
  };
  const store: Mailer['store'] = async (on, mail) => {
    const [id] = await storeAll(on, [mail]);
    if (!id) throw new Error('the outbox kept no row for the mail');
    return id;
  };
  // Replies go where the board's admin said (settings.mail.replyTo, the admin console), read when a
  // mail is delivered so every kind of mail follows it without carrying it.
  const replyToOf = async (clientId: string | null): Promise<string | undefined> => {
    if (!clientId) return undefined;
    const row = await db.selectFrom('clients').select('settings').where('id', '=', clientId).executeTakeFirst();
    return stringAt(objectAt(row?.settings, 'mail'), 'replyTo', undefined, 254) ?? undefined;
  };
  const deliver: Mailer['deliver'] = async (id, mail) => {
    if (!transport) return;
    const replyTo = await replyToOf(mail.clientId);
    await transport.sendMail({
      from: `"${mail.fromName}" <${fromAddress}>`,
      ...(replyTo ? { replyTo } : {}),
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
    await db.updateTable('outbox').set({ sent_at: new Date() }).where('id', '=', id).execute();
  };
  return {
    store,
    storeAll,
    deliver,
    async send(mail) {
      await deliver(await store(db, mail), mail);
    },
  };
}
