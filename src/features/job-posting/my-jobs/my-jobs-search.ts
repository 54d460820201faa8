// The my-jobs screen's search (its tab and page): read by the route, whose definition every page
// loads, so it stays apart from the tabs' list and queries (tabs.ts), which only the screen needs.
export type MyJobsTab = 'all' | 'active' | 'paused' | 'draft' | 'closed' | 'expired' | 'pending';

export type MyJobsSearch = { tab?: MyJobsTab; page?: number };

const TABS: readonly MyJobsTab[] = ['all', 'active', 'paused', 'draft', 'closed', 'expired', 'pending'];

export function validateMyJobsSearch(search: Record<string, unknown>): MyJobsSearch {
  const tab = TABS.find((t) => t === search.tab);
  const page =
    typeof search.page === 'number' && Number.isInteger(search.page) && search.page > 1 ? search.page : undefined;
  return { ...(tab && tab !== 'all' ? { tab } : {}), ...(page ? { page } : {}) };
}
