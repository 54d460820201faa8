// A search ⇄ the filters of a saved search (SavedSearchFilter[]: one entry per type, values with
// their display names). Labels travel with a saved search so the list of saved searches reads
// without looking every id up; where a label is not known the value stands for itself.
import { t } from '@lingui/core/macro';
import type { SavedSearchFilter, SavedSearchFilterType } from '@generated/api/model';
import { LIST_FILTER_TYPES, MAX_VALUES, type ListFilterType, type SmartSearch } from './search-params';

/** Display names known for values, per filter type. */
export type FilterLabels = Partial<Record<SavedSearchFilterType, ReadonlyMap<string, string>>>;

/** A function, not a table: a module constant would keep the language of the first render. */
export function filterTypeLabels(): Record<SavedSearchFilterType, string> {
  return {
    keyword: t`Keyword`,
    skills: t`Skills`,
    experience: t`Experience`,
    location: t`Location`,
    education: t`Education`,
    domain: t({ message: 'Domain', context: 'candidate filter' }),
    salary: t`Salary`,
    gender: t`Gender`,
    company: t`Company`,
    title: t({ message: 'Title', context: 'candidate filter' }),
    certification: t`Certification`,
    list: t`List`,
  };
}

/** The filters to save for a search; empty when nothing narrows it. */
export function toSavedFilters(search: SmartSearch, labels: FilterLabels = {}): SavedSearchFilter[] {
  const filters: SavedSearchFilter[] = [];
  if (search.q) filters.push({ type: 'keyword', values: [search.q] });
  for (const type of LIST_FILTER_TYPES) {
    const chosen = search[type];
    if (!chosen?.length) continue;
    const known = labels[type];
    const names = chosen.map((v) => known?.get(v) ?? v);
    // Text filters are their own labels; ids get theirs only when at least one name is known.
    const withLabels = known && names.some((name, i) => name !== chosen[i]);
    filters.push(withLabels ? { type, values: chosen, labels: names } : { type, values: chosen });
  }
  return filters;
}

/** The search a saved search's filters describe (unknown types and blank values are skipped). */
export function fromSavedFilters(filters: readonly SavedSearchFilter[]): SmartSearch {
  const search: SmartSearch = {};
  for (const filter of filters) {
    const kept = filter.values.map((v) => v.trim()).filter(Boolean);
    if (!kept.length) continue;
    if (filter.type === 'keyword') search.q = kept.join(' ').slice(0, 200);
    else if ((LIST_FILTER_TYPES as readonly string[]).includes(filter.type)) {
      const type = filter.type as ListFilterType;
      search[type] = [...new Set(kept)].slice(0, MAX_VALUES[type]);
    }
  }
  return search;
}

/** The labels a saved search carries, so its filters show by name when it is run. */
export function labelsOfSavedFilters(filters: readonly SavedSearchFilter[]): FilterLabels {
  const labels: FilterLabels = {};
  for (const f of filters) {
    if (!f.labels?.length) continue;
    labels[f.type] = new Map(f.values.map((v, i) => [v, f.labels?.[i] || v]));
  }
  return labels;
}

/** One line per saved search: "Keyword: backend engineer · Skills: Node.js, PostgreSQL". */
export function summarizeFilters(filters: readonly SavedSearchFilter[], maxValues = 3): string {
  const typeLabels = filterTypeLabels();
  return filters
    .map((f) => {
      const names = f.values.map((v, i) => f.labels?.[i] || v);
      const shown = names.slice(0, maxValues).join(', ');
      const more = names.length > maxValues ? ` +${names.length - maxValues}` : '';
      return `${typeLabels[f.type]}: ${shown}${more}`;
    })
    .join(' · ');
}
