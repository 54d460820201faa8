// The rate-limit counts table (server/db/migrations/0041-rate-limits.ts). rate-limiter-flexible
// reads and writes it with its own statements; the app only clears the windows that have ended.
import type { Db } from '../db/database.ts';

/** Deletes the counts whose window ended before `beforeMs` (milliseconds since the epoch). */
export async function deleteEndedCounts(db: Db, beforeMs: number): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('expire', '<', String(beforeMs)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
