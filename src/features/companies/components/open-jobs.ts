import { formatNumber } from '@/lib/format/numbers';

/** '23 open jobs', '1 open job', 'No open jobs'. */
export function openJobsLabel(count: number): string {
  return count === 0 ? 'No open jobs' : `${formatNumber(count)} open ${count === 1 ? 'job' : 'jobs'}`;
}
