// The monthly analytics as a CSV file (RFC 4180): one header row, then one row per month with
// every field of EmployerAnalyticsMonth, the sources flattened to `sources.<name>` columns and the
// null times as empty cells. Built in the browser from the months already on screen.
import type { EmployerAnalyticsMonth } from '@generated/api/model';

type Column = { header: string; value: (m: EmployerAnalyticsMonth) => string | number | null };

export const CSV_COLUMNS: readonly Column[] = [
  { header: 'month', value: (m) => m.month },
  { header: 'jobsPosted', value: (m) => m.jobsPosted },
  { header: 'jobViews', value: (m) => m.jobViews },
  { header: 'applyStarts', value: (m) => m.applyStarts },
  { header: 'applications', value: (m) => m.applications },
  { header: 'shortlisted', value: (m) => m.shortlisted },
  { header: 'inInterview', value: (m) => m.inInterview },
  { header: 'hired', value: (m) => m.hired },
  { header: 'rejected', value: (m) => m.rejected },
  { header: 'candidateProfileViews', value: (m) => m.candidateProfileViews },
  { header: 'invitationsSent', value: (m) => m.invitationsSent },
  { header: 'sources.search', value: (m) => m.sources.search },
  { header: 'sources.alert', value: (m) => m.sources.alert },
  { header: 'sources.direct', value: (m) => m.sources.direct },
  { header: 'sources.import', value: (m) => m.sources.import },
  { header: 'sources.invitation', value: (m) => m.sources.invitation },
  { header: 'timeToFirstApplicantHours', value: (m) => m.timeToFirstApplicantHours },
  { header: 'timeToHireDays', value: (m) => m.timeToHireDays },
];

/**
 * One CSV cell: quoted when it holds a comma, a quote or a line break (quotes doubled). Text that
 * a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with a quote mark;
 * numbers are written as they are, so negative numbers stay numbers.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function monthsToCsv(months: readonly EmployerAnalyticsMonth[]): string {
  const rows = [CSV_COLUMNS.map((c) => csvCell(c.header)).join(',')];
  for (const m of months) rows.push(CSV_COLUMNS.map((c) => csvCell(c.value(m))).join(','));
  return `${rows.join('\r\n')}\r\n`;
}
