// The background task that delivers queued mails over SMTP: one pg-boss job per outbox row
// (written in the transaction that wrote the row, mailer.ts), worked in batches over one pooled
// transport. Why and how: docs/mail.md.
//
// An attempt first claims its row: still queued, and no other attempt's lease running. A row that
// is sent, failed or gone (an erased account's mails) is skipped, so a job run twice never sends
// twice; the lease covers the rare job that pg-boss counts as lost while its attempt still runs.
// The outcome goes on the row: sent (and, in production, its body dropped: bodies carry one-time
// codes), failed with the server's answer (a permanent refusal, or the last retry used up), or
// still queued with the answer, the job thrown back to pg-boss for a retry with backoff.
import { sql } from 'kysely';
import nodemailer from 'nodemailer';
import { objectAt, stringAt } from '../db/json-read.ts';
import type { Db } from '../db/database.ts';
import type { TaskContext, TaskDefinition } from '../jobs-queue/queue.ts';
import { log } from '../log/logger.ts';

export const MAIL_TASK = 'mail.deliver';

/** SMTP connections kept open to the relay; a batch's mails share them. */
const CONNECTIONS = 5;
/** Jobs a worker takes per poll: with the pool, about this many mails a second per process. */
const BATCH = 20;
/** A batch's time limit, and the lease of each attempt: well above the transport's own timeouts. */
const EXPIRE_SECONDS = 300;
/** The SMTP answer kept on the row is cut to this length. */
const ANSWER_LENGTH = 1000;

export type DeliveryOptions = {
  smtpUrl: string;
  /** Keep a mail's body once it is sent (development and tests); production drops it. */
  keepBodies: boolean;
  /** The sender for rows written before the sender was kept with the mail. */
  fromAddress: string;
  /**
   * Retries after a temporary failure (10 unless set), the first after `retryDelaySeconds` (30)
   * and each later one about twice as long: the last of ten comes 9–17 hours after the first try.
   */
  retryLimit?: number;
  retryDelaySeconds?: number;
};

export type MailDelivery = { task: TaskDefinition; close: () => void };

type SmtpError = { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };

/**
 * Whether the server refused the mail for good: a 5xx answer (RFC 5321), or a message that
 * cannot be sent as it is. Everything else is temporary and retried: a 4xx answer, no answer at all
 * (connection refused, timeouts, socket errors), 503 (a session out of step, not the mail), and a
 * refused login, which is the operator's to fix while the mails wait.
 */
export function refusedForGood(error: unknown): boolean {
  const e = (error && typeof error === 'object' ? error : {}) as SmtpError;
  if (e.code === 'EAUTH' || e.code === 'ENOAUTH') return false;
  if (typeof e.responseCode === 'number')
    return e.responseCode >= 500 && e.responseCode < 600 && e.responseCode !== 503;
  return e.code === 'EENVELOPE' || e.code === 'EMESSAGE';
}

/** The server's answer when there was one (`451 4.7.1 Try again later`), else what went wrong. */
export function answerOf(error: unknown): string {
  const e = (error && typeof error === 'object' ? error : {}) as SmtpError;
  const text =
    typeof e.response === 'string' && e.response
      ? e.response
      : typeof e.message === 'string'
        ? e.message
        : String(error);
  return text.slice(0, ANSWER_LENGTH);
}

function headersOf(meta: unknown): Record<string, string> {
  const headers = objectAt(meta, 'headers');
  return Object.fromEntries(Object.entries(headers).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The invitation kept in meta.calendar (mailer.ts), as nodemailer's text/calendar part. */
function calendarOf(meta: unknown): { icalEvent: { method: string; filename: string; content: string } } | object {
  const calendar = objectAt(meta, 'calendar');
  const method = stringAt(calendar, 'method', /^(REQUEST|CANCEL)$/);
  const content = stringAt(calendar, 'content', undefined, 200_000);
  return method && content ? { icalEvent: { method, filename: 'invite.ics', content } } : {};
}

export function createDelivery(db: Db, opts: DeliveryOptions): MailDelivery {
  const transport = nodemailer.createTransport({
    url: opts.smtpUrl,
    pool: true,
    maxConnections: CONNECTIONS,
    // A relay's own limits and its idle timeout: new connections now and then, none left half-closed.
    maxMessages: 100,
    idleTimeout: 30_000,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
    // Every attempt is one of ours, counted and retried by the queue, never resent by the pool.
    maxRequeues: 0,
  });

  /** The row, claimed for this attempt; 'done' when it is no longer queued, 'busy' when another attempt holds it. */
  const claim = async (id: string) => {
    const { rows } = await sql<{
      client_id: string | null;
      to_address: string;
      subject: string;
      html: string;
      text: string;
      meta: unknown;
      from_name: string | null;
      from_address: string | null;
      mail_settings: unknown;
    }>`
      update outbox set attempts = attempts + 1, claimed_until = now() + make_interval(secs => ${EXPIRE_SECONDS})
      where id = ${id} and status = 'queued' and (claimed_until is null or claimed_until < now())
      returning client_id, to_address, subject, html, text, meta, from_name, from_address,
        (select settings -> 'mail' from clients where clients.id = outbox.client_id) as mail_settings`.execute(db);
    if (rows[0]) return rows[0];
    const row = await db.selectFrom('outbox').select('status').where('id', '=', id).executeTakeFirst();
    return row?.status === 'queued' ? ('busy' as const) : ('done' as const);
  };

  const deliver = async (id: string, ctx: TaskContext) => {
    const row = await claim(id);
    if (row === 'done') return;
    if (row === 'busy') throw new Error(`mail ${id} is being delivered by another attempt`);
    const from = row.from_address ?? opts.fromAddress;
    // Replies go where the board's admin said (settings.mail.replyTo, the admin console).
    const replyTo = stringAt(row.mail_settings, 'replyTo', undefined, 254);
    try {
      await transport.sendMail({
        from: { name: row.from_name ?? '', address: from },
        ...(replyTo ? { replyTo } : {}),
        to: row.to_address,
        subject: row.subject,
        html: row.html,
        text: row.text,
        // One id per outbox row, whatever the attempt: a receiver can tell a repeat.
        messageId: `<${id}@${from.split('@')[1] ?? 'localhost'}>`,
        headers: headersOf(row.meta),
        ...calendarOf(row.meta),
      });
    } catch (error) {
      const answer = answerOf(error);
      const final = refusedForGood(error) || ctx.retryCount >= ctx.retryLimit;
      await db
        .updateTable('outbox')
        .set({ status: final ? 'failed' : 'queued', last_error: answer, claimed_until: null })
        .where('id', '=', id)
        .execute();
      // A failed mail is done: its job ends here (the outbox row is the record), not retried.
      if (final) {
        log.warn({ outboxId: id, attempts: ctx.retryCount + 1, answer }, 'mail not delivered');
        return;
      }
      throw error;
    }
    await db
      .updateTable('outbox')
      .set({
        status: 'sent',
        sent_at: new Date(),
        claimed_until: null,
        ...(opts.keepBodies ? {} : { html: '', text: '' }),
      })
      .where('id', '=', id)
      .execute();
  };

  return {
    task: {
      name: MAIL_TASK,
      handle: async (data, ctx) => {
        if (typeof data.outboxId === 'string') await deliver(data.outboxId, ctx);
      },
      batchSize: BATCH,
      expireInSeconds: EXPIRE_SECONDS,
      retryLimit: opts.retryLimit ?? 10,
      retryDelaySeconds: opts.retryDelaySeconds ?? 30,
      retryBackoff: true,
    },
    close: () => transport.close(),
  };
}
