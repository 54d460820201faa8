// The monthly analytics as a CSV file (RFC 4180): one header row, then one row per month with
// every field of EmployerAnalyticsMonth, the sources flattened to `sources.<name>` columns and the
// null times as empty cells. Built in the browser from the months already on screen.
import type { EmployerAnalyticsMonth } from '@generated/api/model';
import { csvCell, csvDocument } from '@shared/csv/csv.ts';

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

export { csvCell };

export function monthsToCsv(months: readonly EmployerAnalyticsMonth[]): string {
  return csvDocument(
    CSV_COLUMNS.map((c) => c.header),
    months.map((m) => CSV_COLUMNS.map((c) => c.value(m))),
  );
}
