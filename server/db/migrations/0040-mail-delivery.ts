// Mail delivered by the background queue (docs/mail.md): each outbox row keeps its delivery state.
// `status` is one of queued (its delivery job waits in pg-boss), sent, failed (the server refused it
// for good, or retries ran out; last_error has the server's answer) and unsent (no transport is
// configured: the row is all there is, for the dev mailbox). The metrics read these names.
// The sender is kept with the mail, since the worker delivers it later; `claimed_until` is the
// lease of the attempt in flight, so a job run twice never sends a mail twice at once.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table outbox
      add column status text not null default 'unsent',
      add column attempts int not null default 0,
      add column last_error text,
      add column from_name text,
      add column from_address text,
      add column claimed_until timestamptz;
    update outbox set status = 'sent' where sent_at is not null;
    alter table outbox
      alter column status drop default,
      add constraint outbox_status check (status in ('queued', 'sent', 'failed', 'unsent'));
  `.execute(db);
}
