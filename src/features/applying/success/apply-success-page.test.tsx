import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetJobMockHandler } from '@generated/api/jobs-discovery/jobs-discovery.msw';
import { renderWithRouter } from '@/test/render';
import { aJob, envelope, failure, JOB_ID } from '../test/fixtures';
import { setupApplyingTest, signInAs } from '../test/setup-api';
import { ApplySuccessPage } from './apply-success-page';

const { server, onFailure } = setupApplyingTest();

describe('application sent', () => {
  it('shows the job applied to, what happens next and the way on', async () => {
    signInAs('candidate');
    server.use(getGetJobMockHandler(envelope(aJob({ isApplied: true }))));
    await renderWithRouter(<ApplySuccessPage jobId={JOB_ID} />, {
      path: `/jobsseekers/apply-job-successfully?jobId=${JOB_ID}`,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Application sent' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Your application for Senior Frontend Engineer (React) at Lumen Fintech has reached the employer.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Senior Frontend Engineer (React)' }).getAttribute('href')).toBe(
      '/job-detail/senior-frontend-engineer-react-bengaluru',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'What happens next' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track in My jobs' }).getAttribute('href')).toBe('/jobsseekers/my-jobs');
  });

  it('still confirms when the job cannot be loaded', async () => {
    signInAs('candidate');
    server.use(http.get('*/client/api/v1/jobs/get/:id', () => failure(500, 'Down')));
    await renderWithRouter(<ApplySuccessPage jobId={JOB_ID} />);
    expect(await screen.findByText('Your application has reached the employer.')).toBeTruthy();
    expect(onFailure).not.toHaveBeenCalled();
  });
});
