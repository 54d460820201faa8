// The browse-companies state in the URL: the search text, the order and the page.
import type { CompanyListQuery, PageSize } from '@generated/api/model';
import { constants } from '@generated/manifest';

export type CompanySort = 'openJobs' | 'name' | 'rating' | 'createdAt';
export type BrowseCompaniesSearch = { q?: string; sort?: CompanySort; page?: number; limit?: PageSize };

export const COMPANY_SORT_LABELS: Record<CompanySort, string> = {
  openJobs: 'Most open jobs',
  name: 'Name (A–Z)',
  rating: 'Top rated',
  createdAt: 'Newest on the site',
};
const DEFAULT_SORT: CompanySort = 'openJobs';
const SIZES: readonly number[] = constants.pagination.pageSizes;

function whole(raw: unknown): number | undefined {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

export function validateBrowseCompaniesSearch(raw: Record<string, unknown>): BrowseCompaniesSearch {
  const q = typeof raw.q === 'number' ? String(raw.q) : typeof raw.q === 'string' ? raw.q.trim() : '';
  const sort = typeof raw.sort === 'string' && raw.sort in COMPANY_SORT_LABELS ? (raw.sort as CompanySort) : undefined;
  const page = whole(raw.page);
  const limit = whole(raw.limit);
  return {
    ...(q && q.length <= 200 ? { q } : {}),
    ...(sort && sort !== DEFAULT_SORT ? { sort } : {}),
    ...(page && page > 1 && page <= 10_000 ? { page } : {}),
    ...(limit && SIZES.includes(limit) && limit !== constants.pagination.defaultLimit
      ? { limit: limit as PageSize }
      : {}),
  };
}

export function toCompanyListQuery(search: BrowseCompaniesSearch): CompanyListQuery {
  const sortBy = search.sort ?? DEFAULT_SORT;
  return {
    page: search.page ?? constants.pagination.defaultPage,
    limit: search.limit ?? (constants.pagination.defaultLimit as PageSize),
    sortBy,
    sortOrder: sortBy === 'name' ? 'asc' : 'desc',
    ...(search.q ? { search: search.q } : {}),
  };
}
