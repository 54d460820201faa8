// The language a person last used the board in (docs/localization.md, "Mails"): kept at each
// sign-in and token refresh, read when the board writes to them. Null until then: the board's
// default language is used.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column locale text`.execute(db);
}
