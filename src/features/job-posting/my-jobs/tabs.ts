// The my-jobs filters and what each asks the server for. The contract has no approval-status
// filter, so "Pending approval" lists active jobs and keeps those still waiting (approvalStatus 1).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { JobStatus, JobSummary } from '@generated/api/model';
import type { MyJobsTab } from './my-jobs-search';

export type { MyJobsSearch, MyJobsTab } from './my-jobs-search';
export { validateMyJobsSearch } from './my-jobs-search';

/** `label` is read in the page's language where shown (textOf). */
export const MY_JOBS_TABS: { value: MyJobsTab; label: MessageDescriptor; statuses?: JobStatus[] }[] = [
  { value: 'all', label: msg`All` },
  { value: 'active', label: msg`Active`, statuses: ['ACTIVE'] },
  { value: 'paused', label: msg`Paused`, statuses: ['PAUSED'] },
  { value: 'draft', label: msg`Drafts`, statuses: ['DRAFT'] },
  { value: 'closed', label: msg`Closed`, statuses: ['CLOSED'] },
  { value: 'expired', label: msg`Expired`, statuses: ['EXPIRED'] },
  { value: 'pending', label: msg`Pending approval`, statuses: ['ACTIVE'] },
];

export function myJobsQuery(tab: MyJobsTab, page = 1) {
  const statuses = MY_JOBS_TABS.find((t) => t.value === tab)?.statuses;
  return { mine: true, page, limit: 10 as const, sort: 'newest' as const, ...(statuses ? { statuses } : {}) };
}

export function visibleInTab(tab: MyJobsTab, job: JobSummary): boolean {
  return tab === 'pending' ? job.approvalStatus === 1 : true;
}
