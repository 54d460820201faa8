// Saved form values keep the fields they answered (docs/custom-forms.md, "A definition change
// never breaks a saved answer"): a board may remove a field or re-add its key with another type,
// and the answer given before is still shown under its own label, marked "no longer asked". Rows
// saved before this migration have none; their former answers are shown under their keys.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table form_data add column fields jsonb not null default '[]'::jsonb`.execute(db);
}
