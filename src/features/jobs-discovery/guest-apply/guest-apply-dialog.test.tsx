import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  getApplyToJobAsGuestMockHandler,
  getApplyToJobAsGuestResponseMock,
} from '@generated/api/applying/applying.msw';
import { getUploadGuestFileMockHandler } from '@generated/api/files/files.msw';
import type { GuestApplyInput, Job } from '@generated/api/model';
import { getGetJobResponseMock } from '@generated/api/jobs-discovery/jobs-discovery.msw';
import { renderWithRouter } from '@/test/render';
import { aJob, envelope } from '../test/fixtures';
import { setupDiscoveryTest } from '../test/setup-api';
import { GuestApplyDialog } from './guest-apply-dialog';

const { server, onFailure } = setupDiscoveryTest();

// jsdom has no CSS.escape; the form engine uses it to focus the first invalid field.
if (typeof CSS === 'undefined' || !CSS.escape)
  Object.assign(globalThis, {
    CSS: {
      ...(globalThis as { CSS?: object }).CSS,
      escape: (v: string) => v.replace(/[^A-Za-z0-9_-]/g, (c) => `\\${c}`),
    },
  });
const ID = '2e815d37-448b-4a9e-b823-130fe2d5d95a';
const RESUME = { uri: '/files/guest/meera-cv.pdf', name: 'Meera_Iyer_CV.pdf', mimeType: 'application/pdf', size: 4096 };

function serve() {
  const sent: GuestApplyInput[] = [];
  server.use(
    getUploadGuestFileMockHandler(envelope(RESUME)),
    getApplyToJobAsGuestMockHandler(async ({ request }) => {
      sent.push((await request.json()) as GuestApplyInput);
      return getApplyToJobAsGuestResponseMock();
    }),
  );
  return sent;
}

async function renderDialog(job: Partial<Job> = {}) {
  const onClose = vi.fn();
  const result = await renderWithRouter(
    <GuestApplyDialog job={aJob({ questions: [], ...job })} opened onClose={onClose} />,
    { path: '/job-detail/senior-frontend-engineer-react-bengaluru' },
  );
  return { ...result, onClose };
}

function fillDetails() {
  fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: '  Meera   Iyer ' } });
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'meera.iyer@yahoo.co.in' } });
  fireEvent.change(screen.getByLabelText(/Country code/), { target: { value: '+91' } });
  fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: '91765 43210' } });
}

async function uploadResume() {
  const file = new File(['%PDF-1.4'], 'Meera_Iyer_CV.pdf', { type: 'application/pdf' });
  fireEvent.change(screen.getByLabelText('Resume: choose a file'), { target: { files: [file] } });
  await screen.findByText('Meera_Iyer_CV.pdf');
}

describe('guest apply', () => {
  it('sends the guest details, resume and an empty honeypot, then explains how to claim the application', async () => {
    const sent = serve();
    await renderDialog();
    fillDetails();
    await uploadResume();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      jobId: ID,
      name: 'Meera Iyer',
      email: 'meera.iyer@yahoo.co.in',
      countryCode: '+91',
      mobNo: '9176543210',
      resumeUri: RESUME.uri,
      answers: {},
      website: '',
    });
    const status = await screen.findByRole('status');
    expect(within(status).getByText('meera.iyer@yahoo.co.in')).toBeTruthy();
    expect(within(status).getByRole('link', { name: 'Register to claim it' }).getAttribute('href')).toBe(
      '/jobsseekers/register',
    );
  });

  it('keeps the honeypot away from people and assistive technology', async () => {
    serve();
    await renderDialog();
    const honeypot = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });

  it('says what is missing or wrong before sending anything', async () => {
    const sent = serve();
    await renderDialog();
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: '.meera@yahoo' } });
    fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Please enter your full name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Use 5 to 15 digits, without the country code.')).toBeTruthy();
    expect(screen.getByText('Please upload your resume.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Full name/));
    expect(sent).toHaveLength(0);
  });

  it('asks the job questions and sends the answers', async () => {
    const sent = serve();
    await renderDialog({ questions: getGetJobResponseMock().data.questions.slice(0, 1) });
    fillDetails();
    await uploadResume();
    const notice = await screen.findByLabelText(/What is your notice period, in days\?/, undefined, {
      timeout: 10_000,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(notice.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toHaveLength(0);
    fireEvent.change(notice, { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.answers).toEqual({ noticePeriodDays: 60 });
  });

  it('tells a guest who applied before with the same e-mail (409)', async () => {
    serve();
    server.use(
      http.post('*/client/api/v1/userjobs/guestuser-applyJob', () =>
        HttpResponse.json({ code: 'ALREADY_EXIST', message: 'Already applied', data: null }, { status: 409 }),
      ),
    );
    await renderDialog();
    fillDetails();
    await uploadResume();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('An application from meera.iyer@yahoo.co.in to this job has already been sent.'),
    ).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'create an account' })).toBeTruthy();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('says when the job stopped taking applications', async () => {
    serve();
    server.use(
      http.post('*/client/api/v1/userjobs/guestuser-applyJob', () =>
        HttpResponse.json(
          { code: 'ERROR', message: 'This job is no longer accepting applications', data: null },
          { status: 400 },
        ),
      ),
    );
    await renderDialog();
    fillDetails();
    await uploadResume();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(
      within(await screen.findByRole('alert')).getByText('This job is no longer accepting applications'),
    ).toBeTruthy();
  });

  it('says why the resume upload failed', async () => {
    serve();
    server.use(
      http.post('*/client/api/v1/files/guest/upload', () =>
        HttpResponse.json({ code: 'ERROR', message: 'Payload too large', data: null }, { status: 413 }),
      ),
    );
    await renderDialog();
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Resume: choose a file'), { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is larger than 25 MB. Please choose a smaller one.',
    );
  });
});
