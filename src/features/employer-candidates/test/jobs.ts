// The company's open jobs as the job pickers read them (jobs/get-job-list with mine), built from
// the contract's example job.
import { getListJobsMockHandler, getListJobsResponseMock } from '@generated/api/jobs-discovery/jobs-discovery.msw';
import type { JobSearchQuery } from '@generated/api/model';

export const JOBS = [
  { _id: '6ca76350-0a64-45be-84fb-01c3f21354c8', title: 'Senior Backend Engineer' },
  { _id: '4ae4bc00-8733-463f-85b6-d4dff1a396f3', title: 'Data Analyst' },
];

export function jobsHandler(jobs = JOBS, seen: JobSearchQuery[] = []) {
  const example = getListJobsResponseMock();
  const base = example.data.items[0];
  if (!base) throw new Error('the contract example has no job');
  return getListJobsMockHandler(async ({ request }) => {
    seen.push((await request.json()) as JobSearchQuery);
    return {
      ...example,
      data: {
        ...example.data,
        items: jobs.map((j) => ({ ...base, ...j, status: 'ACTIVE' as const })),
        pagination: { page: 1, limit: 50, total: jobs.length, totalPages: 1 },
      },
    };
  });
}
