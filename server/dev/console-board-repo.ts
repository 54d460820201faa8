// SQL of the dev console board: the board's plan and its admin account.
import type { Db } from '../db/database.ts';
import { scopedTo, type TenantRow } from '../db/tenant-scope.ts';

export async function setPremiumPlan(db: Db, clientId: string): Promise<void> {
  await db.updateTable('clients').set({ subscription: 'PREMIUM_YEALY' }).where('id', '=', clientId).execute();
}

/** Adds the account (an address already taken fails on the unique index); its id. */
export async function insertUser(db: Db, clientId: string, user: TenantRow<'users'>): Promise<string> {
  const row = await scopedTo(db, clientId).insertInto('users', user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
