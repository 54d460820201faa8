// Job alerts (issue 13): saved searches e-mailed as digests, for candidates and for guests who
// confirmed their address. The ledger of sent jobs is what makes "a job is never sent twice to the
// same alert" a database rule: its primary key refuses a second row.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table job_alerts (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      -- null for a guest's alert
      user_id uuid references users(id) on delete cascade,
      email text not null check (length(email) <= 254),
      name text not null check (length(name) <= 80),
      -- the normalised criteria, with the names of the chosen categories and places
      criteria jsonb not null,
      -- the criteria as canonical text: equal keys are the same alert
      criteria_key text not null,
      frequency text not null check (frequency in ('daily', 'weekly')),
      is_active boolean not null default true,
      -- null until a guest confirms the address; set at creation for candidates
      confirmed_at timestamptz,
      confirm_sent_at timestamptz,
      -- jobs that went live before this are not new to the alert
      since timestamptz not null default now(),
      next_due_at timestamptz not null,
      last_sent_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    );
    create unique index job_alerts_unique on job_alerts (client_id, lower(email), criteria_key) where deleted_at is null;
    create index job_alerts_of_user on job_alerts (client_id, user_id, created_at desc) where deleted_at is null;
    create index job_alerts_due on job_alerts (next_due_at, id)
      where deleted_at is null and is_active and confirmed_at is not null;

    -- job_id has no foreign key: a digest writes thousands of ledger rows naming the same new jobs
    -- at once, and each key check would lock the job's row for the transaction (digest writers
    -- then queue on the hottest jobs). Jobs are soft-deleted; a stray id costs nothing.
    create table job_alert_sent_jobs (
      alert_id uuid not null references job_alerts(id) on delete cascade,
      job_id uuid not null,
      sent_at timestamptz not null default now(),
      primary key (alert_id, job_id)
    );
  `.execute(db);
}
