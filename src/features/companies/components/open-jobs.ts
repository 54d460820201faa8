const numbers = new Intl.NumberFormat('en-US');

/** '23 open jobs', '1 open job', 'No open jobs'. */
export function openJobsLabel(count: number): string {
  return count === 0 ? 'No open jobs' : `${numbers.format(count)} open ${count === 1 ? 'job' : 'jobs'}`;
}
