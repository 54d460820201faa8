// The console's contact inbox (docs/contact-us.md): a message is handled once an admin answered
// it. Kept apart from `status` (new or spam, what the form decided) so the form's checks and the
// admin's work never overwrite each other; the index serves the inbox's newest-first pages.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table contact_messages
      add column handled_at timestamptz,
      add column handled_by uuid references users(id) on delete set null;
    create index contact_messages_inbox on contact_messages (client_id, status, (handled_at is null), created_at desc);
  `.execute(db);
}
