// The words and amounts of salary insights: pay with its currency's symbol (whole units unless the
// amount is small, as an hourly rate is), the period, and which jobs the figures are of.
import { plural, t } from '@lingui/core/macro';
import type { JobSalaryPeriod, SalaryDistribution, SalaryInsightsBasis } from '@generated/api/model';
import { formatCurrency } from '@/lib/format/currency';

/** The chart's height, and its placeholder's until the chart has loaded. */
export const CHART_HEIGHT = 200;

/** A function, not a table: a module constant would keep the language of the first render. */
export function periodWords(): Record<JobSalaryPeriod, string> {
  return {
    // A context of their own: elsewhere "a month" is a length of time, not a rate.
    HOURLY: t({ message: 'an hour', context: 'pay period' }),
    DAILY: t({ message: 'a day', context: 'pay period' }),
    WEEKLY: t({ message: 'a week', context: 'pay period' }),
    MONTHLY: t({ message: 'a month', context: 'pay period' }),
    YEARLY: t({ message: 'a year', context: 'pay period' }),
  };
}

/** ₹27,50,000 or $24.50: cents only where they matter (below 100), never a trailing .00. */
export function payLabel(amount: number, currencyCode: string): string {
  const shown = amount >= 100 ? Math.round(amount) : amount;
  return formatCurrency(shown, currencyCode).replace(/\.00$/, '');
}

/** '“Data Analyst” jobs in Pune', 'Software Development jobs working from home', '… on this board'. */
export function comparedJobs(basis: SalaryInsightsBasis): string {
  // Read inside a sentence (a context of their own: elsewhere "{0} jobs" is a heading).
  const subject = basis.name;
  const what =
    basis.kind === 'TITLE'
      ? t({ message: `“${subject}” jobs`, context: 'within a sentence' })
      : t({ message: `${subject} jobs`, context: 'within a sentence' });
  const { kind, name } = basis.place;
  if (kind === 'REMOTE') return name ? t`${what} working from home in ${name}` : t`${what} working from home`;
  if (kind === 'BOARD' || !name) return t`${what} on this board`;
  return t`${what} in ${name}`;
}

export type PercentileRow = { key: keyof SalaryDistribution; label: string; value: number };

/** The five figures in reading order, with the names the chart and the table give them. */
export function percentileRows(d: SalaryDistribution): PercentileRow[] {
  return [
    { key: 'p10', label: t`10th percentile`, value: d.p10 },
    { key: 'p25', label: t`25th percentile`, value: d.p25 },
    { key: 'median', label: t`Median`, value: d.median },
    { key: 'p75', label: t`75th percentile`, value: d.p75 },
    { key: 'p90', label: t`90th percentile`, value: d.p90 },
  ];
}

/** The figures as a sentence: what the chart shows, for everyone who does not look at it. */
export function summaryOf(d: SalaryDistribution, basis: SalaryInsightsBasis, period: JobSalaryPeriod): string {
  const pay = (n: number) => payLabel(n, d.currencyCode);
  const jobs = d.jobs;
  const companies = d.companies;
  const what = comparedJobs(basis);
  const median = pay(d.median);
  const per = periodWords()[period];
  const low = pay(d.p25);
  const high = pay(d.p75);
  return plural(companies, {
    one: `Half of ${jobs} ${what} (from ${companies} company) pay less than ${median} ${per}; the middle half pay ${low} to ${high}.`,
    other: `Half of ${jobs} ${what} (from ${companies} companies) pay less than ${median} ${per}; the middle half pay ${low} to ${high}.`,
  });
}

/** A range to offer the employer: the middle half, rounded to two significant digits. */
export function suggestedRange(d: SalaryDistribution): { min: number; max: number } {
  const round = (n: number) => {
    if (n <= 0) return 0;
    const step = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
    return Math.round(n / step) * step;
  };
  return { min: round(d.p25), max: Math.max(round(d.p25), round(d.p75)) };
}
