// Money on the server: integers in the currency's minor unit until the moment a view shows them.
// Converting to another currency uses the board's rates (settings `currencyRates`, one USD in each
// currency) over the reference table below. The table is not live market data: this machine
// cannot reach a rates service, and a board that sells in several currencies sets its own rates,
// which also keeps a price from moving between the pricing page and the checkout.
import type { Tenant } from '../http/context.ts';
import { majorUnits, minorUnits } from './gateways/gateway.ts';

export const REFERENCE_RATES: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  JPY: 151.2,
  CNY: 7.24,
  INR: 83.42,
  AUD: 1.52,
  CAD: 1.37,
  CHF: 0.88,
  SEK: 10.6,
  NOK: 10.8,
  DKK: 6.87,
  NZD: 1.66,
  HKD: 7.82,
  SGD: 1.35,
  KRW: 1370,
  BRL: 5.1,
  RUB: 92,
  ZAR: 18.6,
  MXN: 17.1,
  MYR: 4.7,
  THB: 36.5,
  IDR: 15800,
  TRY: 32.3,
  ILS: 3.7,
  PHP: 57.5,
  PLN: 3.97,
  HUF: 360,
  CZK: 23.2,
  AED: 3.6725,
  SAR: 3.75,
  BDT: 117,
  VND: 25400,
  ARS: 880,
  CLP: 940,
  COP: 3900,
  EGP: 47.5,
  PKR: 278,
  ALL: 93,
};
export const RATES_UPDATED_AT = '2026-11-01T00:00:00.000Z';

export function ratesOf(tenant: Tenant): Record<string, number> {
  const own = tenant.settings.currencyRates;
  const rates: Record<string, number> = { ...REFERENCE_RATES };
  if (own && typeof own === 'object')
    for (const [code, v] of Object.entries(own as Record<string, unknown>))
      if (code in REFERENCE_RATES && typeof v === 'number' && Number.isFinite(v) && v > 0) rates[code] = v;
  rates.USD = 1;
  return rates;
}

/** Converts an amount in `from`'s minor unit into `to`'s minor unit, rounded to the unit. */
export function convertMinor(amountMinor: number, from: string, to: string, rates: Record<string, number>): number {
  if (from === to) return amountMinor;
  const usd = majorUnits(amountMinor, from) / (rates[from] ?? 1);
  return minorUnits(usd * (rates[to] ?? 1), to);
}

/** The amount as the contract shows it: a number in major units with at most two decimals. */
export function toMajor(amountMinor: number, currency: string): number {
  return Math.round(majorUnits(amountMinor, currency) * 100) / 100;
}
