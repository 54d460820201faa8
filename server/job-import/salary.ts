// Salaries and experience as feeds write them: "$50,000 - $70,000 per year", "25 USD an hour",
// "₹6,00,000 a year", "50k-70k", "2-5 years", "3+ years".
import type { components } from '@generated/schema';

type S = components['schemas'];
export type Salary = { min: number; max: number; currency: S['CurrencyCode'] | null; period: S['JobSalaryPeriod'] };

const CODES: readonly S['CurrencyCode'][] = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CNY',
  'INR',
  'AUD',
  'CAD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'NZD',
  'HKD',
  'SGD',
  'KRW',
  'BRL',
  'RUB',
  'ZAR',
  'MXN',
  'MYR',
  'THB',
  'IDR',
  'TRY',
  'ILS',
  'PHP',
  'PLN',
  'HUF',
  'CZK',
  'AED',
  'SAR',
  'BDT',
  'VND',
  'ARS',
  'CLP',
  'COP',
  'EGP',
  'PKR',
  'ALL',
];
const SYMBOLS: Record<string, S['CurrencyCode']> = { $: 'USD', '€': 'EUR', '£': 'GBP', '₹': 'INR', '¥': 'JPY' };

const PERIODS: [RegExp, S['JobSalaryPeriod']][] = [
  [/\b(hour|hourly|hr)\b/i, 'HOURLY'],
  [/\b(day|daily)\b/i, 'DAILY'],
  [/\b(week|weekly|wk)\b/i, 'WEEKLY'],
  [/\b(month|monthly|mo|pm)\b/i, 'MONTHLY'],
];

export function isCurrencyCode(code: string): code is S['CurrencyCode'] {
  return (CODES as readonly string[]).includes(code);
}

function amounts(text: string): number[] {
  const found = text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*([kKmM])?(?![\w])/g);
  return [...found].map((m) => {
    const n = Number((m[1] ?? '').replace(/,/g, ''));
    const unit = (m[2] ?? '').toLowerCase();
    return unit === 'k' ? n * 1_000 : unit === 'm' ? n * 1_000_000 : n;
  });
}

/** The salary of a text, null when it holds no amount, or a message when it makes no sense. */
export function parseSalary(text: string): Salary | null | string {
  const values = amounts(text).filter((n) => Number.isFinite(n));
  if (!values.length) return null;
  const [min = 0, max = min] = values;
  if (min > max) return 'salary minimum is greater than maximum';
  if (max > 1e12) return 'salary is too large';
  const code = /\b([A-Z]{3})\b/.exec(text)?.[1];
  const symbol = Object.keys(SYMBOLS).find((s) => text.includes(s));
  const currency = code && isCurrencyCode(code) ? code : symbol ? (SYMBOLS[symbol] ?? null) : null;
  const period = PERIODS.find(([re]) => re.test(text))?.[1] ?? 'YEARLY';
  return { min, max, currency, period };
}

/** Years of experience: {min, max}; max is null for "3+ years"; 0 when no number is given. */
export function parseExperience(text: string | undefined): { min: number; max: number | null } {
  const values = (text ?? '').match(/\d+(?:\.\d+)?/g)?.map((v) => Math.min(50, Math.floor(Number(v)))) ?? [];
  const [a, b] = values;
  if (a === undefined) return { min: 0, max: null };
  if (b === undefined) return { min: a, max: /\+|plus|more|at least|minimum/i.test(text ?? '') ? null : a };
  return { min: Math.min(a, b), max: Math.max(a, b) };
}
