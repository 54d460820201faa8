// Moderation of chat reports (docs/admin-chat-reports.md). A report names the room and, for a
// message, the message; whom it is about; a reason from a list with the reporter's own words as
// details; and, once an admin decides it, the decision. The earlier free-text reports keep their
// words as details with the reason `other`. One open report per reporter and message (or room) is
// a database rule, so two reports racing each other cannot both land. A removed message keeps its
// text for the console (participants see the removal instead); a closed room takes no new message.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table chat_reports
      add column message_id uuid references chat_messages(id) on delete cascade,
      add column reported_id uuid references users(id) on delete set null,
      add column details text check (length(details) <= 1000),
      add column state text not null default 'open' check (state in ('open', 'actioned', 'dismissed')),
      add column actions text[] not null default '{}',
      add column decision_note text check (length(decision_note) <= 500),
      add column decided_by uuid references users(id) on delete set null,
      add column decided_at timestamptz;
    update chat_reports set details = reason, reason = 'other';
    alter table chat_reports add constraint chat_reports_reason_kind
      check (reason in ('spam', 'harassment', 'scam', 'inappropriate', 'other'));
    create unique index chat_reports_open_once on chat_reports
      (reporter_id, room_id, coalesce(message_id, '00000000-0000-0000-0000-000000000000'::uuid))
      where state = 'open';
    -- The console's queue: a board's reports by state, oldest first.
    create index chat_reports_queue on chat_reports (client_id, state, created_at);

    alter table chat_messages
      add column removed_at timestamptz,
      add column removed_by uuid references users(id) on delete set null;

    alter table chat_rooms
      add column closed_at timestamptz,
      add column closed_by uuid references users(id) on delete set null;
  `.execute(db);
}
