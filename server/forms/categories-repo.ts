// The board's categories a form's value may name.
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

/** The board's categories among the ids, with their names. */
export async function categoriesAmong(
  db: Db,
  clientId: string,
  ids: string[],
): Promise<{ id: string; name: string }[]> {
  return scopedTo(db, clientId).selectFrom('categories').select(['id', 'name']).where('id', 'in', ids).execute();
}
