import { useQuery } from '@tanstack/react-query';
import type { JobSearchQuery, ListJobs200 } from '@generated/api/model';
import { http, SILENT } from '@/lib/api/http';

/**
 * The newest jobs on the home page. The hero's location choices come from the facets of the same
 * request, so the two share one call.
 */
export const LATEST_JOBS_QUERY: JobSearchQuery = { page: 1, limit: 10, sort: 'newest' };
export const LATEST_JOBS_SHOWN = 6;

export const JOB_LIST_URL = '/client/api/v1/jobs/get-job-list';

/**
 * The hero's call, made here rather than through the generated jobs hooks: the hero is the index
 * route's first JavaScript, where a module comes whole, and the jobs tag's module is every jobs
 * call of the app. Same URL, body and key as `useListJobs(LATEST_JOBS_QUERY)`, which the sections
 * below use, so both read one cache entry (latest-jobs-query.test.ts holds them together).
 */
export function useLatestJobsForHero() {
  return useQuery({
    queryKey: [JOB_LIST_URL, LATEST_JOBS_QUERY] as const,
    queryFn: ({ signal }) =>
      http<ListJobs200>(JOB_LIST_URL, {
        ...SILENT,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...SILENT.headers },
        body: JSON.stringify(LATEST_JOBS_QUERY),
        signal,
      }),
  });
}
