// The pipeline screens keep their state in the URL (job, tab index, page, page size, search text,
// filters), so a reload, the Back button and a shared link land on the same view. Anything
// unexpected is dropped rather than sent to the server.
import { constants } from '@generated/manifest';
import { isStatus, STATUS_TABS, type ApplicationStatus } from './status';

const ID = /^[A-Za-z0-9-]{1,64}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const PAGE_SIZES = constants.pagination.pageSizes;
export type PageSize = (typeof PAGE_SIZES)[number];

/**
 * What a route declares for its search: the keys it reads, values unchecked. The route files keep
 * only this type and an identity function, so the checks below load with the screen's lazy chunk
 * instead of the index bundle (route options other than the component stay in the route tree).
 */
export type UrlSearch<T> = { [K in keyof T]?: unknown };

function id(value: unknown): string | undefined {
  return typeof value === 'string' && ID.test(value) ? value : undefined;
}

function int(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

function page(value: unknown): number | undefined {
  const n = int(value);
  return n !== undefined && n > 1 ? n : undefined;
}

function limit(value: unknown): PageSize | undefined {
  const n = int(value);
  return (PAGE_SIZES as readonly number[]).includes(n ?? -1) && n !== constants.pagination.defaultLimit
    ? (n as PageSize)
    : undefined;
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const t = value.trim().slice(0, 200);
  return t === '' ? undefined : t;
}

function day(value: unknown): string | undefined {
  return typeof value === 'string' && DAY.test(value) ? value : undefined;
}

function compact<T extends Record<string, unknown>>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as T;
}

export type ResponsesSearch = { jobId?: string; tab?: number; page?: number; limit?: PageSize; q?: string };

export function validateResponsesSearch(search: Record<string, unknown>): ResponsesSearch {
  const tab = int(search.tab);
  return compact({
    jobId: id(search.jobId),
    // The tab travels as its manifest index (all 0 … rejected 5); All is the default and omitted.
    tab: tab !== undefined && tab > 0 && STATUS_TABS.some((t) => t.index === tab) ? tab : undefined,
    page: page(search.page),
    limit: limit(search.limit),
    q: text(search.q),
  });
}

export type ResponseDetailSearch = { userJobId?: string };

export function validateResponseDetailSearch(search: Record<string, unknown>): ResponseDetailSearch {
  return compact({ userJobId: id(search.userJobId) });
}

export type AllApplicantsSearch = {
  jobId?: string;
  status?: ApplicationStatus;
  from?: string;
  to?: string;
  page?: number;
  limit?: PageSize;
  q?: string;
};

export function validateAllApplicantsSearch(search: Record<string, unknown>): AllApplicantsSearch {
  return compact({
    jobId: id(search.jobId),
    status: isStatus(search.status) ? search.status : undefined,
    from: day(search.from),
    to: day(search.to),
    page: page(search.page),
    limit: limit(search.limit),
    q: text(search.q),
  });
}
