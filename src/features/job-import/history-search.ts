// The import history's place in the URL: page and page size (10–50, specification §9).
// By group, not through `constants`: the route's search check is in every first page's script.
import { paginationConstants } from '@generated/manifest';
import type { HistoryPage } from './use-import-runs';

export type ImportHistorySearch = { page?: number; limit?: HistoryPage['limit'] };

const isPageSize = (n: unknown): n is HistoryPage['limit'] =>
  typeof n === 'number' && (paginationConstants.pageSizes as readonly number[]).includes(n);

export function validateImportHistorySearch(search: Record<string, unknown>): ImportHistorySearch {
  const page =
    typeof search.page === 'number' && Number.isInteger(search.page) && search.page > 1 ? search.page : undefined;
  const limit = isPageSize(search.limit) && search.limit !== 10 ? search.limit : undefined;
  return { ...(page ? { page } : {}), ...(limit ? { limit } : {}) };
}
