// The payment page's address: ?planId= (a subscription plan) or ?topUpId= (a top-up pack), and an
// optional ?currency= to show the prices in (the status page's "Try again" keeps the currency of
// the failed order). Read inside the lazy page chunk, not in the route's validateSearch.
import { CurrencyCode } from '@generated/api/model/currencyCode';

export type CheckoutSearch = { planId?: string; topUpId?: string; currency?: CurrencyCode };

const ID = /^[A-Za-z0-9-]{1,64}$/;
const CURRENCIES = new Set<string>(Object.values(CurrencyCode));

function idOf(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  return ID.test(text) ? text : undefined;
}

export function parseCheckoutSearch(search: unknown): CheckoutSearch {
  const s = search && typeof search === 'object' ? (search as Record<string, unknown>) : {};
  const currency = typeof s.currency === 'string' ? s.currency.trim().toUpperCase() : '';
  return {
    planId: idOf(s.planId),
    topUpId: idOf(s.topUpId),
    currency: CURRENCIES.has(currency) ? (currency as CurrencyCode) : undefined,
  };
}

/** ?orderId= of the top-up success page. */
export function orderIdOf(search: unknown): string | undefined {
  const s = search && typeof search === 'object' ? (search as Record<string, unknown>) : {};
  return idOf(s.orderId);
}
