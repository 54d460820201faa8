// Interview scheduling (issue #48, docs/interviews.md): an interview of an application, the times
// offered (the latest proposal's), the time picked, both sides' time zones and the revision its
// iCalendar invitation carries (SEQUENCE). The reminder's claim (reminder_sent_at) and its revision
// keep a reminder of an older revision, or of a cancelled interview, from firing.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table interviews (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      application_id uuid not null references applications(id) on delete cascade,
      status text not null default 'proposed' check (status in ('proposed', 'booked', 'cancelled')),
      sequence integer not null default 0,
      slots jsonb not null,
      starts_at timestamptz,
      duration_minutes integer not null,
      mode text not null check (mode in ('video', 'phone', 'onsite')),
      location text,
      note text,
      employer_time_zone text not null,
      candidate_time_zone text,
      proposed_by uuid,
      cancelled_by text check (cancelled_by in ('employer', 'candidate')),
      cancel_reason text,
      reminder_sent_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
  `.execute(db);
  await sql`create index interviews_application on interviews (client_id, application_id)`.execute(db);
}
