import { describe, expect, it } from 'vitest';
import type { JobSummary } from '@generated/api/model';
import { jobStats } from './job-stats';

const job = (status: JobSummary['status'], applicants: number, views: number) =>
  ({ status, counts: { applicants, views } }) as unknown as JobSummary;

describe('the employer dashboard numbers', () => {
  it('counts jobs by state and adds up applicants and views', () => {
    const stats = jobStats([
      job('ACTIVE', 12, 300),
      job('ACTIVE', 3, 40),
      job('DRAFT', 0, 0),
      job('PAUSED', 5, 90),
      job('EXPIRED', 7, 10),
    ]);
    expect(stats).toEqual({ live: 2, drafts: 1, paused: 1, closed: 1, applicants: 27, views: 440 });
  });

  it('is all zeros without jobs', () => {
    expect(jobStats([])).toEqual({ live: 0, drafts: 0, paused: 0, closed: 0, applicants: 0, views: 0 });
  });
});
