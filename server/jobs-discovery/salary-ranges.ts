// Salary brackets for the job post step and the salary filter (jobs/salary-range): the tenant's
// salary_range master items (the platform's, in USD, plus its own). Items given in the asked
// currency are used as they are; otherwise the brackets are converted and rounded to two
// significant digits. Labels are compact: "$25K – $50K", and lakh and crore for rupees ("₹10L").
import type { components } from '@generated/schema';
import { mastersOfKinds } from '../master-data/index.ts';
import { getSettings } from '../board-settings/index.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { USD_RATES, currencySymbol } from '../jobs/index.ts';

type S = components['schemas'];
type CurrencyCode = S['CurrencyCode'];

type Bracket = { id: string; min: number; max: number | null; currency: CurrencyCode };

const isCurrency = (v: unknown): v is CurrencyCode => typeof v === 'string' && v in USD_RATES;

function bracketOf(row: { id: string; meta: unknown }): Bracket | null {
  const m = (row.meta ?? {}) as Record<string, unknown>;
  if (typeof m.min !== 'number' || !(typeof m.max === 'number' || m.max === null)) return null;
  return { id: row.id, min: m.min, max: m.max, currency: isCurrency(m.currencyCode) ? m.currencyCode : 'USD' };
}

function roundNice(n: number): number {
  if (n <= 0) return 0;
  const step = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / step) * step;
}

function compact(n: number, currency: CurrencyCode): string {
  const units: Array<[number, string]> =
    currency === 'INR'
      ? [
          [1e7, 'Cr'],
          [1e5, 'L'],
          [1e3, 'K'],
        ]
      : [
          [1e9, 'B'],
          [1e6, 'M'],
          [1e3, 'K'],
        ];
  const unit = units.find(([size]) => n >= size);
  const value = unit ? `${Number((n / unit[0]).toFixed(1))}${unit[1]}` : String(n);
  return `${currencySymbol(currency)}${value}`;
}

function labelOf(min: number, max: number | null, currency: CurrencyCode): string {
  return max === null ? `${compact(min, currency)}+` : `${compact(min, currency)} – ${compact(max, currency)}`;
}

export async function salaryRanges(
  db: Db,
  tenant: Tenant,
  asked: CurrencyCode | undefined,
): Promise<S['SalaryRangeOptions']> {
  const [masters, settings] = await Promise.all([
    mastersOfKinds(db, tenant.id, { salary_range: 200 }),
    asked ? Promise.resolve(null) : getSettings(db, tenant),
  ]);
  const fallback = settings?.currencyCode;
  const currency: CurrencyCode = asked ?? (isCurrency(fallback) ? fallback : 'USD');
  const all = (masters.get('salary_range') ?? []).map(bracketOf).filter((b): b is Bracket => b !== null);
  const own = all.filter((b) => b.currency === currency);
  const source = own.length ? own : all.filter((b) => b.currency === 'USD');
  const convert = (n: number, from: CurrencyCode) =>
    from === currency ? n : roundNice((n / USD_RATES[from]) * USD_RATES[currency]);
  const ranges = source
    .map((b) => {
      const min = convert(b.min, b.currency);
      const max = b.max === null ? null : convert(b.max, b.currency);
      return { _id: b.id, label: labelOf(min, max, currency), min, max };
    })
    .sort((a, b) => a.min - b.min || (a.max ?? Infinity) - (b.max ?? Infinity));
  return { currencyCode: currency, period: 'YEARLY', ranges };
}
