// Matching candidates to jobs (issue 14): what the employer saw of its recommendations and how it
// reacted (like, dismiss, contact), so a dismissed candidate does not come back.
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {}
