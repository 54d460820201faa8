// Company followers (issue #48 item 1, docs/company-followers.md): a candidate follows companies of
// the board and is told of each job they publish. The ledger of jobs told is what makes "never
// twice for one job" a database rule: its primary key (follower, job) refuses a second row, so a
// job republished, edited, approved again or followed anew is never announced again. Each
// candidate's choice of the e-mail digest is a row of its own (none: no digest). The notification
// centre's kinds gain company_job.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table company_follows (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      company_id uuid not null references companies(id) on delete cascade,
      created_at timestamptz not null default now(),
      unique (client_id, user_id, company_id)
    );
    -- The followers of a job's company when it goes live, and a company's count.
    create index company_follows_of_company on company_follows (client_id, company_id);
    -- A candidate's list, newest first.
    create index company_follows_of_user on company_follows (client_id, user_id, created_at desc);

    -- job_id has no foreign key, as the job alerts' ledger: each key check would lock the job's row
    -- while its followers are written. Jobs are soft-deleted; a stray id costs nothing.
    create table company_follow_deliveries (
      client_id uuid not null references clients(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      job_id uuid not null,
      company_id uuid not null,
      told_at timestamptz not null default now(),
      -- set when the job went out in the candidate's e-mail digest (or was passed over by it)
      mailed_at timestamptz,
      primary key (user_id, job_id)
    );
    create index company_follow_deliveries_unmailed on company_follow_deliveries (client_id, user_id, told_at)
      where mailed_at is null;

    create table company_follow_settings (
      client_id uuid not null references clients(id) on delete cascade,
      user_id uuid primary key references users(id) on delete cascade,
      digest boolean not null default false,
      -- the digest tells of jobs announced from this moment (when it was last turned on)
      digest_since timestamptz,
      last_digest_at timestamptz,
      updated_at timestamptz not null default now()
    );
    create index company_follow_settings_digest on company_follow_settings (last_digest_at nulls first)
      where digest;

    -- The notification centre's new kind (contract NotificationType): a followed company's new job.
    alter table notifications drop constraint if exists notifications_kind_check;
    alter table notifications add constraint notifications_kind_check check (kind in
      ('application_status', 'new_applicant', 'job_alert', 'chat_message', 'payment', 'system', 'company_job'));
  `.execute(db);
}
