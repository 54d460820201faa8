// Candidate search and matching (issue 14), the parts every one of its features reads:
// - candidate_profiles.is_searchable: a candidate is found by employers' search, matching,
//   recommendations and invitations only after choosing to be (off by default: a profile is
//   private data, and the choice is per board because a profile is).
// - candidate_contact_reveals: which companies revealed which candidates' contact details. The
//   first reveal of a candidate by a company is the one its licence pays for (unique per company
//   and candidate, so a second reveal costs nothing, even when two colleagues race); the cards
//   of search, lists and matches show the contact details to the whole company after it.
// The search's own tables come in 0020-search, the tracking, matching and invitations' in
// 0021-employer-candidates.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table candidate_profiles add column is_searchable boolean not null default false;
    create index candidate_profiles_searchable on candidate_profiles (client_id) where is_searchable;
    create table candidate_contact_reveals (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      company_id uuid not null references companies(id) on delete cascade,
      candidate_id uuid not null references users(id) on delete cascade,
      revealed_by uuid references users(id) on delete set null,
      job_id uuid references jobs(id) on delete set null,
      created_at timestamptz not null default now(),
      unique (client_id, company_id, candidate_id)
    );
    create index candidate_contact_reveals_usage on candidate_contact_reveals (client_id, company_id, created_at);
  `.execute(db);
}
