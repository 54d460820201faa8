// Instant indexing (issue #50 item 1, docs/indexing.md): a board's keys for Google's Indexing API
// (a service account) and IndexNow, and the ledger of notifications sent to them about its jobs.
// A notification row is the unit of work: queued, sent, retried, deferred for quota, or failed.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table indexing_settings (
      client_id uuid primary key references clients(id) on delete cascade,
      google_service_account text,
      google_client_email text,
      indexnow_key text,
      updated_at timestamptz not null default now()
    );
  `.execute(db);
  await sql`
    create table indexing_notifications (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      job_id uuid not null,
      engine text not null,
      url text not null,
      type text not null,
      status text not null default 'queued',
      status_code integer,
      answer text,
      attempts integer not null default 0,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      updated_at timestamptz not null default now()
    );
  `.execute(db);
  await sql`create index indexing_notifications_recent on indexing_notifications (client_id, created_at desc)`.execute(
    db,
  );
  await sql`create index indexing_notifications_job on indexing_notifications (client_id, job_id, engine, status)`.execute(
    db,
  );
}
