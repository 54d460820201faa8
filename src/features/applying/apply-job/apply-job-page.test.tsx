import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getApplyToJobMockHandler } from '@generated/api/applying/applying.msw';
import { getGetCandidateProfileMockHandler } from '@generated/api/candidate-profile/candidate-profile.msw';
import { getUploadFileMockHandler } from '@generated/api/files/files.msw';
import { getGetJobMockHandler } from '@generated/api/jobs-discovery/jobs-discovery.msw';
import type { ApplyJobInput, Job } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { aJob, anApplication, aProfile, envelope, exampleQuestions, failure, JOB_ID, present } from '../test/fixtures';
import { setupApplyingTest, signInAs } from '../test/setup-api';
import { ApplyJobPage } from './apply-job-page';

const { server, onFailure } = setupApplyingTest();

const PROFILE_RESUME = present(aProfile().resume);

function serve({ job = {}, profile = {} }: { job?: Partial<Job>; profile?: Parameters<typeof aProfile>[0] } = {}) {
  const sent: ApplyJobInput[] = [];
  server.use(
    getGetJobMockHandler(envelope(aJob(job))),
    getGetCandidateProfileMockHandler(envelope(aProfile(profile))),
    getApplyToJobMockHandler(async ({ request }) => {
      sent.push((await request.json()) as ApplyJobInput);
      return envelope(anApplication());
    }),
  );
  return sent;
}

async function renderApply(jobId: string | undefined = JOB_ID) {
  signInAs('candidate');
  return renderWithRouter(<ApplyJobPage jobId={jobId} />, { path: `/jobsseekers/apply-job?jobId=${jobId ?? ''}` });
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const pdf = (name = 'Meera_Iyer.pdf', size = 2048) => {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Upload a resume: choose a file'), { target: { files: [file] } });

describe('apply to a job', () => {
  it('sends the profile resume and the cover letter, then shows the success page', async () => {
    const sent = serve();
    const { router } = await renderApply();
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply for this job' })).toBeTruthy();
    expect(screen.getByText('Senior Frontend Engineer (React)')).toBeTruthy();
    expect((screen.getByLabelText(`My profile resume: ${PROFILE_RESUME.name}`) as HTMLInputElement).checked).toBe(true);
    next();
    fireEvent.change(await screen.findByLabelText('Cover letter'), {
      target: { value: '  I have shipped accessible React apps for six years.  ' },
    });
    next();
    const resume = await screen.findByRole('region', { name: 'Resume' });
    expect(within(resume).getByText(PROFILE_RESUME.name)).toBeTruthy();
    expect(screen.getByText('I have shipped accessible React apps for six years.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobsseekers/apply-job-successfully'));
    expect(router.state.location.search).toEqual({ jobId: JOB_ID });
    expect(sent).toEqual([
      {
        jobId: JOB_ID,
        resumeUri: PROFILE_RESUME.uri,
        answers: {},
        coverLetter: 'I have shipped accessible React apps for six years.',
        source: 'direct',
      },
    ]);
  });

  it('uploads a resume when the profile has none and sends its uri', async () => {
    const sent = serve({ profile: { resume: null } });
    const uploads: string[] = [];
    server.use(
      getUploadFileMockHandler(async ({ request }) => {
        uploads.push(String((await request.formData()).get('purpose')));
        return envelope({
          uri: '/files/abc-meera.pdf',
          name: 'Meera_Iyer.pdf',
          mimeType: 'application/pdf',
          size: 2048,
        });
      }),
    );
    await renderApply();
    await screen.findByRole('heading', { level: 1, name: 'Apply for this job' });
    next();
    expect((await screen.findByRole('alert')).textContent).toBe('Please upload your resume to continue.');
    choose(pdf());
    expect(await screen.findByText('Meera_Iyer.pdf')).toBeTruthy();
    expect(uploads).toEqual(['resume']);
    next();
    next();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ resumeUri: '/files/abc-meera.pdf', source: 'direct' });
    expect(sent[0]).not.toHaveProperty('coverLetter');
  });

  it('refuses a wrong or too large file before sending it', async () => {
    serve({ profile: { resume: null } });
    let uploads = 0;
    server.use(getUploadFileMockHandler(() => ((uploads += 1), envelope(present(aProfile().resume)))));
    await renderApply();
    await screen.findByRole('heading', { level: 1, name: 'Apply for this job' });
    choose(new File(['x'], 'photo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose a PDF, DOC or DOCX file.');
    choose(pdf('big.pdf', 26_214_401));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is larger than 25 MB. Please choose a smaller one.',
    );
    expect(uploads).toBe(0);
  });

  it('says why an upload failed and keeps the applicant on the step', async () => {
    serve({ profile: { resume: null } });
    server.use(
      http.post('*/client/api/v1/files/upload', () =>
        HttpResponse.json({ code: 'ERROR', message: 'Unsupported file', data: null }, { status: 415 }),
      ),
    );
    await renderApply();
    await screen.findByRole('heading', { level: 1, name: 'Apply for this job' });
    choose(pdf());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is not a PDF, DOC or DOCX document. Please choose another one.',
    );
    expect(onFailure).not.toHaveBeenCalled();
    next();
    expect(screen.getByRole('heading', { level: 2, name: 'Resume' })).toBeTruthy();
  });

  it('asks the job questions, holds the step until required ones are answered, and sends the answers', async () => {
    const sent = serve({ job: { questions: exampleQuestions() } });
    await renderApply();
    await screen.findByRole('heading', { level: 1, name: 'Apply for this job' });
    next();
    // The form engine loads lazily on first use.
    const notice = await screen.findByLabelText(/What is your notice period, in days\?/, undefined, {
      timeout: 10_000,
    });
    next();
    expect(await screen.findByRole('heading', { level: 2, name: 'Questions' })).toBeTruthy();
    await waitFor(() => expect(notice.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(notice, { target: { value: '30' } });
    const office = screen.getByRole('combobox', { name: /three days a week/ });
    fireEvent.change(office, { target: { value: 'yes' } });
    next();
    expect(await screen.findByRole('heading', { level: 2, name: 'Cover letter' })).toBeTruthy();
    next();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.answers).toEqual({ noticePeriodDays: 30, officeDays: 'yes' });
  });

  it('turns a duplicate application (409) into the already-applied state', async () => {
    serve();
    server.use(http.post('*/client/api/v1/userjobs/create', () => failure(409, 'Already applied', 'ALREADY_EXIST')));
    await renderApply();
    await screen.findByRole('heading', { level: 1, name: 'Apply for this job' });
    next();
    next();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You have already applied' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My jobs' }).getAttribute('href')).toBe('/jobsseekers/my-jobs');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('says the job stopped taking applications when the server refuses it as not live', async () => {
    serve();
    server.use(
      http.post('*/client/api/v1/userjobs/create', () => failure(400, 'This job is no longer accepting applications')),
    );
    await renderApply();
    await screen.findByRole('heading', { level: 1, name: 'Apply for this job' });
    next();
    next();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This job is no longer accepting applications' }),
    ).toBeTruthy();
  });

  it('keeps other failures on the summary with the server message', async () => {
    serve();
    server.use(http.post('*/client/api/v1/userjobs/create', () => failure(500, 'Database unavailable')));
    await renderApply();
    await screen.findByRole('heading', { level: 1, name: 'Apply for this job' });
    next();
    next();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeTruthy();
  });

  it('offers the upgrade when the plan has no application left (403 LIMIT_OVER)', async () => {
    serve();
    const message = "Your plan's 100 applications are used up. Upgrade your plan to apply to more jobs.";
    server.use(http.post('*/client/api/v1/userjobs/create', () => failure(403, message, 'LIMIT_OVER')));
    await renderApply();
    await screen.findByRole('heading', { level: 1, name: 'Apply for this job' });
    next();
    next();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    const prompt = await screen.findByTestId('upgrade-prompt');
    expect(within(prompt).getByText("Your plan's applications are used up")).toBeTruthy();
    expect(within(prompt).getByText(message)).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe(
      '/jobsseekers/pricing-and-plans',
    );
    expect(screen.queryByText('Your application was not sent')).toBeNull();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it.each([
    [{ status: 'CLOSED' as const }, 'This position has been closed and no longer takes applications.'],
    [{ expiresAt: '2020-01-01T00:00:00.000Z' }, 'This job has expired.'],
  ])('shows a job that is not live without the form (%o)', async (job, reason) => {
    serve({ job });
    await renderApply();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This job is no longer accepting applications' }),
    ).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('shows a job already applied to as such', async () => {
    serve({ job: { isApplied: true } });
    await renderApply();
    expect(await screen.findByRole('heading', { level: 1, name: 'You have already applied' })).toBeTruthy();
  });

  it('says when the job does not exist, and when no job was chosen', async () => {
    server.use(
      http.get('*/client/api/v1/jobs/get/:id', () => failure(404, 'Job not found')),
      getGetCandidateProfileMockHandler(envelope(aProfile())),
    );
    await renderApply();
    expect(await screen.findByRole('heading', { level: 1, name: 'This job is not available' })).toBeTruthy();
  });

  it('asks which job when the link has none', async () => {
    signInAs('candidate');
    await renderWithRouter(<ApplyJobPage />, { path: '/jobsseekers/apply-job' });
    expect(screen.getByRole('heading', { level: 1, name: 'Which job would you like to apply to?' })).toBeTruthy();
  });
});
