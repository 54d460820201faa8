// The search in the URL as saved-search filters, labelled with the names the search tab shows
// (from the same cached facet and master-data reads), for "Update with current filters" on the
// saved searches tab.
import type { SavedSearchFilter } from '@generated/api/model';
import { useCountCandidateSearchFacets } from '@generated/api/search/search';
import { labelMap } from '../filters/filter-options';
import { useFilterChoices } from '../filters/use-filter-choices';
import { toSavedFilters, type FilterLabels } from '../query/saved-filters';
import { isNarrowed, toFacetQuery, type SmartSearch } from '../query/search-params';

export function useCurrentFilters(search: SmartSearch, withLists: boolean): SavedSearchFilter[] {
  const narrowed = isNarrowed(search);
  const facets = useCountCandidateSearchFacets(toFacetQuery(search), { query: { enabled: narrowed } });
  const choices = useFilterChoices({ search, facets: facets.data?.data, labels: {}, skillQuery: '', withLists });
  const labels: FilterLabels = Object.fromEntries(
    Object.entries(choices).map(([type, options]) => [type, labelMap(options)]),
  );
  return toSavedFilters(search, labels);
}
