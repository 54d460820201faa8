// Bulk job imports (file-history/*), their per-row results, and the background job queue.
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {
  // Filled by the issue that owns these tables.
}
