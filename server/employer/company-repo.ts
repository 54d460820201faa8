// The company row as its owner sets it up and edits it.
import type { Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { CompaniesTable } from '../db/tables.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export async function updateCompany(
  db: Db,
  clientId: string,
  companyId: string,
  change: Updateable<CompaniesTable>,
): Promise<void> {
  await scopedTo(db, clientId).updateTable('companies').set(change).where('id', '=', companyId).execute();
}
