// Chat (issue 15): rooms between one employer company and one candidate, optionally about a job;
// their messages; who on each side has taken part and how far each has read; a candidate's blocks
// of companies; reports of rooms; and the e-mail throttle for people who are away (docs/chat.md).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table chat_rooms (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      company_id uuid not null references companies(id) on delete cascade,
      candidate_id uuid not null references users(id) on delete cascade,
      job_id uuid references jobs(id) on delete set null,
      -- The title when the room opened, so the list reads well after the job is gone.
      job_title text,
      created_by uuid not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    -- One room per company, candidate and job (or none): chat/create reuses it.
    create unique index chat_rooms_pair on chat_rooms
      (client_id, company_id, candidate_id, coalesce(job_id, '00000000-0000-0000-0000-000000000000'::uuid));
    create index chat_rooms_candidate on chat_rooms (client_id, candidate_id, updated_at desc);
    create index chat_rooms_company on chat_rooms (client_id, company_id, updated_at desc);

    create table chat_messages (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      room_id uuid not null references chat_rooms(id) on delete cascade,
      sender_id uuid not null references users(id) on delete cascade,
      sender_side text not null check (sender_side in ('candidate', 'employer')),
      client_message_id text check (length(client_message_id) between 1 and 64),
      body text not null check (length(body) <= 5000),
      attachments jsonb not null default '[]',
      created_at timestamptz not null default now(),
      -- When the other side first read it.
      read_at timestamptz
    );
    -- A message sent again after a reconnect is the same message.
    create unique index chat_messages_client_id on chat_messages (room_id, sender_id, client_message_id);
    create index chat_messages_room on chat_messages (room_id, created_at desc, id desc);
    create index chat_messages_unread on chat_messages (room_id, sender_side, created_at) where read_at is null;

    -- Everyone who has taken part in a room, with how far they have read.
    create table chat_room_members (
      room_id uuid not null references chat_rooms(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      side text not null check (side in ('candidate', 'employer')),
      last_read_at timestamptz not null default '-infinity',
      joined_at timestamptz not null default now(),
      primary key (room_id, user_id)
    );
    create index chat_room_members_user on chat_room_members (user_id);

    create table chat_blocks (
      client_id uuid not null references clients(id) on delete cascade,
      candidate_id uuid not null references users(id) on delete cascade,
      company_id uuid not null references companies(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (client_id, candidate_id, company_id)
    );

    create table chat_reports (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      room_id uuid not null references chat_rooms(id) on delete cascade,
      reporter_id uuid not null references users(id) on delete cascade,
      reason text not null check (length(reason) between 1 and 1000),
      created_at timestamptz not null default now()
    );
    create index chat_reports_room on chat_reports (client_id, created_at desc);

    -- At most one "you have new messages" e-mail per room and recipient per hour.
    create table chat_mail_sent (
      room_id uuid not null references chat_rooms(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      hour timestamptz not null,
      primary key (room_id, user_id, hour)
    );
  `.execute(db);
}
