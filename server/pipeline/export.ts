// The applicants list as a CSV file (plan feature candidate_export, checked by the guard against
// the board's plan and, as it is sold to employers, the company's licence): the rows the list shows under
// the same filters and order, as the reviewer sees them (contacts only where the list shows them),
// at most EXPORT_MAX rows. Built from the list's own reading, so the two never disagree.
import type { components } from '@generated/schema';
import { csvDocument, type CsvValue } from '../../shared/csv/csv.ts';
import type { Reviewer } from '../applications/index.ts';
import { listForReviewer } from './pipeline.ts';

type S = components['schemas'];
type Row = S['Application'];

/** The most rows one file holds; the answer says when more matched. */
export const EXPORT_MAX = 5000;

const HEADERS = [
  'Applicant',
  'E-mail',
  'Country code',
  'Mobile',
  'Headline',
  'City',
  'Country',
  'Experience (years)',
  'Skills',
  'Job',
  'Status',
  'Source',
  'Match score',
  'Applied at (UTC)',
  'Updated at (UTC)',
] as const;

function cells(a: Row): CsvValue[] {
  const c = a.candidate;
  const g = a.guest;
  return [
    c?.name ?? g?.name ?? null,
    c?.email ?? g?.email ?? null,
    c?.countryCode ?? g?.countryCode ?? null,
    c?.mobNo ?? g?.mobNo ?? null,
    c?.headline ?? null,
    c?.city?.nm ?? null,
    c?.country?.nm ?? null,
    c?.experienceYears ?? null,
    c ? c.skills.join('; ') : null,
    a.job.title,
    a.status,
    a.source,
    c?.matchScore ?? null,
    a.appliedAt,
    a.updatedAt,
  ];
}

export type ApplicantsFile = { csv: string; fileName: string; truncated: boolean };

export async function exportApplicants(
  r: Reviewer,
  q: S['ApplicationExportQuery'],
  today: Date = new Date(),
): Promise<ApplicantsFile> {
  // One page as large as a file: the list's page sizes are for screens, not for this reading.
  const listed = await listForReviewer(r, { ...q, page: 1, limit: EXPORT_MAX as S['PageSize'] });
  return {
    // A byte order mark, so spreadsheets read the file as UTF-8 (names with accents).
    csv: `\uFEFF${csvDocument(HEADERS, listed.items.map(cells))}`,
    fileName: `applicants-${today.toISOString().slice(0, 10)}.csv`,
    truncated: listed.pagination.total > EXPORT_MAX,
  };
}
