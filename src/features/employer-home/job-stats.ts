// The numbers of the employer dashboard, from the company's own jobs.
import type { JobSummary } from '@generated/api/model';

export type JobStats = {
  live: number;
  drafts: number;
  paused: number;
  closed: number;
  applicants: number;
  views: number;
};

export function jobStats(jobs: readonly JobSummary[]): JobStats {
  const stats: JobStats = { live: 0, drafts: 0, paused: 0, closed: 0, applicants: 0, views: 0 };
  for (const job of jobs) {
    if (job.status === 'ACTIVE') stats.live++;
    else if (job.status === 'DRAFT') stats.drafts++;
    else if (job.status === 'PAUSED') stats.paused++;
    else if (job.status === 'CLOSED' || job.status === 'EXPIRED') stats.closed++;
    stats.applicants += job.counts?.applicants ?? 0;
    stats.views += job.counts?.views ?? 0;
  }
  return stats;
}
