// Every mail goes to the outbox table; with SMTP_URL it is also delivered over SMTP and marked
// sent. Without SMTP the outbox is what the dev mailbox (off in production) shows. In production
// the outbox keeps only the envelope, never bodies: they carry one-time codes.
import nodemailer from 'nodemailer';
import type { Db } from '../db/database.ts';
import type { Mail } from './templates.ts';

export type OutgoingMail = Mail & {
  to: string;
  kind: string;
  clientId: string | null;
  fromName: string;
  meta?: Record<string, unknown>;
};

export type Mailer = { send: (mail: OutgoingMail) => Promise<void> };

export function createMailer(
  db: Db,
  smtpUrl: string | undefined,
  keepBodies: boolean,
  fromAddress = 'no-reply@jobboard.local',
): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(mail) {
      const row = await db
        .insertInto('outbox')
        .values({
          client_id: mail.clientId,
          to_address: mail.to,
          subject: mail.subject,
          html: keepBodies ? mail.html : '',
          text: keepBodies ? mail.text : '',
          kind: mail.kind,
          meta: JSON.stringify(mail.meta ?? {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) return;
      await transport.sendMail({
        from: `"${mail.fromName}" <${fromAddress}>`,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      await db.updateTable('outbox').set({ sent_at: new Date() }).where('id', '=', row.id).execute();
    },
  };
}
