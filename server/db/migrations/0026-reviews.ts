// Company reviews (issue 16, docs/reviews.md): a candidate's rating and words about a company of
// the board, moderated by the board's admin before or after it is published, answered once by the
// company. One live review per candidate per company is a database rule (the partial unique index),
// so two creates racing each other cannot both land; a deleted review frees the place, a hidden one
// keeps it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table reviews (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      company_id uuid not null references companies(id) on delete cascade,
      author_id uuid not null references users(id) on delete cascade,
      rating smallint not null check (rating between 1 and 5),
      title text not null check (length(title) <= 120),
      pros text not null check (length(pros) <= 3000),
      cons text not null check (length(cons) <= 3000),
      employment_status text not null check (employment_status in ('current', 'former')),
      job_title text check (length(job_title) <= 120),
      is_anonymous boolean not null default false,
      status text not null check (status in ('pending', 'published', 'hidden')),
      -- the company's one public answer, and who wrote it (kept off the wire)
      reply text check (length(reply) <= 3000),
      replied_at timestamptz,
      replied_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz
    );
    create unique index reviews_one_per_author on reviews (client_id, company_id, author_id) where deleted_at is null;
    -- a company's list and its summary (status first: the public reads published rows only)
    create index reviews_of_company on reviews (client_id, company_id, status, created_at desc) where deleted_at is null;
    -- a candidate's own reviews, and the board's list for its admin
    create index reviews_of_author on reviews (client_id, author_id, created_at desc) where deleted_at is null;
    create index reviews_of_board on reviews (client_id, created_at desc) where deleted_at is null;
  `.execute(db);
}
