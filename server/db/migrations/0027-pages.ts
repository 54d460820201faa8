// Pages of the page builder (issue 16, docs/pages.md). A page is its slug on a board; what it
// shows is a version: a title, a meta description and the ordered blocks. The page points at its
// published version (what visitors see) and at a draft version (what the editor works on), so
// publishing is moving a pointer and undoing the last publish is moving it back: older versions
// stay. Every row carries client_id, and a version or block can only belong to a page of the same
// board (the composite keys below).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pages (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      slug text not null check (length(slug) <= 120 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      -- what visitors see; null until the page is first published
      published_version_id uuid,
      -- what the editor works on; null when nothing is waiting to be published
      draft_version_id uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz,
      unique (id, client_id)
    );
    create unique index pages_slug on pages (client_id, slug) where deleted_at is null;

    create table page_versions (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null,
      page_id uuid not null,
      number integer not null check (number >= 1),
      title text not null check (length(title) between 1 and 200),
      description text not null default '' check (length(description) <= 500),
      created_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      published_at timestamptz,
      unique (page_id, number),
      unique (id, client_id),
      foreign key (page_id, client_id) references pages (id, client_id) on delete cascade
    );
    alter table pages
      add foreign key (published_version_id) references page_versions (id),
      add foreign key (draft_version_id) references page_versions (id);

    create table page_blocks (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null,
      version_id uuid not null,
      type text not null check (type in ('text', 'spotlight', 'browse_jobs', 'call_to_action', 'signup_form',
        'job_alert', 'apps_link', 'html', 'browse_companies', 'employer_pricing', 'job_seekers_pricing')),
      settings jsonb not null check (jsonb_typeof(settings) = 'object'),
      sort_order integer not null check (sort_order >= 0),
      is_visible boolean not null default true,
      unique (version_id, sort_order),
      foreign key (version_id, client_id) references page_versions (id, client_id) on delete cascade
    );
  `.execute(db);
}
