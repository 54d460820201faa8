// Onboarding: each signup of a new client (its first administrator and trial), pending custom
// domain verifications, and the platform's sales leads.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- One row per client that signed up through client/create. The e-mail is unique across all
    -- clients: one person administers at most one signup, so an e-mail names its signup.
    create table client_signups (
      client_id uuid primary key references clients(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      email text not null,
      tracking jsonb not null default '{}',
      ip text,
      verified_at timestamptz,
      trial_ends_at timestamptz,
      created_at timestamptz not null default now()
    );
    create unique index client_signups_email on client_signups (lower(email));

    -- A custom domain a client is proving it owns. Kept apart from client_hosts so that an
    -- unproven domain never routes requests and never blocks the client that really owns it.
    create table domain_verifications (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      domain text not null,
      txt_token text not null,
      checked_at timestamptz,
      verified_at timestamptz,
      created_at timestamptz not null default now(),
      unique (client_id, domain)
    );

    -- Sales leads of the platform itself; client_id is the site the lead came from, if any.
    create table leads (
      id uuid primary key default gen_random_uuid(),
      client_id uuid references clients(id) on delete set null,
      type text not null check (type in ('demo', 'contact', 'pricing', 'trial')),
      name text not null,
      email text not null,
      company_name text not null,
      country_code text,
      mob_no text,
      company_size text,
      hires_per_year integer,
      message text,
      page_url text,
      tracking jsonb not null default '{}',
      ip text,
      created_at timestamptz not null default now()
    );
    create index leads_recent on leads (created_at desc);
  `.execute(db);
}
