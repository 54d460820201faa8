// The embeddable jobs widget (issue #50 item 4, docs/jobs-widget.md): the origins a company lets
// embed its widget. No row: no origin may, and the widget shows nothing anywhere.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table jobs_widget_settings (
      company_id uuid primary key references companies(id) on delete cascade,
      client_id uuid not null references clients(id) on delete cascade,
      allowed_origins text[] not null default '{}',
      updated_by uuid references users(id) on delete set null,
      updated_at timestamptz not null default now()
    );
    create index jobs_widget_settings_client on jobs_widget_settings (client_id);
  `.execute(db);
}
