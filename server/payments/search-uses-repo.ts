// The searches a company made (candidate_search_uses), which the plan's candidateSearches
// allowance counts (search-allowance.ts decides what is counted and when).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

/** A company's distinct searches since `since` (the plan page shows the same count). */
export async function searchesSince(db: Db, clientId: string, companyId: string, since: Date): Promise<number> {
  const row = await scopedTo(db, clientId)
    .selectFrom('candidate_search_uses')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .where('at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the company already made this search today, since `since`. */
export async function searchedToday(
  db: Db,
  clientId: string,
  companyId: string,
  signature: string,
  since: Date,
): Promise<boolean> {
  const known = await scopedTo(db, clientId)
    .selectFrom('candidate_search_uses')
    .select('signature')
    .where('company_id', '=', companyId)
    .where('day', '=', sql<string>`current_date`)
    .where('signature', '=', signature)
    .where('at', '>=', since)
    .executeTakeFirst();
  return !!known;
}

/** Records the search; a second record of it the same day is dropped. */
export async function insertSearchUse(
  db: Db,
  clientId: string,
  use: { companyId: string; signature: string; userId: string },
): Promise<void> {
  await scopedTo(db, clientId)
    .insertInto('candidate_search_uses', { company_id: use.companyId, signature: use.signature, user_id: use.userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
