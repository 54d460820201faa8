// The my-jobs screen's search (its tab and page): read by the route, whose definition every page
// loads, so it stays apart from the tabs' list and queries (tabs.ts), which only the screen needs.
const MY_JOBS_TAB_VALUES = ['all', 'active', 'paused', 'draft', 'closed', 'expired', 'pending'] as const;

export type MyJobsTab = (typeof MY_JOBS_TAB_VALUES)[number];

export type MyJobsSearch = { tab?: MyJobsTab; page?: number };

export function validateMyJobsSearch(search: Record<string, unknown>): MyJobsSearch {
  const tab = MY_JOBS_TAB_VALUES.find((t) => t === search.tab);
  const page =
    typeof search.page === 'number' && Number.isInteger(search.page) && search.page > 1 ? search.page : undefined;
  return { ...(tab && tab !== 'all' ? { tab } : {}), ...(page ? { page } : {}) };
}
