// A board's search stamp: the highest jobs.vocabulary_stamp among its jobs. It moves whenever a
// job is added or anything the search reads of one changes (migrations 0035 and 0036), so what is
// kept in memory about a board (its vocabulary, its facet counts) is known stale by one index read.
import type { Db } from '../db/database.ts';

export async function boardStamp(db: Db, clientId: string): Promise<string> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.max('vocabulary_stamp').as('stamp'))
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return String(row?.stamp ?? 0);
}
