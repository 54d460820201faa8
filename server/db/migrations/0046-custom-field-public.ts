// A job_post field the board marks public shows its value on the job's page; every other field's
// value stays with the job's employer (docs/custom-forms.md, "Where each form is used"). Existing
// fields stay private until an admin says otherwise.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table custom_form_fields add column is_public boolean not null default false`.execute(db);
}
