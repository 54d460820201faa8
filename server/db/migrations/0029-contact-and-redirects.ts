// Messages of the contact form and the board's redirect rules (issue 16, docs/contact-us.md and
// docs/redirects.md).
//
// contact_messages keeps every message that passed the rate limit, spam included (status 'spam',
// never mailed), so the limits and the duplicate check count what was really sent. The sender's
// address is kept only as a keyed hash. The indexes serve the per-address and per-e-mail windows.
//
// redirects: one rule per old path per board (the unique index), the path stored normalised
// (leading slash, no trailing slash, percent-decoding undone) and the target as it is sent in
// Location (ASCII, percent-encoded).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table contact_messages (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      name text not null check (length(name) <= 100),
      email text not null check (length(email) <= 254),
      phone text check (length(phone) <= 24),
      company text check (length(company) <= 200),
      subject text not null check (length(subject) <= 150),
      message text not null check (length(message) <= 5000),
      ip_hash text not null,
      body_hash text not null,
      status text not null check (status in ('new', 'spam')),
      spam_reason text check (spam_reason in ('links', 'duplicate')),
      mailed_to text,
      created_at timestamptz not null default now()
    );
    create index contact_messages_of_address on contact_messages (client_id, ip_hash, created_at);
    create index contact_messages_of_email on contact_messages (client_id, email, created_at);
    create index contact_messages_of_board on contact_messages (client_id, created_at desc);

    create table redirects (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      from_path text not null check (length(from_path) between 1 and 2048),
      to_path text not null check (length(to_path) between 1 and 2048),
      status_code smallint not null check (status_code in (301, 302)),
      created_at timestamptz not null default now()
    );
    create unique index redirects_from on redirects (client_id, from_path);
  `.execute(db);
}
