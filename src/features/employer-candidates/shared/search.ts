// The candidate screens keep their state in the URL (candidate, job, filters, page, tab), so a
// reload, Back and a shared link land on the same view. Anything unexpected is dropped rather than
// sent to the server.
import type { PageSize } from '@generated/api/model';
import { constants } from '@generated/manifest';

const ID = /^[A-Za-z0-9-]{1,64}$/;
const PAGE_SIZES: readonly number[] = constants.pagination.pageSizes;
export const DEFAULT_LIMIT = constants.pagination.defaultLimit as PageSize;

/** What a route declares for its search: the keys it reads, values unchecked (checked by the lazy screen). */
export type UrlSearch<T> = { [K in keyof T]?: unknown };

function id(value: unknown): string | undefined {
  return typeof value === 'string' && ID.test(value) ? value : undefined;
}

function int(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

function compact<T extends Record<string, unknown>>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as T;
}

export type CandidateSearch = { candidateId?: string; jobId?: string };

export function validateCandidateSearch(search: Record<string, unknown>): CandidateSearch {
  return compact({ candidateId: id(search.candidateId), jobId: id(search.jobId) });
}

export const MATCH_TABS = ['matches', 'viewed'] as const;
export type MatchTab = (typeof MATCH_TABS)[number];

/** The score floors the filter offers; the contract's default floor is 50. */
export const MIN_SCORES = [0, 50, 60, 70, 80, 90] as const;
export const DEFAULT_MIN_SCORE = 50;

export type MatchedSearch = {
  jobId?: string;
  tab?: MatchTab;
  minScore?: number;
  hideApplied?: boolean;
  page?: number;
  limit?: PageSize;
};

export function validateMatchedSearch(search: Record<string, unknown>): MatchedSearch {
  const minScore = int(search.minScore);
  const page = int(search.page);
  const limit = int(search.limit);
  const tab = MATCH_TABS.find((t) => t === search.tab);
  return compact({
    jobId: id(search.jobId),
    tab: tab && tab !== 'matches' ? tab : undefined,
    minScore:
      minScore !== undefined && minScore !== DEFAULT_MIN_SCORE && (MIN_SCORES as readonly number[]).includes(minScore)
        ? minScore
        : undefined,
    hideApplied: search.hideApplied === true || search.hideApplied === 'true' ? true : undefined,
    page: page !== undefined && page > 1 ? page : undefined,
    limit:
      limit !== undefined && limit !== DEFAULT_LIMIT && PAGE_SIZES.includes(limit) ? (limit as PageSize) : undefined,
  });
}
