// The employer's account and analytics (issue 17): the company's founding year, benefits and
// photos, the hiring events
// the product records as they happen (a job page viewed, an apply screen opened, an application,
// a move in the pipeline), and their monthly roll-up that the analytics page reads. The roll-up is
// built in the background from events not yet rolled up (docs/employer-analytics.md).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table companies add column founded_year integer;
    alter table companies add column benefits text[] not null default '{}';
    alter table companies add column photos text[] not null default '{}';

    create table hiring_events (
      id bigint generated always as identity primary key,
      client_id uuid not null references clients(id) on delete cascade,
      company_id uuid not null references companies(id) on delete cascade,
      job_id uuid references jobs(id) on delete cascade,
      -- view, apply_start, applied, first_applicant, shortlisted, interviewed, hired, rejected,
      -- profile_view, invitation
      kind text not null,
      -- Where an application came from: search, alert, direct, import, invitation.
      source text,
      -- A duration the month averages: hours to the first applicant, days from applying to hired.
      value double precision,
      occurred_at timestamptz not null,
      rolled_up boolean not null default false
    );
    -- The background roll-up reads only what is left to do.
    create index hiring_events_pending on hiring_events (id) where not rolled_up;

    create table hiring_monthly (
      client_id uuid not null references clients(id) on delete cascade,
      company_id uuid not null references companies(id) on delete cascade,
      -- The job; the zero uuid for events of no job; the all-ones uuid for the company's total
      -- (every event once), so the company's months are a dozen rows, not one per job.
      job_id uuid not null,
      month date not null,
      kind text not null,
      source text not null default '',
      n integer not null default 0,
      value_sum double precision not null default 0,
      value_n integer not null default 0,
      primary key (client_id, company_id, month, job_id, kind, source)
    );
    create index hiring_monthly_job on hiring_monthly (client_id, job_id, month);

    -- Each job's all-time funnel, for the analytics page's job table.
    create table hiring_job_totals (
      client_id uuid not null references clients(id) on delete cascade,
      company_id uuid not null references companies(id) on delete cascade,
      job_id uuid not null,
      kind text not null,
      n integer not null default 0,
      primary key (client_id, company_id, job_id, kind)
    );
  `.execute(db);
}
