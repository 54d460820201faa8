// Prices are shown with the symbol of their currency (specification §3): INR in Indian digit
// grouping (₹1,23,456.00), every other currency as symbol + en-US grouping, both to 2 decimals.
// A missing or unknown code falls back to USD so a price is never shown without a symbol.
import { constants } from '@generated/manifest';
import { formatNumber, type NumberStyle } from './numbers';

type Symbols = typeof constants.currency.symbols;
export type KnownCurrencyCode = keyof Symbols;

const symbols: Readonly<Record<string, string>> = constants.currency.symbols;
const DECIMALS = constants.amount.decimals;

// Written without Intl (numbers.ts says why); the same digits as Intl's en-IN and en-US.
const inrStyle: NumberStyle = {
  grouping: 'en-IN',
  minFraction: constants.currency.inr.decimals,
  maxFraction: constants.currency.inr.decimals,
};
const defaultStyle: NumberStyle = { grouping: 'en-US', minFraction: DECIMALS, maxFraction: DECIMALS };

/** The code itself when the table knows it (case-insensitive), otherwise the default, USD. */
export function currencyCodeOf(code: string | null | undefined): KnownCurrencyCode {
  const upper = (code ?? '').trim().toUpperCase();
  return upper in symbols ? (upper as KnownCurrencyCode) : constants.currency.defaultCode;
}

export function currencySymbol(code: string | null | undefined): string {
  return constants.currency.symbols[currencyCodeOf(code)];
}

function toNumber(amount: number | string | null | undefined): number {
  const n = typeof amount === 'string' ? Number(amount) : amount;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

export function formatCurrency(amount: number | string | null | undefined, code?: string | null): string {
  const known = currencyCodeOf(code);
  const value = toNumber(amount);
  const digits = formatNumber(Math.abs(value), known === 'INR' ? inrStyle : defaultStyle);
  const sign = value < 0 ? '-' : '';
  return `${sign}${constants.currency.symbols[known]}${digits}`;
}
