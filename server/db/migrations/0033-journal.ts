// The journal (issue 16, item 3; docs/journal.md): a board's articles, written in the admin
// console and shown at /journal once published. One row per article: its slug is unique on the
// board, the body is stored sanitised, `version` counts the changes (an update names the version
// it started from), and `published_at` is set the first time the article is published and kept.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table journal_articles (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      slug text not null check (length(slug) <= 120 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      title text not null check (length(title) between 1 and 200),
      excerpt text not null default '' check (length(excerpt) <= 300),
      cover_image text check (cover_image is null or length(cover_image) <= 2048),
      author_name text not null check (length(author_name) between 1 and 120),
      body_html text not null default '' check (length(body_html) <= 100000),
      reading_minutes integer not null default 1 check (reading_minutes between 1 and 1000),
      status text not null default 'draft' check (status in ('draft', 'published')),
      published_at timestamptz,
      version integer not null default 1 check (version >= 1),
      created_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (status = 'draft' or published_at is not null)
    );
    create unique index journal_articles_slug on journal_articles (client_id, slug);
    create index journal_articles_published on journal_articles (client_id, published_at desc, id desc)
      where status = 'published';
    create index journal_articles_updated on journal_articles (client_id, updated_at desc, id desc);
  `.execute(db);
}
