import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobSummary } from '@generated/api/model';
import { getListJobsResponseMock } from '@generated/api/jobs-discovery/jobs-discovery.msw';
import { renderWithRouter } from '@/test/render';
import { RecentJobs } from './recent-jobs';

const base = (): JobSummary => {
  const job = getListJobsResponseMock().data.items[0];
  if (!job) throw new Error('the mock lists a job');
  return job;
};

describe('the newest jobs', () => {
  it('links a live job to its page and a draft, even one without a title, to where it is edited', async () => {
    const live: JobSummary = {
      ...base(),
      _id: 'j-live',
      title: 'Fleet Planner',
      slug: 'fleet-planner',
      status: 'ACTIVE',
    };
    const draft: JobSummary = { ...base(), _id: 'j-draft', title: null, slug: null, status: 'DRAFT', postedAt: null };
    await renderWithRouter(<RecentJobs jobs={[draft, live]} linkResponses={false} />, { path: '/employer/home' });
    expect((await screen.findByRole('link', { name: 'Fleet Planner' })).getAttribute('href')).toBe(
      '/job-detail/fleet-planner',
    );
    expect(screen.getByRole('link', { name: 'Untitled draft' }).getAttribute('href')).toBe(
      '/employer/job-type?jobId=j-draft',
    );
  });
});
