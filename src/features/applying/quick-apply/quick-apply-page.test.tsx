import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getApplyToJobMockHandler } from '@generated/api/applying/applying.msw';
import { getGetCandidateProfileMockHandler } from '@generated/api/candidate-profile/candidate-profile.msw';
import { getGetJobMockHandler } from '@generated/api/jobs-discovery/jobs-discovery.msw';
import type { ApplyJobInput, Job } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { aJob, anApplication, aProfile, envelope, exampleQuestions, failure, JOB_ID, present } from '../test/fixtures';
import { setupApplyingTest, signInAs } from '../test/setup-api';
import { QuickApplyPage } from './quick-apply-page';

const { server } = setupApplyingTest();

function serve(job: Partial<Job> = {}, profile: Parameters<typeof aProfile>[0] = {}) {
  const sent: ApplyJobInput[] = [];
  server.use(
    getGetJobMockHandler(envelope(aJob(job))),
    getGetCandidateProfileMockHandler(envelope(aProfile(profile))),
    getApplyToJobMockHandler(async ({ request }) => {
      sent.push((await request.json()) as ApplyJobInput);
      return envelope(anApplication({ source: 'quick_apply' }));
    }),
  );
  return sent;
}

const render = (jobId: string | undefined = JOB_ID) =>
  renderWithRouter(<QuickApplyPage jobId={jobId} />, { path: `/jobsseekers/quick-apply-job?jobId=${JOB_ID}` });

describe('quick apply', () => {
  it('applies in one step with the profile and its resume', async () => {
    signInAs('candidate');
    const sent = serve();
    const { router } = await render();
    const profile = await screen.findByRole('region', { name: 'From your profile' });
    expect(within(profile).getByText('Priya Sharma')).toBeTruthy();
    expect(within(profile).getByText('+91 9823012345')).toBeTruthy();
    expect(within(profile).getByText('Priya_Sharma_Resume.pdf')).toBeTruthy();
    expect(screen.queryByRole('region', { name: "The employer's questions" })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobsseekers/apply-job-successfully'));
    expect(sent).toEqual([
      { jobId: JOB_ID, resumeUri: present(aProfile().resume).uri, answers: {}, source: 'quick_apply' },
    ]);
  });

  it('falls back to the questions when the job has required ones', async () => {
    signInAs('candidate');
    const sent = serve({ questions: exampleQuestions() });
    await render();
    const notice = await screen.findByLabelText(/What is your notice period, in days\?/, undefined, {
      timeout: 10_000,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(notice.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toHaveLength(0);
    fireEvent.change(notice, { target: { value: '45' } });
    fireEvent.change(screen.getByRole('combobox', { name: /three days a week/ }), { target: { value: 'no' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.answers).toEqual({ noticePeriodDays: 45, officeDays: 'no' });
  });

  it('asks for a resume when the profile has none', async () => {
    signInAs('candidate');
    const sent = serve({}, { resume: null });
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Send application' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please upload your resume to apply.');
    expect(sent).toHaveLength(0);
  });

  it('offers the full application when quick apply is not in the plan (403)', async () => {
    signInAs('candidate');
    serve();
    server.use(
      http.post('*/client/api/v1/userjobs/create', () => failure(403, 'Quick apply is not available on this plan')),
    );
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Send application' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Quick apply is not available on this plan')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Use the full application instead' }).getAttribute('href')).toBe(
      `/jobsseekers/apply-job?jobId=${JOB_ID}`,
    );
  });

  it('offers the upgrade, not the full application, when the plan has no application left', async () => {
    signInAs('candidate');
    serve();
    const message = "Your plan's 1 application is used up. Upgrade your plan to apply to more jobs.";
    server.use(http.post('*/client/api/v1/userjobs/create', () => failure(403, message, 'LIMIT_OVER')));
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Send application' }));
    const prompt = await screen.findByTestId('upgrade-prompt');
    expect(within(prompt).getByText(message)).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'Upgrade plan' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Use the full application instead' })).toBeNull();
  });

  it('shows the already-applied state on 409', async () => {
    signInAs('candidate');
    serve();
    server.use(http.post('*/client/api/v1/userjobs/create', () => failure(409, 'Already applied', 'ALREADY_EXIST')));
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You have already applied' })).toBeTruthy();
  });

  it('asks a guest to log in or apply from the job page', async () => {
    await render();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to quick apply' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/jobsseekers/login');
    expect(screen.getByRole('link', { name: 'View the job' }).getAttribute('href')).toBe(
      `/jobsseekers/job-detail?id=${JOB_ID}`,
    );
  });
});
