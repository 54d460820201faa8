// Candidate search's own tables (issue 14): saved searches, candidate lists and their members, and what the search reads.
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {}
