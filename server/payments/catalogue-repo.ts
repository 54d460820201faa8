// The board's plans and top-up packs as the buyer's side reads them (the console's editor has
// catalogue-admin-repo.ts), and the first write of the default catalogue.
import type { Db } from '../db/database.ts';
import { scopedTo, type TenantRow } from '../db/tenant-scope.ts';

/** Inserts the plans a board has not got yet; returns the ids of those written. */
export async function seedPlans(db: Db, clientId: string, rows: TenantRow<'plans'>[]): Promise<{ id: string }[]> {
  return scopedTo(db, clientId)
    .insertInto('plans', rows)
    .onConflict((oc) => oc.columns(['client_id', 'audience', 'subscription']).doNothing())
    .returning('id')
    .execute();
}

export async function seedTopUps(db: Db, clientId: string, rows: TenantRow<'topups'>[]): Promise<void> {
  await scopedTo(db, clientId)
    .insertInto('topups', rows)
    .onConflict((oc) => oc.columns(['client_id', 'name']).doNothing())
    .execute();
}

/** The active plans of an audience on sale (the trial is not), in the board's order. */
export async function plansOnSale(db: Db, clientId: string, audience: 'employer' | 'candidate', billing?: string) {
  let q = scopedTo(db, clientId)
    .selectFrom('plans')
    .selectAll()
    .where('audience', '=', audience)
    .where('is_active', '=', true)
    // The free trial is where a company starts, not something to buy.
    .where('subscription', '!=', 'TRIAL');
  if (billing) q = q.where('billing_period', '=', billing);
  return q.orderBy('sort').execute();
}

export async function topUpsOnSale(db: Db, clientId: string) {
  return scopedTo(db, clientId)
    .selectFrom('topups')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('sort')
    .execute();
}

export async function topUpOnSale(db: Db, clientId: string, id: string) {
  return scopedTo(db, clientId)
    .selectFrom('topups')
    .selectAll()
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export async function planToBuy(db: Db, clientId: string, id: string) {
  return scopedTo(db, clientId)
    .selectFrom('plans')
    .select(['id', 'audience', 'is_active', 'subscription'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function planById(db: Db, clientId: string, id: string) {
  return scopedTo(db, clientId).selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
}
