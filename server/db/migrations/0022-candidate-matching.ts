// Matching candidates to jobs (issue 14): what the employer saw of its recommendations and how it
// reacted (like, dismiss, contact), so a dismissed candidate does not come back.
// - candidate_recommendation_views: one row per company, candidate and job (or none, for a
//   company-wide recommendation); the unique key keeps the first time, so marking twice changes
//   nothing. The job key is coalesced because a unique index treats nulls as distinct.
// - candidate_recommendation_interactions: every reaction kept, newest wins when read, so the
//   company's history stays and "like after dismiss" brings a candidate back.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table candidate_recommendation_views (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      company_id uuid not null references companies(id) on delete cascade,
      candidate_id uuid not null references users(id) on delete cascade,
      job_id uuid references jobs(id) on delete cascade,
      viewed_by uuid references users(id) on delete set null,
      first_viewed_at timestamptz not null default now()
    );
    create unique index candidate_recommendation_views_once on candidate_recommendation_views
      (client_id, company_id, candidate_id, coalesce(job_id, '00000000-0000-0000-0000-000000000000'::uuid));

    create table candidate_recommendation_interactions (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      company_id uuid not null references companies(id) on delete cascade,
      candidate_id uuid not null references users(id) on delete cascade,
      job_id uuid references jobs(id) on delete cascade,
      action text not null check (action in ('like', 'dismiss', 'contact')),
      by_user_id uuid references users(id) on delete set null,
      at timestamptz not null default clock_timestamp()
    );
    create index candidate_recommendation_interactions_latest on candidate_recommendation_interactions
      (client_id, company_id, candidate_id, at desc);
  `.execute(db);
}
