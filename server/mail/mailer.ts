// Every mail goes to the outbox table; with SMTP_URL it is also delivered over SMTP and marked
// sent. Without SMTP the outbox is what the dev mailbox (off in production) shows. In production
// the outbox keeps only the envelope, never bodies: they carry one-time codes.
//
// `store` writes the outbox row on a given connection, so a caller can make the mail part of its
// own transaction (a job alert digest and its ledger of sent jobs commit together), and `deliver`
// sends it over SMTP after the commit.
import nodemailer from 'nodemailer';
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
  const store: Mailer['store'] = async (on, mail) => {
    const row = await on
      .insertInto('outbox')
      .values({
        client_id: mail.clientId,
        to_address: mail.to,
        subject: mail.subject,
        html: keepBodies ? mail.html : '',
        text: keepBodies ? mail.text : '',
        kind: mail.kind,
        meta: JSON.stringify({ ...(mail.meta ?? {}), ...(mail.headers ? { headers: mail.headers } : {}) }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const deliver: Mailer['deliver'] = async (id, mail) => {
    if (!transport) return;
    await transport.sendMail({
      from: `"${mail.fromName}" <${fromAddress}>`,
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
    deliver,
    async send(mail) {
      await deliver(await store(db, mail), mail);
    },
  };
}
