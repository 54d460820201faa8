// The plan's candidate searches are counted (search/search-allowance.ts): one row per distinct
// search a company runs on a day, so paging or sorting the same search is not counted again. The
// key's order makes "this company's rows since its licence started" an index range.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table candidate_search_uses (
      client_id uuid not null references clients(id) on delete cascade,
      company_id uuid not null references companies(id) on delete cascade,
      day date not null default current_date,
      signature text not null,
      user_id uuid references users(id) on delete set null,
      at timestamptz not null default now(),
      primary key (client_id, company_id, day, signature)
    );
    create index candidate_search_uses_at on candidate_search_uses (client_id, company_id, at);
  `.execute(db);
}
