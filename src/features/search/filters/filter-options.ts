// The choices of one filter: the facet values of the current search first (most candidates
// first, with their counts), then the master-data items the facets did not name (their count is
// unknown: facets hold only the 20 most common values). A chosen value missing from both keeps
// its known label, so a pill never shows a bare id when a name is known.
import { t } from '@lingui/core/macro';
import type { CandidateSearchFacets, SavedSearchFilterType } from '@generated/api/model';

/** `approximate`: the count is estimated from a sample of a large board (the facets say so). */
export type FilterOption = { value: string; label: string; count?: number; approximate?: boolean };

type Facet = CandidateSearchFacets['facets'][number];

export function facetOf(facets: CandidateSearchFacets | undefined, type: SavedSearchFilterType): Facet | undefined {
  return facets?.facets.find((f) => f.type === type);
}

export function filterOptions({
  facet,
  items = [],
  selected = [],
  labels,
}: {
  facet?: Facet | undefined;
  /** The known values (master data, the company's lists), in their own order. */
  items?: readonly FilterOption[];
  selected?: readonly string[];
  labels?: ReadonlyMap<string, string> | undefined;
}): FilterOption[] {
  const options: FilterOption[] = (facet?.values ?? []).map((v) => ({
    value: v.value,
    label: v.label,
    count: v.count,
    ...(facet?.estimated ? { approximate: true } : {}),
  }));
  const has = (value: string) => options.some((o) => o.value === value);
  // Two choices of the same name would read as one; the counted one stays.
  const named = (label: string) => options.some((o) => o.label.toLowerCase() === label.toLowerCase());
  for (const item of items) if (!has(item.value) && !named(item.label)) options.push({ ...item });
  for (const value of selected)
    if (!has(value)) options.push({ value, label: labels?.get(value) ?? t`Selected value` });
  return options;
}

/** The names of the given options, to label a saved search's values. */
export function labelMap(options: readonly FilterOption[]): Map<string, string> {
  return new Map(options.map((o) => [o.value, o.label]));
}

/** Master-data items as choices. */
export function fromMaster(items: ReadonlyArray<{ _id: string; nm: string }> | undefined): FilterOption[] {
  return (items ?? []).map((i) => ({ value: i._id, label: i.nm }));
}
