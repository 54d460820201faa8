// Saved jobs, recommendations, approval and quotas (issue 5 remainder).
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {
  // Filled by the issue that owns these tables.
}
