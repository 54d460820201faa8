// A parsed_resumes row as the contract's ParsedResume. Until the parser is done the found fields
// are empty (nulls, empty lists, zero confidence); the bookkeeping always comes from the row, so a
// result can never overwrite the id, status or file.
import type { Selectable } from 'kysely';
import type { components } from '@generated/schema';
import type { ParsedResumeResult, ParsedResumesTable } from '../db/tables-candidate-profile.ts';

type S = components['schemas'];
export type ParsedRow = Selectable<ParsedResumesTable>;

const NOTHING_FOUND: ParsedResumeResult = {
  confidence: { name: 0, email: 0, mobNo: 0, headline: 0, about: 0, linkedIn: 0, location: 0 },
  name: null,
  email: null,
  mobNo: null,
  countryCode: null,
  headline: null,
  about: null,
  linkedIn: null,
  location: null,
  skillIds: [],
  experiences: [],
  educations: [],
  projects: [],
  certificates: [],
  warnings: [],
};

export function parsedResumeView(row: ParsedRow): S['ParsedResume'] {
  return {
    ...NOTHING_FOUND,
    ...row.result,
    _id: row.id,
    status: row.status,
    progress: row.progress,
    stage: row.stage,
    error: row.error,
    source: row.source,
    expiresAt: new Date(row.expires_at).toISOString(),
    file: row.file,
  };
}
