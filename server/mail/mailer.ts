// Every mail is written to the outbox with its body, on the connection the caller gives: its own
// transaction, so that a rolled-back action mails nothing (a job alert digest and its ledger of
// sent jobs commit together), or the pool. With a transport (SMTP_URL) the row is `queued` and its
// delivery job is enqueued in the same transaction, so a committed mail is never lost: the
// background worker (delivery.ts) sends it over a pooled SMTP connection, retries temporary
// refusals with backoff, records a permanent one (`failed`, with the server's answer) and, in
// production, drops the body once it is sent: bodies carry one-time codes. Without a transport
// the row is `unsent` and all there is: the dev mailbox (off in production) reads it, and in
// production it keeps no body. docs/mail.md.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { JobQueue, TaskDefinition } from '../jobs-queue/queue.ts';
import { createDelivery, MAIL_TASK } from './delivery.ts';
import type { Mail } from './templates.ts';

export type OutgoingMail = Mail & {
  to: string;
  kind: string;
  clientId: string | null;
  fromName: string;
  meta?: Record<string, unknown>;
  /** Extra headers, such as List-Unsubscribe; kept with the envelope in the outbox. */
  headers?: Record<string, string>;
  /** An iCalendar invitation (RFC 5545), sent as the text/calendar part calendar clients act on; kept in meta. */
  calendar?: MailCalendar;
};

export type MailCalendar = { method: 'REQUEST' | 'CANCEL'; content: string };

export type Mailer = {
  /** Writes (and with a transport queues) one mail on `on`, the caller's transaction, or in a transaction of its own. */
  send: (mail: OutgoingMail, on?: Db) => Promise<void>;
  /** Writes (and with a transport queues) the mail on `on` (a transaction or the pool); returns its id. */
  store: (on: Db, mail: OutgoingMail) => Promise<string>;
  /** Writes many mails in one statement, and queues them in one more; returns their ids in order. */
  storeAll: (on: Db, mails: OutgoingMail[]) => Promise<string[]>;
  /** The background task that delivers queued mails: none without a transport. */
  tasks: TaskDefinition[];
  /** Closes the SMTP connections, once the worker has stopped. */
  close: () => void;
};

export type MailerOptions = {
  /** The relay (SMTP_URL); without it every mail is kept unsent. */
  smtpUrl: string | undefined;
  /** Keep bodies of sent and unsent mails (development and tests); production keeps those of mails still to send only. */
  keepBodies: boolean;
  /** The address every mail comes from (MAIL_FROM); the board's name is its sender name. */
  fromAddress: string;
  /** The queue delivery jobs go on: made after the mailer, since it runs the mailer's task. */
  jobs: () => JobQueue;
  /** Retries of a temporary failure and the wait before the first (delivery.ts); tests shorten them. */
  retry?: { limit?: number; delaySeconds?: number };
};

export function createMailer(db: Db, opts: MailerOptions): Mailer {
  const delivery = opts.smtpUrl
    ? createDelivery(db, {
        smtpUrl: opts.smtpUrl,
        keepBodies: opts.keepBodies,
        fromAddress: opts.fromAddress,
        ...(opts.retry?.limit !== undefined ? { retryLimit: opts.retry.limit } : {}),
        ...(opts.retry?.delaySeconds !== undefined ? { retryDelaySeconds: opts.retry.delaySeconds } : {}),
      })
    : undefined;
  const status = delivery ? 'queued' : 'unsent';
  // A mail still to send keeps its body until it is sent, whatever the environment.
  const keepBodies = opts.keepBodies || delivery !== undefined;

  const write = async (on: Db, mails: OutgoingMail[]): Promise<string[]> => {
    const col = <T>(f: (m: OutgoingMail) => T) => mails.map(f);
    // One array parameter per column (a digest run writes mails by the hundred), in order.
    const { rows } = await sql<{ id: string }>`
      insert into outbox (client_id, to_address, subject, html, text, kind, meta, status, from_name, from_address)
      select f.client_id, f.to_address, f.subject, f.html, f.text, f.kind, f.meta, ${status}::text, f.from_name,
        ${opts.fromAddress}::text
      from unnest(
        ${col((m) => m.clientId)}::uuid[], ${col((m) => m.to)}::text[], ${col((m) => m.subject)}::text[],
        ${col((m) => (keepBodies ? m.html : ''))}::text[], ${col((m) => (keepBodies ? m.text : ''))}::text[],
        ${col((m) => m.kind)}::text[],
        ${col((m) => JSON.stringify({ ...(m.meta ?? {}), ...(m.headers ? { headers: m.headers } : {}), ...(m.calendar ? { calendar: m.calendar } : {}) }))}::jsonb[],
        ${col((m) => m.fromName)}::text[]) as f(client_id, to_address, subject, html, text, kind, meta, from_name)
      returning id`.execute(on);
    const ids = rows.map((r) => r.id);
    if (delivery)
      await opts.jobs().sendAll(
        MAIL_TASK,
        ids.map((outboxId) => ({ outboxId })),
        { on },
      );
    return ids;
  };

  const storeAll: Mailer['storeAll'] = async (on, mails) => {
    if (!mails.length) return [];
    // A queued row and its job commit together: in the caller's transaction, or in one of their own.
    return delivery && !on.isTransaction ? on.transaction().execute((trx) => write(trx, mails)) : write(on, mails);
  };
  const store: Mailer['store'] = async (on, mail) => {
    const [id] = await storeAll(on, [mail]);
    if (!id) throw new Error('the outbox kept no row for the mail');
    return id;
  };
  return {
    store,
    storeAll,
    async send(mail, on) {
      await store(on ?? db, mail);
    },
    tasks: delivery ? [delivery.task] : [],
    close: () => delivery?.close(),
  };
}
