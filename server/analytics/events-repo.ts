// The first-party analytics events a board keeps.
import type { Db } from '../db/database.ts';
import { scopedTo, type TenantRow } from '../db/tenant-scope.ts';

export async function insertEvent(db: Db, clientId: string, row: TenantRow<'analytics_events'>): Promise<void> {
  await scopedTo(db, clientId).insertInto('analytics_events', row).execute();
}
