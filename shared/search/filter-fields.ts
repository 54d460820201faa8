// A saved search's filter types and the candidate search request's fields they stand for: each
// type but the keyword is one list field of CandidateSearchQuery. The web app's smart search
// (src/features/search/query) writes its URL into a request by it, and the server fills a request
// from a saved search's filters by it (server/search/saved-filters.ts).
import type { components } from '@generated/schema';

type S = components['schemas'];

/** The filter types that hold a list of values (every type but the keyword). */
export type ListFilterType = Exclude<S['SavedSearchFilterType'], 'keyword'>;

/** The request field behind each filter type (contract: SavedSearchFilterType). */
export const QUERY_FIELD = {
  list: 'listIds',
  company: 'companies',
  title: 'titles',
  domain: 'domainIds',
  skills: 'skillIds',
  experience: 'experienceIds',
  salary: 'salaryRangeIds',
  education: 'qualificationIds',
  certification: 'certifications',
  gender: 'genderIds',
  location: 'cityIds',
} as const satisfies Record<ListFilterType, keyof S['CandidateSearchQuery']>;

/** The request's list fields, one per filter type. */
export type ListField = (typeof QUERY_FIELD)[ListFilterType];
