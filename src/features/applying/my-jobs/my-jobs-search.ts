// My jobs' tabs and paging in the URL: ?tab=saved&page=2&limit=20. Applied is the first tab
// (index 0) and the default; Saved is index 1, Job alerts index 2, Following (the companies the candidate
// follows) index 3. Page sizes are the specification's 10–50.
// ?applicationId= (a notification's deep link) highlights that application.
import { msg } from '@lingui/core/macro';
import { constants } from '@generated/manifest';

/** The labels are messages, translated where shown (textOf): this table is built once, before a language is known. */
export const MY_JOBS_TABS = [
  { key: 'applied', index: 0, label: msg`Applied` },
  { key: 'saved', index: 1, label: msg`Saved` },
  { key: 'alerts', index: 2, label: msg`Job alerts` },
  { key: 'following', index: 3, label: msg`Following` },
] as const;

export type MyJobsTab = (typeof MY_JOBS_TABS)[number]['key'];
export type PageSize = 10 | 20 | 30 | 40 | 50;
export type MyJobsSearch = { tab?: MyJobsTab; page?: number; limit?: PageSize; applicationId?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SIZES: readonly number[] = constants.pagination.pageSizes;

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
}

export function validateMyJobsSearch(search: Record<string, unknown>): MyJobsSearch {
  const tab = MY_JOBS_TABS.find((t) => t.key === search.tab || String(t.index) === String(search.tab))?.key;
  const page = positiveInt(search.page);
  const limit = positiveInt(search.limit);
  const applicationId =
    typeof search.applicationId === 'string' && UUID.test(search.applicationId) ? search.applicationId : undefined;
  return {
    ...(tab && tab !== 'applied' ? { tab } : {}),
    ...(applicationId ? { applicationId } : {}),
    ...(page && page > 1 ? { page } : {}),
    ...(limit && SIZES.includes(limit) && limit !== constants.pagination.defaultLimit
      ? { limit: limit as PageSize }
      : {}),
  };
}
