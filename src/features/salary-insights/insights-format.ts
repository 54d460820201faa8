// The words and amounts of salary insights: pay with its currency's symbol (whole units unless the
// amount is small, as an hourly rate is), the period, and which jobs the figures are of.
import type { JobSalaryPeriod, SalaryDistribution, SalaryInsightsBasis } from '@generated/api/model';
import { formatCurrency } from '@/lib/format/currency';

/** The chart's height, and its placeholder's until the chart has loaded. */
export const CHART_HEIGHT = 200;

export const PERIOD_WORDS: Record<JobSalaryPeriod, string> = {
  HOURLY: 'an hour',
  DAILY: 'a day',
  WEEKLY: 'a week',
  MONTHLY: 'a month',
  YEARLY: 'a year',
};

/** ₹27,50,000 or $24.50: cents only where they matter (below 100), never a trailing .00. */
export function payLabel(amount: number, currencyCode: string): string {
  const shown = amount >= 100 ? Math.round(amount) : amount;
  return formatCurrency(shown, currencyCode).replace(/\.00$/, '');
}

/** '“Data Analyst” jobs in Pune', 'Software Development jobs working from home', '… on this board'. */
export function comparedJobs(basis: SalaryInsightsBasis): string {
  const what = basis.kind === 'TITLE' ? `“${basis.name}” jobs` : `${basis.name} jobs`;
  const { kind, name } = basis.place;
  if (kind === 'REMOTE') return name ? `${what} working from home in ${name}` : `${what} working from home`;
  if (kind === 'BOARD' || !name) return `${what} on this board`;
  return `${what} in ${name}`;
}

export type PercentileRow = { key: keyof SalaryDistribution; label: string; value: number };

/** The five figures in reading order, with the names the chart and the table give them. */
export function percentileRows(d: SalaryDistribution): PercentileRow[] {
  return [
    { key: 'p10', label: '10th percentile', value: d.p10 },
    { key: 'p25', label: '25th percentile', value: d.p25 },
    { key: 'median', label: 'Median', value: d.median },
    { key: 'p75', label: '75th percentile', value: d.p75 },
    { key: 'p90', label: '90th percentile', value: d.p90 },
  ];
}

/** The figures as a sentence: what the chart shows, for everyone who does not look at it. */
export function summaryOf(d: SalaryDistribution, basis: SalaryInsightsBasis, period: JobSalaryPeriod): string {
  const pay = (n: number) => payLabel(n, d.currencyCode);
  const companies = d.companies === 1 ? 'company' : 'companies';
  return (
    `Half of ${d.jobs} ${comparedJobs(basis)} (from ${d.companies} ${companies}) pay less than ` +
    `${pay(d.median)} ${PERIOD_WORDS[period]}; the middle half pay ${pay(d.p25)} to ${pay(d.p75)}.`
  );
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
