// Knock-out questions (issue #50 item 5, docs/knock-outs.md). A job's screening rules live beside
// its questions, never in them: jobs/get shows the questions to candidates, and the accepted answers
// must not be there to copy. Each application's screening (score, set aside, the questions it
// failed) is a row of its own, and the polite e-mail to a set-aside candidate is a row with its
// run-at time, sent by the minute's background run once due, exactly once (sent_at), and never once
// the employer brought the application back (cancelled_at).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table job_screening_rules (
      client_id uuid not null references clients(id) on delete cascade,
      job_id uuid not null references jobs(id) on delete cascade,
      key_nm text not null,
      weight integer not null default 0 check (weight between 0 and 10),
      accepted_values jsonb,
      min_value double precision,
      max_value double precision,
      must_be_yes boolean not null default false,
      position integer not null default 0,
      primary key (job_id, key_nm)
    );
    create index job_screening_rules_tenant on job_screening_rules (client_id, job_id);

    create table application_screenings (
      application_id uuid primary key references applications(id) on delete cascade,
      client_id uuid not null references clients(id) on delete cascade,
      job_id uuid not null,
      score integer check (score between 0 and 100),
      set_aside boolean not null default false,
      failed text[] not null default '{}',
      screened_at timestamptz not null default now(),
      brought_back_at timestamptz,
      brought_back_by uuid
    );
    create index application_screenings_job on application_screenings (client_id, job_id) where set_aside;

    create table knockout_notices (
      application_id uuid primary key references applications(id) on delete cascade,
      client_id uuid not null references clients(id) on delete cascade,
      run_at timestamptz not null,
      sent_at timestamptz,
      cancelled_at timestamptz
    );
    create index knockout_notices_due on knockout_notices (run_at) where sent_at is null and cancelled_at is null;

    create table knockout_settings (
      client_id uuid primary key references clients(id) on delete cascade,
      notice_delay_days integer not null default 2 check (notice_delay_days between 0 and 14),
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}
