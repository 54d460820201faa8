// Cards saved with a gateway for renewals. Only the brand, the last four digits and the expiry are
// kept; the card itself stays with the gateway (the sandbox saves the card of a subscription's
// checkout, as a real gateway saves it for off-session charges).
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { badRequest, notFound } from '../errors/errors.ts';
import { hasRenewingPlan, type Holder } from './licences-repo.ts';
import {
  cardByGatewayId,
  deleteCard,
  holderCardState,
  makeDefaultCard,
  markDefaultCard,
  methodsOf,
  newestCardId,
  otherCardIds,
  type MethodRow,
} from './payment-methods-repo.ts';
import { cardBrandKey } from './views.ts';

type S = components['schemas'];

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
  return (await methodsOf(db, clientId, holder)).map((m) => methodView(m));
}

/** Makes a saved card (by the gateway's id of it) the one renewals charge. */
export async function setDefaultMethod(
  db: Db,
  clientId: string,
  holder: Holder,
  gatewayMethodId: string,
  setDefault: boolean,
): Promise<S['PaymentMethod']> {
  const found = await cardByGatewayId(db, clientId, holder, gatewayMethodId);
  if (!found) throw notFound('This card is not saved: save it through a subscription checkout');
  if (setDefault) {
    await db.transaction().execute(async (trx) => {
      await makeDefaultCard(trx, clientId, await otherCardIds(trx, clientId, holder), found.id);
    });
    found.is_default = true;
  }
  return methodView(found);
}

/** Removes a saved card; the newest remaining one becomes the default. Renewals stop without one. */
export async function deleteMethod(db: Db, clientId: string, holder: Holder, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const found = await holderCardState(trx, clientId, holder, id);
    if (!found) throw notFound('This card is not saved');
    const others = await otherCardIds(trx, clientId, holder, id);
    if (found.is_default && others.length === 0) {
      if (await hasRenewingPlan(trx, clientId, holder, new Date()))
        throw badRequest('This card renews your subscription: add another card or cancel the subscription first');
    }
    await deleteCard(trx, clientId, id);
    if (!found.is_default) return;
    const next = await newestCardId(trx, clientId, holder);
    if (next) await markDefaultCard(trx, clientId, next);
  });
}
