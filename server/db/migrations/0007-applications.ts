// Applications (issue 6): notifications stored for candidates, guest claims and spam guards.
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {
  // Filled by the issue that owns these tables.
}
