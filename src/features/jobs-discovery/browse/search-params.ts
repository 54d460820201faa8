// The browse-jobs state lives in the URL, so a search can be shared and the back button walks
// through it. Only what differs from the defaults is kept: "All …" choices, page 1, 10 per page
// and the default sort leave no trace. Anything unreadable in a pasted URL is dropped, not trusted.
import type {
  EmploymentType,
  JobDatePosted,
  JobSearchQuery,
  JobSort,
  PageSize,
  WorkplaceType,
} from '@generated/api/model';
import { constants } from '@generated/manifest';

export type BrowseJobsSearch = {
  /** The keyword. */
  q?: string;
  /** The keyword as typed: the user undid the place or remote words the search read from it. */
  literal?: true;
  /** A category id. */
  category?: string;
  type?: EmploymentType;
  /** Workplace types joined with commas, e.g. 'WFH,HYBRID'. */
  workplace?: string;
  /** A city id. */
  location?: string;
  salaryMin?: number;
  salaryMax?: number;
  /** The currency of salaryMin and salaryMax. */
  currency?: string;
  /** Years of experience the candidate has. */
  exp?: number;
  posted?: JobDatePosted;
  sort?: JobSort;
  page?: number;
  limit?: PageSize;
};

export const EMPLOYMENT_TYPES: readonly EmploymentType[] = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACT',
  'TEMPORARY',
  'INTERNSHIP',
  'FREELANCE',
];
export const WORKPLACE_TYPES: readonly WorkplaceType[] = ['OFFICE', 'WFH', 'HYBRID'];
export const DATE_POSTED: readonly JobDatePosted[] = ['any', '24h', '3d', '7d', '14d', '30d'];
export const JOB_SORTS: readonly JobSort[] = ['relevant', 'newest', 'salary_desc', 'salary_asc'];
const PAGE_SIZES: readonly number[] = constants.pagination.pageSizes;
const SENTINELS: readonly string[] = Object.values(constants.sentinels);
const ID = /^[A-Za-z0-9-]{1,64}$/;

function text(raw: unknown, max: number): string | undefined {
  // The router parses '2024' as a number; a keyword may well be one.
  const value = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return value && value.length <= max ? value : undefined;
}

function id(raw: unknown): string | undefined {
  const value = text(raw, 64);
  return value && !SENTINELS.includes(value) && ID.test(value) ? value : undefined;
}

function oneOf<T extends string>(raw: unknown, allowed: readonly T[], fallback?: T): T | undefined {
  return typeof raw === 'string' && (allowed as readonly string[]).includes(raw) && raw !== fallback
    ? (raw as T)
    : undefined;
}

function whole(raw: unknown, min: number, max: number): number | undefined {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

export function parseWorkplaces(value: string | undefined): WorkplaceType[] {
  if (!value) return [];
  const chosen = value.split(',');
  return WORKPLACE_TYPES.filter((w) => chosen.includes(w));
}

function workplaces(raw: unknown): string | undefined {
  const list = typeof raw === 'string' ? parseWorkplaces(raw) : [];
  return list.length ? list.join(',') : undefined;
}

/** Drops the keys whose value is undefined, so the URL carries only what is set. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function validateBrowseJobsSearch(raw: Record<string, unknown>): BrowseJobsSearch {
  const salaryMin = whole(raw.salaryMin, 0, 1_000_000_000);
  const salaryMax = whole(raw.salaryMax, 0, 1_000_000_000);
  const hasSalary = salaryMin !== undefined || salaryMax !== undefined;
  const page = whole(raw.page, 1, 10_000);
  const limit = whole(raw.limit, 1, 50);
  return compact({
    // Links from elsewhere (feeds, other boards, the search call's own name) often say `keyword`.
    q: text(raw.q, 100) ?? text(raw.keyword, 100),
    literal:
      raw.literal === true || raw.literal === 'true' || raw.literal === 1 || raw.literal === '1' ? true : undefined,
    category: id(raw.category),
    type: oneOf(raw.type, EMPLOYMENT_TYPES),
    workplace: workplaces(raw.workplace),
    location: id(raw.location),
    salaryMin,
    salaryMax,
    currency:
      hasSalary && typeof raw.currency === 'string' && /^[A-Z]{3}$/.test(raw.currency) ? raw.currency : undefined,
    exp: whole(raw.exp, 0, 50),
    posted: oneOf(raw.posted, DATE_POSTED, 'any'),
    sort: oneOf(raw.sort, JOB_SORTS, 'relevant'),
    page: page !== undefined && page > 1 ? page : undefined,
    limit:
      limit !== undefined && PAGE_SIZES.includes(limit) && limit !== constants.pagination.defaultLimit
        ? (limit as PageSize)
        : undefined,
  });
}

/** The request body of jobs/get-job-list for a browse-jobs URL. */
export function toJobSearchQuery(search: BrowseJobsSearch): JobSearchQuery {
  const places = parseWorkplaces(search.workplace);
  const hasSalary = search.salaryMin !== undefined || search.salaryMax !== undefined;
  return compact({
    page: search.page ?? constants.pagination.defaultPage,
    limit: search.limit ?? (constants.pagination.defaultLimit as PageSize),
    sort: search.sort ?? (constants.jobSortDefault as JobSort),
    keyword: search.q,
    literal: search.q && search.literal ? true : undefined,
    categoryIds: search.category ? [search.category] : undefined,
    employmentTypes: search.type ? [search.type] : undefined,
    workplaceTypes: places.length ? places : undefined,
    cityId: search.location,
    salaryMin: search.salaryMin,
    salaryMax: search.salaryMax,
    currencyCode: hasSalary ? (search.currency as JobSearchQuery['currencyCode']) : undefined,
    experienceMin: search.exp,
    experienceMax: search.exp,
    datePosted: search.posted,
  });
}

export type FilterKey = 'category' | 'type' | 'workplace' | 'location' | 'salary' | 'exp' | 'posted';

/** How many filters (not the keyword, sort or paging) are narrowing the list. */
export function activeFilterCount(search: BrowseJobsSearch): number {
  const set = [
    search.category,
    search.type,
    search.workplace,
    search.location,
    search.salaryMin ?? search.salaryMax,
    search.exp,
    search.posted,
  ];
  return set.filter((v) => v !== undefined).length;
}

/** A new search with some values changed; any change of what is listed goes back to page 1. */
export function withChanges(search: BrowseJobsSearch, changes: Partial<BrowseJobsSearch>): BrowseJobsSearch {
  return compact({ ...search, page: undefined, ...changes });
}

/** Keeps the keyword, sort and page size; drops every filter. */
export function withoutFilters(search: BrowseJobsSearch): BrowseJobsSearch {
  return compact({ q: search.q, literal: search.literal, sort: search.sort, limit: search.limit });
}
