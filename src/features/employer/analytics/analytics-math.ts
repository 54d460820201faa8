// The figures the analytics page derives from the fetched months: totals over the range, the KPI
// values, the funnel with its step conversions, the sources and the month ranges of the picker.
// Pure functions, so the screen only lays them out.
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { EmployerAnalyticsMonth, EmployerAnalyticsSources } from '@generated/api/model';
import { textOf } from '@/lib/i18n/i18n';

export type Totals = {
  jobsPosted: number;
  jobViews: number;
  applyStarts: number;
  applications: number;
  shortlisted: number;
  inInterview: number;
  hired: number;
  rejected: number;
  candidateProfileViews: number;
  invitationsSent: number;
  sources: EmployerAnalyticsSources;
};

const COUNTS = [
  'jobsPosted',
  'jobViews',
  'applyStarts',
  'applications',
  'shortlisted',
  'inInterview',
  'hired',
  'rejected',
  'candidateProfileViews',
  'invitationsSent',
] as const;

export const SOURCES: ReadonlyArray<{ key: keyof EmployerAnalyticsSources; label: MessageDescriptor }> = [
  { key: 'search', label: msg`Job search` },
  { key: 'alert', label: msg`Job alerts` },
  { key: 'direct', label: msg`Direct & shared links` },
  { key: 'import', label: msg`Imported jobs` },
  { key: 'invitation', label: msg`Invitations` },
];

/** A count from the wire, kept finite and non-negative whatever a fixture sends. */
const count = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);

export function totalsOf(months: readonly EmployerAnalyticsMonth[]): Totals {
  const totals: Totals = {
    jobsPosted: 0,
    jobViews: 0,
    applyStarts: 0,
    applications: 0,
    shortlisted: 0,
    inInterview: 0,
    hired: 0,
    rejected: 0,
    candidateProfileViews: 0,
    invitationsSent: 0,
    sources: { search: 0, alert: 0, direct: 0, import: 0, invitation: 0 },
  };
  for (const m of months) {
    for (const key of COUNTS) totals[key] += count(m[key]);
    for (const { key } of SOURCES) totals.sources[key] += count(m.sources?.[key]);
  }
  return totals;
}

/** No activity at all in the range: every count of every month is zero. */
export function hasNoActivity(months: readonly EmployerAnalyticsMonth[]): boolean {
  const t = totalsOf(months);
  return COUNTS.every((key) => t[key] === 0);
}

/** part / whole, or null when there is no whole to divide by. */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/**
 * The average of the months' values over the months that have one. The months' figures are
 * already means, so each is weighted by how many events it averages when that is known:
 * - time to hire is the mean over the applicants hired that month, so it is weighted by `hired`,
 *   which gives the exact mean over every hire of the range;
 * - time to first applicant is the mean over the jobs whose first application arrived that month,
 *   a number the API does not send, so those months count equally.
 * When no month with a value has a weight (fixture data may send a time with zero hires), the
 * months count equally too.
 */
export function weightedMean(values: ReadonlyArray<{ value: number | null; weight?: number }>): number | null {
  const known = values.filter(
    (v): v is { value: number; weight?: number } => typeof v.value === 'number' && Number.isFinite(v.value),
  );
  if (known.length === 0) return null;
  const weighted = known.reduce((s, v) => s + count(v.weight), 0);
  if (weighted === 0) return known.reduce((s, v) => s + v.value, 0) / known.length;
  return known.reduce((s, v) => s + v.value * count(v.weight), 0) / weighted;
}

export type Kpis = {
  jobViews: number;
  applications: number;
  hired: number;
  viewToApply: number | null;
  timeToFirstApplicantHours: number | null;
  timeToHireDays: number | null;
};

export function kpisOf(months: readonly EmployerAnalyticsMonth[]): Kpis {
  const t = totalsOf(months);
  return {
    jobViews: t.jobViews,
    applications: t.applications,
    hired: t.hired,
    // The ratio of the sums, not the mean of the monthly ratios: busy months weigh more.
    viewToApply: rate(t.applications, t.jobViews),
    timeToFirstApplicantHours: weightedMean(months.map((m) => ({ value: m.timeToFirstApplicantHours }))),
    timeToHireDays: weightedMean(months.map((m) => ({ value: m.timeToHireDays, weight: m.hired }))),
  };
}

export type FunnelCounts = Pick<
  Totals,
  'jobViews' | 'applyStarts' | 'applications' | 'shortlisted' | 'inInterview' | 'hired'
>;

export type FunnelStep = {
  key: keyof FunnelCounts;
  label: string;
  value: number;
  /** This step over the one before it; null for the first step or when the one before is zero. */
  fromPrevious: number | null;
  /** This step over the job views. */
  fromViews: number | null;
};

const FUNNEL: ReadonlyArray<{ key: keyof FunnelCounts; label: MessageDescriptor }> = [
  { key: 'jobViews', label: msg`Job views` },
  { key: 'applyStarts', label: msg`Apply starts` },
  { key: 'applications', label: msg`Applications` },
  { key: 'shortlisted', label: msg`Shortlisted` },
  { key: 'inInterview', label: msg`Interviewed` },
  { key: 'hired', label: msg`Hired` },
];

export function funnelOf(counts: FunnelCounts): FunnelStep[] {
  return FUNNEL.map(({ key, label }, i) => {
    const value = count(counts[key]);
    const before = FUNNEL[i - 1];
    const previous = before ? count(counts[before.key]) : 0;
    return {
      key,
      label: textOf(label),
      value,
      fromPrevious: i > 0 ? rate(value, previous) : null,
      fromViews: i > 0 ? rate(value, count(counts.jobViews)) : null,
    };
  });
}

// ── Month ranges ──────────────────────────────────────────────────────────────────────────────

/** The API's limit on one range. */
export const MAX_MONTHS = 24;

/** YYYY-MM of a date, in UTC (the API's months are UTC calendar months). */
export function monthKey(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month `delta` months from `key`. */
export function addMonths(key: string, delta: number): string {
  const [y, m] = key.split('-').map(Number) as [number, number];
  return monthKey(new Date(Date.UTC(y, m - 1 + delta, 1)));
}

/** How many months from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/** The last `n` months up to the current one. */
export function lastMonths(n: number, now: Date): { from: string; to: string } {
  const to = monthKey(now);
  return { from: addMonths(to, -(n - 1)), to };
}

/** The months a custom range may start or end in, newest first: the last 36. */
export function monthOptions(now: Date, count = 36): string[] {
  const current = monthKey(now);
  return Array.from({ length: count }, (_, i) => addMonths(current, -i));
}

/** The months' short names, in the page's language. */
function monthNames(): string[] {
  return [t`Jan`, t`Feb`, t`Mar`, t`Apr`, t`May`, t`Jun`, t`Jul`, t`Aug`, t`Sep`, t`Oct`, t`Nov`, t`Dec`];
}

/** 'Mar 2026' for '2026-03'; the text as it is when it is not a month. */
export function monthLabel(key: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  const name = match ? monthNames()[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : key;
}

/** 'Mar 26', for chart axes. */
export function shortMonthLabel(key: string): string {
  const label = monthLabel(key);
  return label === key ? key : `${label.slice(0, 3)} ${label.slice(-2)}`;
}

// ── Formats ───────────────────────────────────────────────────────────────────────────────────

export const EMPTY = '—';

export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

export function formatPercent(r: number | null): string {
  if (r === null) return EMPTY;
  const pct = r * 100;
  return `${pct >= 10 || pct === 0 ? Math.round(pct) : pct.toFixed(1)}%`;
}

/** Hours as hours under two days, else as days. */
export function formatHours(h: number | null): string {
  if (h === null) return EMPTY;
  if (h < 48) return `${Math.round(h * 10) / 10} h`;
  return formatDays(h / 24);
}

export function formatDays(d: number | null): string {
  if (d === null) return EMPTY;
  const rounded = Math.round(d * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'day' : 'days'}`;
}
