// A job search request (JobSearchQuery) as plain filters: the "All …" sentinels become "no filter"
// exactly as if the field were left out, salary bounds become yearly US dollars, and the page
// size and sort get their defaults.
import type { components } from '@generated/schema';
import { toYearlyUsd } from '../jobs/index.ts';

type S = components['schemas'];
export type JobSearchQuery = S['JobSearchQuery'];
export type EmploymentType = S['EmploymentType'];
export type WorkplaceType = S['WorkplaceType'];
export type DatePosted = S['JobDatePosted'];
export type JobSort = S['JobSort'];
export type JobStatus = S['JobStatus'];

const SENTINELS: ReadonlySet<string> = new Set<S['JobFilterSentinel']>([
  'All',
  'All job type',
  'All category',
  'All location',
]);

export type JobFilters = {
  keyword: string | null;
  /** Empty: no filter. Categories as sent; the search adds their subcategories. */
  categoryIds: string[];
  employmentTypes: EmploymentType[];
  workplaceTypes: WorkplaceType[];
  cityId: string | null;
  stateId: string | null;
  countryId: string | null;
  salaryMinUsd: number | null;
  salaryMaxUsd: number | null;
  experienceMin: number | null;
  experienceMax: number | null;
  datePosted: Exclude<DatePosted, 'any'> | null;
  companyId: string | null;
};

export type JobSearch = {
  filters: JobFilters;
  sort: JobSort;
  page: number;
  limit: number;
  mine: boolean;
  /** With mine: the statuses to list (never DELETED); null means every status but DELETED. */
  statuses: JobStatus[] | null;
};

export const isSentinel = (v: string) => SENTINELS.has(v);

/** A list filter: any sentinel in it means no filter at all. */
export function listFilter<T extends string>(values: ReadonlyArray<T | S['JobFilterSentinel']> | undefined): T[] {
  if (!values?.length || values.some(isSentinel)) return [];
  return [...new Set(values as T[])];
}

function oneFilter(value: string | undefined): string | null {
  return value === undefined || isSentinel(value) ? null : value;
}

export function keywordOf(value: string | undefined): string | null {
  const k = value?.trim().replace(/\s+/g, ' ') ?? '';
  // A keyword with no letter or digit (or the "All" sentinel) searches for nothing.
  if (!k || k.toLowerCase() === 'all' || !/[\p{L}\p{N}]/u.test(k)) return null;
  return k;
}

export function readJobSearch(q: JobSearchQuery): JobSearch {
  const currency = q.currencyCode ?? 'USD';
  const period = q.salaryPeriod ?? 'YEARLY';
  const usd = (n: number | undefined) => (n === undefined ? null : toYearlyUsd(n, currency, period));
  return {
    filters: {
      keyword: keywordOf(q.keyword ?? q.search),
      categoryIds: listFilter(q.categoryIds),
      employmentTypes: listFilter(q.employmentTypes),
      workplaceTypes: listFilter(q.workplaceTypes),
      cityId: oneFilter(q.cityId),
      stateId: oneFilter(q.stateId),
      countryId: oneFilter(q.countryId),
      salaryMinUsd: usd(q.salaryMin),
      salaryMaxUsd: usd(q.salaryMax),
      experienceMin: q.experienceMin ?? null,
      experienceMax: q.experienceMax ?? null,
      datePosted: q.datePosted && q.datePosted !== 'any' ? q.datePosted : null,
      companyId: q.companyId ?? null,
    },
    sort: q.sort ?? 'relevant',
    page: q.page ?? 1,
    limit: q.limit ?? 10,
    mine: q.mine === true,
    statuses: q.statuses?.length ? q.statuses.filter((s) => s !== 'DELETED') : null,
  };
}

/** The hours of a date-posted window. */
export const DATE_WINDOWS: Record<Exclude<DatePosted, 'any'>, number> = {
  '24h': 24,
  '3d': 72,
  '7d': 168,
  '14d': 336,
  '30d': 720,
};
