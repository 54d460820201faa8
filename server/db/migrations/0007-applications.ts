// Applications (issue 6): notifications stored for users, the status e-mails already sent (so a
// status is mailed once per application however often it is toggled), clicks on redirect-apply
// jobs, and what a redirect or claimed guest application keeps with it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- The notification centre (contract Notification): kind is the NotificationType, data the refs.
    create table notifications (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      kind text not null check (kind in
        ('application_status', 'new_applicant', 'job_alert', 'chat_message', 'payment', 'system')),
      title text not null check (length(title) <= 200),
      body text not null check (length(body) <= 2000),
      link text check (length(link) <= 2048),
      data jsonb not null default '{}',
      read_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index notifications_inbox on notifications (client_id, user_id, created_at desc);
    create index notifications_unread on notifications (client_id, user_id) where read_at is null;

    -- One row per application and status whose e-mail went out. APPLIED is written when the
    -- application is made, so moving back to APPLIED never mails.
    create table application_status_mails (
      client_id uuid not null references clients(id) on delete cascade,
      application_id uuid not null references applications(id) on delete cascade,
      status text not null check (status in ('APPLIED', 'IN_INTERVIEW', 'REJECTED', 'SHORTLIST', 'HIRED')),
      sent_at timestamptz not null default now(),
      primary key (application_id, status)
    );

    -- Every click on a redirect-apply job, with or without a recorded application.
    create table redirect_clicks (
      id bigserial primary key,
      client_id uuid not null references clients(id) on delete cascade,
      job_id uuid not null references jobs(id) on delete cascade,
      user_id uuid references users(id) on delete set null,
      application_id uuid references applications(id) on delete set null,
      origin text,
      created_at timestamptz not null default now()
    );
    create index redirect_clicks_job on redirect_clicks (client_id, job_id, created_at desc);

    -- What the page showed for a redirect application (jobTitle, origin, redirectUrl): kept, never used.
    alter table applications add column apply_meta jsonb;
    -- When a guest application was attached to the account registered with its e-mail.
    alter table applications add column claimed_at timestamptz;
    -- Guest applications by e-mail, for the claim at registration.
    create index applications_guest_email on applications (client_id, lower(guest_email)) where candidate_id is null;
    -- The all-applicants view and counts across a company's jobs.
    create index applications_client_applied on applications (client_id, applied_at desc);
  `.execute(db);
}
