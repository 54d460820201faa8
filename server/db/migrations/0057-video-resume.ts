// Video resumes (issue #48 item 1, docs/video-resume.md): one video per candidate on a board, with
// an optional poster frame. The bytes live in the file store under the keys below; they are not
// rows of `files`, so GET /files/:name never serves them (only signed links do).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table video_resumes (
      client_id uuid not null references clients(id) on delete cascade,
      user_id uuid not null,
      video_key text not null unique,
      name text not null,
      mime_type text not null,
      size bigint not null,
      duration_seconds double precision not null,
      poster_key text unique,
      poster_mime_type text,
      poster_size bigint,
      uploaded_at timestamptz not null default now(),
      primary key (client_id, user_id)
    );
  `.execute(db);
}
