// The company's open jobs for the job pickers (invite, matched candidates): the my-jobs list
// narrowed to ACTIVE, newest first. Read through listJobs (mine) rather than the pipeline's
// active-jobs call, which needs the manage_applicants permission a recruiter may not hold.
import { t } from '@lingui/core/macro';
import { useListJobs } from '@generated/api/jobs-discovery/jobs-discovery';
import type { JobSearchQuery } from '@generated/api/model';

/** The pickers show this many open jobs; the contract's page size tops out at 50. */
const PICKER_LIMIT = 50;

export const COMPANY_JOBS_QUERY: JobSearchQuery = {
  mine: true,
  statuses: ['ACTIVE'],
  page: 1,
  limit: PICKER_LIMIT,
  sort: 'newest',
};

export type CompanyJob = { id: string; title: string };

export function useCompanyJobs() {
  const query = useListJobs(COMPANY_JOBS_QUERY, { query: { staleTime: 60_000 } });
  const jobs: CompanyJob[] = (query.data?.data.items ?? []).map((j) => ({
    id: j._id,
    title: j.title ?? t`Untitled job`,
  }));
  return { query, jobs };
}
