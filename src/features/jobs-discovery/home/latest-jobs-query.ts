import type { JobSearchQuery } from '@generated/api/model';

/**
 * The newest jobs on the home page. The hero's location choices come from the facets of the same
 * request, so the two share one call.
 */
export const LATEST_JOBS_QUERY: JobSearchQuery = { page: 1, limit: 10, sort: 'newest' };
export const LATEST_JOBS_SHOWN = 6;
