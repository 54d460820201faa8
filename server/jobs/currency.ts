// Comparing salaries across currencies and pay periods: amounts are brought to a yearly figure in
// USD for filtering and sorting. No rates service exists yet, so reference rates live here (units
// of each currency per US dollar); when currency/get-rates is built its rates should replace them.
import { readContract } from '../http/contract-document.ts';
import type { components } from '@generated/schema';

type CurrencyCode = components['schemas']['CurrencyCode'];
type SalaryPeriod = components['schemas']['JobSalaryPeriod'];

export const USD_RATES: Record<CurrencyCode, number> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  JPY: 150,
  CNY: 7.2,
  INR: 83.4,
  AUD: 1.52,
  CAD: 1.37,
  CHF: 0.88,
  SEK: 10.5,
  NOK: 10.6,
  DKK: 6.9,
  NZD: 1.65,
  HKD: 7.8,
  SGD: 1.35,
  KRW: 1350,
  BRL: 5,
  RUB: 92,
  ZAR: 18.5,
  MXN: 17.1,
  MYR: 4.7,
  THB: 35.8,
  IDR: 15_700,
  TRY: 32,
  ILS: 3.7,
  PHP: 56,
  PLN: 4,
  HUF: 360,
  CZK: 23,
  AED: 3.6725,
  SAR: 3.75,
  BDT: 110,
  VND: 24_800,
  ARS: 850,
  CLP: 940,
  COP: 3_900,
  EGP: 47,
  PKR: 278,
  ALL: 95,
};

/** How many of a period make a year (a 40-hour week, 260 working days). */
export const PERIODS_PER_YEAR: Record<SalaryPeriod, number> = {
  HOURLY: 2080,
  DAILY: 260,
  WEEKLY: 52,
  MONTHLY: 12,
  YEARLY: 1,
};

/** An amount of a currency per period, as US dollars per year. */
export function toYearlyUsd(amount: number, currency: CurrencyCode, period: SalaryPeriod): number {
  return (amount * PERIODS_PER_YEAR[period]) / USD_RATES[currency];
}

export function fromUsd(amountUsd: number, currency: CurrencyCode): number {
  return amountUsd * USD_RATES[currency];
}

const symbols = readContract<{
  components: { schemas: { CurrencyCode: { 'x-symbols'?: Record<string, string> } } };
}>().components.schemas.CurrencyCode['x-symbols'];

/** The symbol the specification's table gives a currency (§3). */
export function currencySymbol(code: CurrencyCode): string {
  return symbols?.[code] ?? code;
}
