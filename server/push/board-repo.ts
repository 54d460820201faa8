// The board a push is sent for, as the sender needs it: its row and its primary host.
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export async function boardRow(db: Db, clientId: string) {
  return db
    .selectFrom('clients')
    .select(['id', 'name', 'slug', 'status', 'subscription', 'tier', 'settings', 'appearance'])
    .where('id', '=', clientId)
    .executeTakeFirst();
}

export async function primaryHostOf(db: Db, clientId: string): Promise<string | undefined> {
  const row = await scopedTo(db, clientId)
    .selectFrom('client_hosts')
    .select('host')
    .where('kind', '=', 'primary')
    .executeTakeFirst();
  return row?.host;
}
