// The search screen is the plan's smart_search (the operation's x-feature); filtering beyond the
// keyword is advanced_candidate_search, a flag of its own. A search that filters by anything but
// the keyword (and a candidate list, which is candidate_lists') needs it too, whether the request
// or a saved search it runs brings the filter, so a plan with smart search alone searches by
// keyword. Checked once the saved filters are merged, before anything is counted or read.
import { forbidden } from '../errors/errors.ts';
import type { Searcher } from './employer.ts';
import type { CandidateSearchQuery } from './filters.ts';

export const ADVANCED_FIELDS = [
  'companies',
  'titles',
  'domainIds',
  'skillIds',
  'experienceIds',
  'salaryRangeIds',
  'qualificationIds',
  'certifications',
  'genderIds',
  'cityIds',
] as const satisfies readonly (keyof CandidateSearchQuery)[];

export const NO_ADVANCED_SEARCH =
  'Your plan searches candidates by keyword only: filtering by skills, experience, salary, education, location and more needs advanced candidate search';

/** The filter fields beyond the keyword that the query uses. */
export function advancedFieldsOf(q: CandidateSearchQuery): string[] {
  return ADVANCED_FIELDS.filter((f) => (q[f]?.length ?? 0) > 0);
}

export async function checkAdvanced(s: Searcher, q: CandidateSearchQuery): Promise<void> {
  if (advancedFieldsOf(q).length && !(await s.may('advanced_candidate_search'))) throw forbidden(NO_ADVANCED_SEARCH);
}
