// Job categories (per tenant) and master data (platform-wide items plus each tenant's additions).
import { sql, type Kysely } from 'kysely';
import { PLATFORM_MASTERS_0004 } from './data/0004-platform-masters.ts';
import type { Db } from '../handle.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table categories (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      parent_id uuid references categories(id) on delete set null,
      name text not null,
      slug text not null,
      description text,
      icon text,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (client_id, slug)
    );
    create index categories_parent on categories (client_id, parent_id);

    -- client_id null: a platform item every tenant sees; otherwise one tenant's own addition.
    -- slug is the name lowercased with single spaces: two items are the same when it is.
    create table masters (
      id uuid primary key default gen_random_uuid(),
      client_id uuid references clients(id) on delete cascade,
      kind text not null,
      name text not null,
      slug text not null,
      code text,
      sort integer not null default 0,
      is_other boolean not null default false,
      meta jsonb,
      created_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create unique index masters_platform_slug on masters (kind, slug) where client_id is null;
    create unique index masters_tenant_slug on masters (client_id, kind, slug) where client_id is not null;
  `.execute(db);
  await (db as unknown as Db)
    .insertInto('masters')
    .values(
      PLATFORM_MASTERS_0004.map((m) => ({
        ...m,
        client_id: null,
        meta: m.meta ? JSON.stringify(m.meta) : null,
        created_by: null,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
