// Cards saved with a gateway (brand, last four, expiry), each a holder's: a company's or a
// candidate's.
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { PaymentTables } from '../db/tables-payments.ts';
import { scopedTo, type TenantRow } from '../db/tenant-scope.ts';
import type { Holder } from './licences-repo.ts';

export type MethodRow = Selectable<PaymentTables['payment_methods']>;

function holderMethods(db: Db, clientId: string, holder: Holder) {
  const q = scopedTo(db, clientId).selectFrom('payment_methods');
  return holder.type === 'employer'
    ? q.where('holder_type', '=', 'employer').where('company_id', '=', holder.companyId)
    : q.where('holder_type', '=', 'candidate').where('user_id', '=', holder.userId);
}

/** The holder's cards, the default first, then the newest. */
export async function methodsOf(db: Db, clientId: string, holder: Holder): Promise<MethodRow[]> {
  return (await holderMethods(db, clientId, holder)
    .selectAll()
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .execute()) as MethodRow[];
}

/** The holder's default card (the one renewals charge), or the card of that id. */
export async function holderCard(
  db: Db,
  clientId: string,
  holder: Holder,
  id?: string,
): Promise<MethodRow | undefined> {
  let q = holderMethods(db, clientId, holder).selectAll();
  q = id ? q.where('id', '=', id) : q.where('is_default', '=', true);
  return (await q.executeTakeFirst()) as MethodRow | undefined;
}

/** The id of the holder's default card saved with this provider. */
export async function defaultCardWith(db: Db, clientId: string, holder: Holder, provider: string) {
  return holderMethods(db, clientId, holder)
    .where('is_default', '=', true)
    .where('provider', '=', provider)
    .select('id')
    .executeTakeFirst();
}

export async function cardByGatewayId(
  db: Db,
  clientId: string,
  holder: Holder,
  gatewayMethodId: string,
): Promise<MethodRow | undefined> {
  return (await holderMethods(db, clientId, holder)
    .selectAll()
    .where('gateway_payment_method_id', '=', gatewayMethodId)
    .executeTakeFirst()) as MethodRow | undefined;
}

export async function holderCardState(db: Db, clientId: string, holder: Holder, id: string) {
  return holderMethods(db, clientId, holder).select(['id', 'is_default']).where('id', '=', id).executeTakeFirst();
}

/** The ids of the holder's cards, but the one given. */
export async function otherCardIds(db: Db, clientId: string, holder: Holder, exceptId?: string): Promise<string[]> {
  let q = holderMethods(db, clientId, holder).select('id');
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.execute()).map((r) => r.id);
}

export async function newestCardId(db: Db, clientId: string, holder: Holder): Promise<string | undefined> {
  const next = await holderMethods(db, clientId, holder)
    .select('id')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return next?.id;
}

/** Makes one card the default among those given (run both in one transaction). */
export async function makeDefaultCard(trx: Db, clientId: string, ids: string[], id: string): Promise<void> {
  const board = scopedTo(trx, clientId);
  await board.updateTable('payment_methods').set({ is_default: false }).where('id', 'in', ids).execute();
  await board.updateTable('payment_methods').set({ is_default: true }).where('id', '=', id).execute();
}

export async function markDefaultCard(db: Db, clientId: string, id: string): Promise<void> {
  await scopedTo(db, clientId).updateTable('payment_methods').set({ is_default: true }).where('id', '=', id).execute();
}

export async function deleteCard(db: Db, clientId: string, id: string): Promise<void> {
  await scopedTo(db, clientId).deleteFrom('payment_methods').where('id', '=', id).execute();
}

/** No card of the company (an employer) or of the user (a candidate) is the default any more. */
export async function clearDefaultCards(
  db: Db,
  clientId: string,
  holder: { holder_type: 'employer' | 'candidate'; company_id: string | null; user_id: string },
): Promise<void> {
  let q = scopedTo(db, clientId).updateTable('payment_methods').set({ is_default: false });
  q =
    holder.holder_type === 'employer'
      ? q.where('company_id', '=', holder.company_id)
      : q.where('user_id', '=', holder.user_id);
  await q.execute();
}

export async function insertCard(db: Db, clientId: string, row: TenantRow<'payment_methods'>): Promise<void> {
  await scopedTo(db, clientId).insertInto('payment_methods', row).execute();
}
