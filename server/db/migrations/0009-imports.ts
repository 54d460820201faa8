// Bulk job imports (file-history/*): one row per run with its progress, counters and row errors.
// Imported jobs remember the run that last wrote them (jobs.import_run_id), which is how a mirror
// run tells the jobs its source still lists from those it dropped. The background queue itself is
// pg-boss's own schema (`pgboss`), created by pg-boss when the worker first starts
// (docs/background-jobs.md).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table import_runs (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      company_id uuid not null references companies(id) on delete cascade,
      created_by uuid references users(id) on delete set null,
      import_type text not null check (import_type in ('API_IMPORT', 'XML')),
      file_name text not null,
      -- The uploaded file's uri or the feed URL; null for jobs sent in the request (API_IMPORT).
      source text,
      -- The jobs of an API_IMPORT, kept until the run has read them.
      payload jsonb,
      mirror boolean not null default false,
      status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
      total integer not null default 0,
      processed integer not null default 0,
      created integer not null default 0,
      updated integer not null default 0,
      closed integer not null default 0,
      failed integer not null default 0,
      -- [{row, referenceNumber, message}], at most 1,000 kept.
      errors jsonb not null default '[]',
      message text,
      started_at timestamptz,
      finished_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index import_runs_company on import_runs (client_id, company_id, created_at desc);
    -- One unfinished run per source and company: a second request for it answers 409.
    create unique index import_runs_busy on import_runs (client_id, company_id, source)
      where source is not null and status in ('queued', 'running');

    alter table jobs add column import_run_id uuid references import_runs(id) on delete set null;
    create index jobs_imported on jobs (client_id, company_id, import_type) where import_type is not null;
  `.execute(db);
}
