// Employer candidate handling (issue 14). Defined up front because matching, search and the
// candidate pages all read them:
// - candidate_views: one row per candidate, viewer, kind and day (type 1 profile, 2 resume, 3
//   contact reveal: TrackUserType), so "counted once per candidate, viewer and day" is a unique
//   key rather than a check that two requests could both pass.
// - candidate_invitations: one per job and candidate (a second invitation is skipped, not sent);
//   opened when the candidate first opens it; "applied" is not stored but read from
//   applications made after the invitation, so it cannot drift.
// - candidate_notes: the company's own notes on a candidate; the author's name is kept so a note
//   outlives its author's account.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table candidate_views (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      company_id uuid not null references companies(id) on delete cascade,
      candidate_id uuid not null references users(id) on delete cascade,
      viewer_id uuid references users(id) on delete set null,
      type smallint not null check (type in (1, 2, 3)),
      job_id uuid references jobs(id) on delete set null,
      day date not null,
      created_at timestamptz not null default now(),
      last_at timestamptz not null default now()
    );
    create unique index candidate_views_once_a_day on candidate_views (client_id, company_id, candidate_id, viewer_id, type, day);
    create index candidate_views_company on candidate_views (client_id, company_id, created_at);
    create index candidate_views_candidate on candidate_views (client_id, company_id, candidate_id);

    create table candidate_invitations (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      company_id uuid not null references companies(id) on delete cascade,
      job_id uuid not null references jobs(id) on delete cascade,
      candidate_id uuid not null references users(id) on delete cascade,
      invited_by uuid references users(id) on delete set null,
      message text not null,
      created_at timestamptz not null default now(),
      opened_at timestamptz,
      unique (client_id, job_id, candidate_id)
    );
    create index candidate_invitations_company on candidate_invitations (client_id, company_id, created_at);
    create index candidate_invitations_candidate on candidate_invitations (client_id, candidate_id);

    create table candidate_notes (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      company_id uuid not null references companies(id) on delete cascade,
      candidate_id uuid not null references users(id) on delete cascade,
      author_id uuid references users(id) on delete set null,
      author_name text not null,
      body text not null,
      created_at timestamptz not null default now()
    );
    create index candidate_notes_candidate on candidate_notes (client_id, company_id, candidate_id, created_at desc);
  `.execute(db);
}
