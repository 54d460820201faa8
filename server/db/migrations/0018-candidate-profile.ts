// The candidate profile issue (issue 11): the resume builder's resumes, the resume parser's results
// (kept 24 hours for the candidate to review), accomplishments, LinkedIn sign-in (the one-use
// OpenID Connect state and the identities linked to accounts). The profile's own sections stay in
// candidate_profiles (0005-jobs), as JSON arrays of entries with their own ids.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table resumes (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      candidate_id uuid not null references users(id) on delete cascade,
      name text not null,
      objective text,
      email text,
      mob_no text,
      linkedin text,
      location text,
      experiences jsonb not null default '[]',
      education jsonb not null default '[]',
      projects jsonb not null default '[]',
      skills jsonb not null default '[]',
      custom_sections jsonb not null default '[]',
      settings jsonb not null default '{}',
      show jsonb not null default '{}',
      file jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index resumes_owner on resumes (client_id, candidate_id, updated_at desc)`.execute(db);

  await sql`
    create table parsed_resumes (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      candidate_id uuid not null references users(id) on delete cascade,
      source text not null default 'file',
      status text not null default 'queued',
      progress integer not null default 0,
      stage text,
      error text,
      file jsonb not null,
      result jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index parsed_resumes_owner on parsed_resumes (client_id, candidate_id, created_at desc)`.execute(db);

  await sql`
    create table accomplishments (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      candidate_id uuid not null references users(id) on delete cascade,
      type text not null,
      title text not null,
      issuer text,
      date date,
      url text,
      description text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index accomplishments_owner on accomplishments (client_id, candidate_id, date desc)`.execute(db);

  await sql`
    create table oauth_states (
      state text primary key,
      client_id uuid not null references clients(id) on delete cascade,
      provider text not null,
      intent text not null,
      nonce text not null,
      code_verifier text not null,
      redirect_uri text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table user_identities (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      provider text not null,
      subject text not null,
      email text,
      created_at timestamptz not null default now(),
      unique (client_id, provider, subject)
    )`.execute(db);
}
