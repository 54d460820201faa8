// A board's own synonym groups as stored (clients.settings at search.synonyms), unchecked:
// board-synonyms.ts reads them defensively.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';

/** The stored value at settings.search.synonyms, whatever its shape; undefined without one. */
export async function storedSynonyms(db: Db, clientId: string): Promise<unknown> {
  const row = await db
    .selectFrom('clients')
    .modifyFront(prepared)
    .select(sql<unknown>`settings -> 'search' -> 'synonyms'`.as('synonyms'))
    .where('id', '=', clientId)
    .executeTakeFirst();
  return row?.synonyms;
}
