// The smart search lives in the URL so a search can be shared, reloaded and walked back through.
// Each filter type of a saved search (specification §3) is one URL key named after the type, so
// the URL, the request body and a saved search's filters map one to one. Only what differs from
// the defaults is kept; anything unreadable in a pasted URL is dropped, not sent to the server.
import type { CandidateSearchQuery, PageSize } from '@generated/api/model';
import { constants } from '@generated/manifest';
import { QUERY_FIELD, type ListFilterType } from '@shared/search/filter-fields.ts';

export type { ListFilterType };

export const LIST_FILTER_TYPES: readonly ListFilterType[] = [
  'skills',
  'experience',
  'location',
  'education',
  'domain',
  'salary',
  'gender',
  'company',
  'title',
  'certification',
  'list',
];

/** Free-text types: the values are what the employer typed, not ids. */
export const TEXT_FILTER_TYPES: readonly ListFilterType[] = ['company', 'title', 'certification'];

/** The most values the contract accepts per type. */
export const MAX_VALUES: Record<ListFilterType, number> = {
  list: 20,
  company: 20,
  title: 20,
  domain: 50,
  skills: 50,
  experience: 20,
  salary: 20,
  education: 20,
  certification: 20,
  gender: 5,
  location: 50,
};

export const SORTS = ['relevance', 'lastActiveAt', 'experience'] as const;
export type CandidateSort = (typeof SORTS)[number];
export const PAGE_SIZES = [10, 20, 50] as const satisfies readonly PageSize[];
export const DEFAULT_LIMIT = constants.pagination.defaultLimit as PageSize;

export type SearchTab = 'saved' | 'lists';

export type SmartSearch = Partial<Record<ListFilterType, string[]>> & {
  q?: string;
  sort?: Exclude<CandidateSort, 'relevance'>;
  page?: number;
  limit?: PageSize;
  /** The saved search being run again: its new matches come back marked. */
  saved?: string;
  /** The open tab; the search itself when absent. */
  tab?: SearchTab;
  /** The candidate list open on the lists tab. */
  listId?: string;
};

const ID = /^[A-Za-z0-9-]{1,64}$/;

function text(raw: unknown, max: number): string | undefined {
  // The router parses '2024' as a number; a keyword or a company may well be one.
  const value = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return value && value.length <= max ? value : undefined;
}

function id(raw: unknown): string | undefined {
  const value = text(raw, 64);
  return value && ID.test(value) ? value : undefined;
}

function values(type: ListFilterType, raw: unknown): string[] | undefined {
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const read = (v: unknown) =>
    TEXT_FILTER_TYPES.includes(type) ? text(v, 200) : type === 'list' ? id(v) : text(v, 100);
  const kept: string[] = [];
  for (const v of list) {
    const value = read(v);
    if (value !== undefined && !kept.includes(value)) kept.push(value);
  }
  return kept.length ? kept.slice(0, MAX_VALUES[type]) : undefined;
}

function whole(raw: unknown, min: number, max: number): number | undefined {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** Drops the keys whose value is undefined, so the URL carries only what is set. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function validateSmartSearch(raw: Record<string, unknown>): SmartSearch {
  const page = whole(raw.page, 2, 10_000);
  const limit = whole(raw.limit, 1, 50);
  const sort = raw.sort === 'lastActiveAt' || raw.sort === 'experience' ? raw.sort : undefined;
  const tab = raw.tab === 'saved' || raw.tab === 'lists' ? raw.tab : undefined;
  const filters = Object.fromEntries(LIST_FILTER_TYPES.map((type) => [type, values(type, raw[type])]));
  return compact({
    q: text(raw.q, 200),
    ...filters,
    sort,
    page,
    limit:
      limit !== undefined && (PAGE_SIZES as readonly number[]).includes(limit) && limit !== DEFAULT_LIMIT
        ? (limit as PageSize)
        : undefined,
    saved: id(raw.saved),
    tab,
    listId: tab === 'lists' ? id(raw.listId) : undefined,
  });
}

/** The request body of POST search (and search/facets) for a smart-search URL. */
export function toSearchQuery(search: SmartSearch): CandidateSearchQuery {
  const sortBy = search.sort ?? 'relevance';
  const query: CandidateSearchQuery = {
    page: search.page ?? 1,
    limit: search.limit ?? DEFAULT_LIMIT,
    sortBy,
    ...(sortBy === 'relevance' ? {} : { sortOrder: 'desc' as const }),
  };
  if (search.q) query.keyword = search.q;
  for (const type of LIST_FILTER_TYPES) {
    const chosen = search[type];
    if (chosen?.length) query[QUERY_FIELD[type]] = chosen;
  }
  if (search.saved) query.savedSearchId = search.saved;
  return query;
}

/** The body of search/facets: the same search, without paging or order. */
export function toFacetQuery(search: SmartSearch): CandidateSearchQuery {
  const { page: _page, limit: _limit, sortBy: _sortBy, sortOrder: _sortOrder, ...rest } = toSearchQuery(search);
  return rest;
}

/** How many filter types (not the keyword, sort or paging) narrow the search. */
export function activeFilterCount(search: SmartSearch): number {
  return LIST_FILTER_TYPES.filter((type) => search[type]?.length).length;
}

/** Whether anything narrows the search (a keyword or a filter). */
export function isNarrowed(search: SmartSearch): boolean {
  return Boolean(search.q) || activeFilterCount(search) > 0;
}

/**
 * A new search with some values changed. Any change of what is searched goes back to page 1 and
 * leaves the saved search: the server would otherwise fill a removed filter back in from it.
 */
export function withChanges(search: SmartSearch, changes: Partial<SmartSearch>): SmartSearch {
  return compact({ ...search, page: undefined, saved: undefined, ...changes });
}

/** Keeps the keyword, sort and page size; drops every filter. */
export function withoutFilters(search: SmartSearch): SmartSearch {
  return compact({ q: search.q, sort: search.sort, limit: search.limit });
}

/**
 * The search a plan without advanced candidate search runs: the keyword, order, page and saved
 * search, every filter dropped (a shared URL may carry some; the server would refuse them).
 */
export function keywordOnly(search: SmartSearch): SmartSearch {
  return compact({ ...withoutFilters(search), page: search.page, saved: search.saved });
}

/** Only the search itself (keyword and filters), without paging, sort or tabs. */
export function searchPart(search: SmartSearch): SmartSearch {
  const filters = Object.fromEntries(LIST_FILTER_TYPES.map((type) => [type, search[type]]));
  return compact({ q: search.q, ...filters });
}
