// Test data built from the contract's own examples (the generated mocks), with overrides.
import { getGetGuestJobResponseMock, getListJobsResponseMock } from '@generated/api/jobs-discovery/jobs-discovery.msw';
import type { Job, JobFacets, JobSearchUnderstood, JobSummary, ListJobs200 } from '@generated/api/model';

export function aJob(overrides: Partial<Job> = {}): Job {
  return { ...getGetGuestJobResponseMock().data, ...overrides };
}

export function aJobSummary(overrides: Partial<JobSummary> = {}): JobSummary {
  return { ...getListJobsResponseMock().data.items[0], ...overrides } as JobSummary;
}

export const exampleFacets = (): JobFacets => getListJobsResponseMock().data.facets;

export function jobList(
  items: JobSummary[],
  {
    page = 1,
    limit = 10,
    total = items.length,
    facets = exampleFacets(),
    understood = null,
    didYouMean = null,
    elsewhere = [],
    relatedRoles = [],
  }: {
    page?: number;
    limit?: number;
    total?: number;
    facets?: JobFacets;
    understood?: JobSearchUnderstood | null;
    didYouMean?: string | null;
    elsewhere?: JobSummary[];
    relatedRoles?: string[];
  } = {},
): ListJobs200 {
  return {
    code: 'SUCCESS',
    message: 'Success',
    data: {
      items,
      pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
      facets,
      understood,
      didYouMean,
      elsewhere,
      relatedRoles,
    },
  };
}

export function envelope<T>(data: T) {
  return { code: 'SUCCESS' as const, message: 'Success', data };
}
