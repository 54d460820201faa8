// A saved search's filters (one per type) and the search request they stand for: each type is one
// field of CandidateSearchQuery. Saving checks them; running fills the request's missing fields.
import type { components } from '@generated/schema';
import type { Tenant } from '../http/context.ts';
import { fieldError } from '../errors/errors.ts';
import { isUuid } from '../master/uuid.ts';
import { QUERY_FIELD } from '../../shared/search/filter-fields.ts';
import type { CandidateSearchQuery, FilterType } from './filters.ts';
import { sensitiveFiltersAllowed } from './sensitive.ts';

type S = components['schemas'];
export type SavedSearchFilter = S['SavedSearchFilter'];

/** Refuses two filters of one type, a list filter naming no list id, and gender where it is off. */
export function checkFilters(tenant: Tenant, filters: readonly SavedSearchFilter[]): void {
  const seen = new Set<FilterType>();
  for (const f of filters) {
    if (seen.has(f.type)) throw fieldError('filters', `filters: at most one ${f.type} filter`);
    seen.add(f.type);
    if (f.type === 'list' && !f.values.every(isUuid))
      throw fieldError('filters', 'filters: a list filter holds candidate list ids');
    if (f.type === 'gender' && !sensitiveFiltersAllowed(tenant))
      throw fieldError('filters', 'filters: this board does not allow filtering candidates by gender');
  }
}

const leftOut = (v: string | readonly string[] | undefined) =>
  v === undefined || (typeof v === 'string' ? !v.trim() : v.length === 0);

/** The request with the saved filters in every field it leaves out. */
export function withSavedFilters(q: CandidateSearchQuery, filters: readonly SavedSearchFilter[]): CandidateSearchQuery {
  const out: CandidateSearchQuery = { ...q };
  for (const f of filters) {
    if (f.type === 'keyword') {
      if (leftOut(out.keyword)) out.keyword = f.values.join(' ');
      continue;
    }
    const field = QUERY_FIELD[f.type];
    if (leftOut(out[field])) out[field] = [...f.values];
  }
  return out;
}
