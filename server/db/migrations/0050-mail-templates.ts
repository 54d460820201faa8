// Custom e-mail templates (issue #48 item 1, plan flag custom_email_templates,
// docs/mail-templates.md): a board's own subject and body for one of its editable mails. No row:
// the mail keeps the product's text; a reset deletes the row.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mail_templates (
      client_id uuid not null references clients(id) on delete cascade,
      kind text not null,
      subject text not null,
      body text not null,
      updated_by uuid references users(id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (client_id, kind)
    );
  `.execute(db);
}
