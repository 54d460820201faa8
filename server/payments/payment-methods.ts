// Cards saved with a gateway for renewals. Only the brand, the last four digits and the expiry are
// kept; the card itself stays with the gateway (the sandbox saves the card of a subscription's
// checkout, as a real gateway saves it for off-session charges).
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Selectable } from 'kysely';
import type { PaymentTables } from '../db/tables-payments.ts';
import type { Holder } from './licences-repo.ts';
import { cardBrandKey } from './views.ts';

type S = components['schemas'];

export type MethodRow = Selectable<PaymentTables['payment_methods']>;

export function holderMethods(db: Db, clientId: string, holder: Holder) {
  const q = db.selectFrom('payment_methods').where('client_id', '=', clientId);
  return holder.type === 'employer'
    ? q.where('holder_type', '=', 'employer').where('company_id', '=', holder.companyId)
    : q.where('holder_type', '=', 'candidate').where('user_id', '=', holder.userId);
}

/** The holder's default card, the one renewals charge. */
export function savedCardQuery(db: Db, clientId: string, holder: Holder) {
  return holderMethods(db, clientId, holder).where('is_default', '=', true);
}

export function methodView(m: MethodRow, now = new Date()): S['PaymentMethod'] {
  const y = now.getUTCFullYear();
  const mo = now.getUTCMonth() + 1;
  return {
    _id: m.id,
    gateway: m.gateway as S['PaymentGateway'],
    gatewayPaymentMethodId: m.gateway_payment_method_id,
    brand: cardBrandKey(m.brand),
    last4: m.last4,
    expMonth: m.exp_month,
    expYear: m.exp_year,
    holderName: m.holder_name,
    isDefault: m.is_default,
    isExpired: m.exp_year < y || (m.exp_year === y && m.exp_month < mo),
    createdAt: m.created_at.toISOString(),
  };
}

export async function listMethods(db: Db, clientId: string, holder: Holder): Promise<S['PaymentMethod'][]> {
  // The default card first (the contract), then the newest.
  const rows = await holderMethods(db, clientId, holder)
    .selectAll()
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return (rows as MethodRow[]).map((m) => methodView(m));
}

/** Makes a saved card (by the gateway's id of it) the one renewals charge. */
export async function setDefaultMethod(
  db: Db,
  clientId: string,
  holder: Holder,
  gatewayMethodId: string,
  setDefault: boolean,
): Promise<S['PaymentMethod']> {
  const found = (await holderMethods(db, clientId, holder)
    .selectAll()
    .where('gateway_payment_method_id', '=', gatewayMethodId)
    .executeTakeFirst()) as MethodRow | undefined;
  if (!found) throw notFound('This card is not saved: save it through a subscription checkout');
  if (setDefault) {
    await db.transaction().execute(async (trx) => {
      const ids = (await holderMethods(trx, clientId, holder).select('id').execute()).map((r) => r.id);
      await trx.updateTable('payment_methods').set({ is_default: false }).where('id', 'in', ids).execute();
      await trx.updateTable('payment_methods').set({ is_default: true }).where('id', '=', found.id).execute();
    });
    found.is_default = true;
  }
  return methodView(found);
}

/** Removes a saved card; the newest remaining one becomes the default. Renewals stop without one. */
export async function deleteMethod(db: Db, clientId: string, holder: Holder, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const found = await holderMethods(trx, clientId, holder)
      .select(['id', 'is_default'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found) throw notFound('This card is not saved');
    const others = await holderMethods(trx, clientId, holder).select('id').where('id', '!=', id).execute();
    if (found.is_default && others.length === 0) {
      let renewing = trx
        .selectFrom('licences')
        .select('id')
        .where('client_id', '=', clientId)
        .where('kind', '=', 'plan')
        .where('auto_renew', '=', true)
        .where('expires_at', '>', new Date());
      renewing =
        holder.type === 'employer'
          ? renewing.where('company_id', '=', holder.companyId)
          : renewing.where('user_id', '=', holder.userId);
      if (await renewing.executeTakeFirst())
        throw badRequest('This card renews your subscription: add another card or cancel the subscription first');
    }
    await trx.deleteFrom('payment_methods').where('id', '=', id).execute();
    if (!found.is_default) return;
    const next = await holderMethods(trx, clientId, holder)
      .select('id')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (next) await trx.updateTable('payment_methods').set({ is_default: true }).where('id', '=', next.id).execute();
  });
}
