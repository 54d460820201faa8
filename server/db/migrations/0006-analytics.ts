// First-party analytics events, sent by the web app's own provider (POST /events).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table analytics_events (
      id bigserial primary key,
      client_id uuid not null references clients(id) on delete cascade,
      type text not null check (type in ('identify', 'capture', 'reset', 'group')),
      event text,
      subject_id text,
      props jsonb not null default '{}',
      path text,
      occurred_at timestamptz not null,
      received_at timestamptz not null default now()
    );
    create index analytics_events_recent on analytics_events (client_id, received_at desc);
  `.execute(db);
}
