// The choices behind every filter of smart search, from the master data the job posting and
// profile forms use (masters/list), the facets of the current search, and the company's candidate
// lists. Skills are too many to list: they are searched as the employer types.
import { useListMasterItems } from '@generated/api/master-data/master-data';
import type { CandidateSearchFacets, MasterKind } from '@generated/api/model';
import { useListCandidateLists } from '@generated/api/search/search';
import { STALE } from '@/lib/query/query-client';
import type { FilterLabels } from '../query/saved-filters';
import type { ListFilterType, SmartSearch } from '../query/search-params';
import { facetOf, filterOptions, fromMaster, type FilterOption } from './filter-options';

/** The filters chosen from a list (the others are free text). */
export type ChoiceFilterType = Exclude<ListFilterType, 'company' | 'title' | 'certification'>;

const SMALL_LISTS = {
  experience: 'years_of_experience',
  salary: 'salary_range',
  education: 'qualification',
  domain: 'job_domain',
  gender: 'gender',
} as const satisfies Partial<Record<ChoiceFilterType, MasterKind>>;

function useMaster(kind: MasterKind) {
  return useListMasterItems({ kind, limit: 50 }, { query: { staleTime: STALE.long } });
}

export function useFilterChoices({
  search,
  facets,
  labels,
  skillQuery,
  withLists,
}: {
  search: SmartSearch;
  facets: CandidateSearchFacets | undefined;
  /** Names known from elsewhere (the saved search being run). */
  labels: FilterLabels;
  skillQuery: string;
  withLists: boolean;
}): Record<ChoiceFilterType, FilterOption[]> {
  const experience = useMaster(SMALL_LISTS.experience);
  const salary = useMaster(SMALL_LISTS.salary);
  const education = useMaster(SMALL_LISTS.education);
  const domain = useMaster(SMALL_LISTS.domain);
  const gender = useMaster(SMALL_LISTS.gender);
  const skills = useListMasterItems(
    { kind: 'skills', limit: 20, ...(skillQuery ? { search: skillQuery } : {}) },
    { query: { staleTime: STALE.medium } },
  );
  const chosenSkills = search.skills ?? [];
  const skillNames = useListMasterItems(
    { kind: 'skills', ids: chosenSkills.slice(0, 100), limit: 50 },
    { query: { enabled: chosenSkills.length > 0, staleTime: STALE.long } },
  );
  const lists = useListCandidateLists(
    { page: 1, limit: 50, sortBy: 'name', sortOrder: 'asc' },
    { query: { enabled: withLists, staleTime: STALE.short } },
  );

  const master = { experience, salary, education, domain, gender };
  const small = Object.fromEntries(
    (Object.keys(SMALL_LISTS) as Array<keyof typeof SMALL_LISTS>).map((type) => [
      type,
      filterOptions({
        facet: facetOf(facets, type),
        items: fromMaster(master[type].data?.data.items),
        selected: search[type],
        labels: labels[type],
      }),
    ]),
  ) as Record<keyof typeof SMALL_LISTS, FilterOption[]>;

  const skillLabels = new Map(labels.skills ?? []);
  for (const item of skillNames.data?.data.items ?? []) skillLabels.set(item._id, item.nm);

  return {
    ...small,
    skills: filterOptions({
      facet: facetOf(facets, 'skills'),
      items: fromMaster(skills.data?.data.items),
      selected: chosenSkills,
      labels: skillLabels,
    }),
    location: filterOptions({ facet: facetOf(facets, 'location'), selected: search.location, labels: labels.location }),
    list: filterOptions({
      items: (lists.data?.data.items ?? []).map((l) => ({ value: l._id, label: l.name })),
      selected: search.list,
      labels: labels.list,
    }),
  };
}
