// The browse-companies state in the URL: the search text, the order and the page.
import { t } from '@lingui/core/macro';
import type { CompanyListQuery, PageSize } from '@generated/api/model';
import { constants } from '@generated/manifest';

export type CompanySort = 'openJobs' | 'name' | 'rating' | 'createdAt';
export type BrowseCompaniesSearch = { q?: string; sort?: CompanySort; page?: number; limit?: PageSize };

export const COMPANY_SORTS: readonly CompanySort[] = ['openJobs', 'name', 'rating', 'createdAt'];

/** A function, not a table: a module constant would keep the language of the first render. */
export function companySortLabels(): Record<CompanySort, string> {
  return {
    openJobs: t`Most open jobs`,
    name: t`Name (A–Z)`,
    rating: t`Top rated`,
    createdAt: t`Newest on the site`,
  };
}
const DEFAULT_SORT: CompanySort = 'openJobs';
const SIZES: readonly number[] = constants.pagination.pageSizes;

function whole(raw: unknown): number | undefined {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

export function validateBrowseCompaniesSearch(raw: Record<string, unknown>): BrowseCompaniesSearch {
  const q = typeof raw.q === 'number' ? String(raw.q) : typeof raw.q === 'string' ? raw.q.trim() : '';
  const sort =
    typeof raw.sort === 'string' && (COMPANY_SORTS as readonly string[]).includes(raw.sort)
      ? (raw.sort as CompanySort)
      : undefined;
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
