// A client's row with its signup's trial end, and its hosts, as the contract's Client shows them.
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export async function clientRecord(db: Db, clientId: string) {
  return db
    .selectFrom('clients as c')
    .leftJoin('client_signups as s', 's.client_id', 'c.id')
    .select([
      'c.id',
      'c.name',
      'c.status',
      'c.subscription',
      'c.tier',
      'c.country',
      'c.timezone',
      'c.created_at',
      's.trial_ends_at',
    ])
    .where('c.id', '=', clientId)
    .executeTakeFirstOrThrow();
}

/** The client's hosts, oldest first. */
export async function hostsByAge(db: Db, clientId: string) {
  return scopedTo(db, clientId).selectFrom('client_hosts').select(['host', 'kind']).orderBy('created_at').execute();
}
