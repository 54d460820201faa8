// The my-jobs filters and what each asks the server for. The contract has no approval-status
// filter, so "Pending approval" lists active jobs and keeps those still waiting (approvalStatus 1).
import type { JobStatus, JobSummary } from '@generated/api/model';

export type MyJobsTab = 'all' | 'active' | 'paused' | 'draft' | 'closed' | 'expired' | 'pending';

export const MY_JOBS_TABS: { value: MyJobsTab; label: string; statuses?: JobStatus[] }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active', statuses: ['ACTIVE'] },
  { value: 'paused', label: 'Paused', statuses: ['PAUSED'] },
  { value: 'draft', label: 'Drafts', statuses: ['DRAFT'] },
  { value: 'closed', label: 'Closed', statuses: ['CLOSED'] },
  { value: 'expired', label: 'Expired', statuses: ['EXPIRED'] },
  { value: 'pending', label: 'Pending approval', statuses: ['ACTIVE'] },
];

export type MyJobsSearch = { tab?: MyJobsTab; page?: number };

export function validateMyJobsSearch(search: Record<string, unknown>): MyJobsSearch {
  const tab = MY_JOBS_TABS.find((t) => t.value === search.tab)?.value;
  const page =
    typeof search.page === 'number' && Number.isInteger(search.page) && search.page > 1 ? search.page : undefined;
  return { ...(tab && tab !== 'all' ? { tab } : {}), ...(page ? { page } : {}) };
}

export function myJobsQuery(tab: MyJobsTab, page = 1) {
  const statuses = MY_JOBS_TABS.find((t) => t.value === tab)?.statuses;
  return { mine: true, page, limit: 10 as const, sort: 'newest' as const, ...(statuses ? { statuses } : {}) };
}

export function visibleInTab(tab: MyJobsTab, job: JobSummary): boolean {
  return tab === 'pending' ? job.approvalStatus === 1 : true;
}
