// Folds recorded hiring events into the monthly roll-up the analytics page reads
// (hiring-monthly-repo.ts), a batch at a time, in the background every minute.
import type { Db } from '../db/database.ts';
import { rollUpBatch } from './hiring-monthly-repo.ts';

export const ROLLUP_TASK = 'hiring.rollup';

/** Rolls up everything pending (stops early when the signal aborts; the rest waits). */
export async function rollUpAll(db: Db, signal?: AbortSignal): Promise<number> {
  let total = 0;
  for (;;) {
    if (signal?.aborted) return total;
    const n = await rollUpBatch(db);
    total += n;
    if (n === 0) return total;
  }
}
