import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListJobsMockHandler } from '@generated/api/jobs-discovery/jobs-discovery.msw';
import { getListSimilarJobsUrl } from '@generated/api/jobs-discovery/jobs-discovery';
import { getListSimilarJobsMockHandler } from '@generated/api/jobs-discovery/jobs-discovery.msw';
import { renderWithRouter } from '@/test/render';
import { aJob, aJobSummary, envelope, jobList } from '../test/fixtures';
import { setupDiscoveryTest, signInAs } from '../test/setup-api';
import { SimilarJobs } from './similar-jobs';

const { server } = setupDiscoveryTest();
const job = aJob();

describe('similar jobs under a job', () => {
  it('gives a guest other open jobs of the same category', async () => {
    server.use(getListJobsMockHandler(jobList([aJobSummary({ _id: 'g1', title: 'Platform Engineer' })])));
    await renderWithRouter(<SimilarJobs job={job} />, { path: '/job-detail/x' });
    expect(await screen.findByRole('heading', { name: 'Platform Engineer' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Similar jobs' })).toBeTruthy();
  });

  it('gives a signed-in employer the recommender’s list', async () => {
    signInAs('employer');
    server.use(
      getListSimilarJobsMockHandler(
        envelope([{ job: aJobSummary({ _id: 's1', title: 'Design Systems Lead' }), score: 70, reasons: [] }]),
      ),
    );
    await renderWithRouter(<SimilarJobs job={job} />, { path: '/job-detail/x' });
    expect(await screen.findByRole('heading', { name: 'Design Systems Lead' })).toBeTruthy();
  });

  it('shows nothing when there are none', async () => {
    signInAs('candidate');
    server.use(getListSimilarJobsMockHandler(envelope([])));
    const { container } = await renderWithRouter(<SimilarJobs job={job} />, { path: '/job-detail/x' });
    // The section shows its loading rows first, then goes once the empty answer is in.
    expect(container.querySelector('section')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
  });

  it('says so when the list fails, and tries again on request', async () => {
    signInAs('candidate');
    let calls = 0;
    server.use(
      http.post(`*${getListSimilarJobsUrl()}`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: 'ERROR', message: 'down', data: null }, { status: 500 })
          : HttpResponse.json(
              envelope([{ job: aJobSummary({ _id: 's2', title: 'Payments Engineer' }), score: 60, reasons: [] }]),
            );
      }),
    );
    await renderWithRouter(<SimilarJobs job={job} />, { path: '/job-detail/x' });
    expect(await screen.findByText('Similar jobs could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Payments Engineer' })).toBeTruthy();
  });
});
