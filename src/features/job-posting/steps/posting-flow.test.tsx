import { useRouterState } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getConfirmJobPostMockHandler,
  getConfirmJobPostResponseMock,
  getCreateJobHighlightsMockHandler,
  getCreateJobTypeMockHandler,
  getCreateJobTypeResponseMock,
} from '@generated/api/job-posting/job-posting.msw';
import {
  getGetJobMockHandler,
  getGetJobResponseMock,
  getListSalaryRangesMockHandler,
} from '@generated/api/jobs-discovery/jobs-discovery.msw';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { getSaveFormDataMockHandler, getSaveFormDataResponseMock } from '@generated/api/forms/forms.msw';
import {
  getListCategoriesMockHandler,
  getListMasterItemsMockHandler,
} from '@generated/api/master-data/master-data.msw';
import { getConfirmJobPostUrl } from '@generated/api/job-posting/job-posting';
import { getVerifyJobSlugUrl } from '@generated/api/job-posting/job-posting';
import type {
  CustomField,
  FormDataInput,
  GetJob200,
  Job,
  JobHighlightsInput,
  JobSlugInput,
  JobTypeInput,
} from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { validateJobIdSearch } from '../flow/search';
import { jobPostFormHandler } from '../test/job-post-form-mock';
import { setupPostingTest } from '../test/setup-api';
import { JobPostStep } from './job-post-step';
import { JobTypeStep } from './job-type-step';
import { PostedSuccess } from './posted-success';
import { VerificationStep } from './verification-step';

const { server } = setupPostingTest();

const DRAFT_ID = getCreateJobTypeResponseMock().data._id;

function draft(overrides: Partial<Job> = {}): GetJob200 {
  const base = getGetJobResponseMock();
  return { ...base, data: { ...base.data, status: 'DRAFT', approvalStatus: 1, postedAt: null, ...overrides } };
}

function Routed() {
  const location = useRouterState({ select: (s) => s.location });
  const { jobId } = validateJobIdSearch(location.search);
  if (location.pathname === '/employer/job-type') return <JobTypeStep jobId={jobId} />;
  if (location.pathname === '/employer/job-post') return <JobPostStep jobId={jobId} />;
  if (location.pathname === '/employer/job-post-verification') return <VerificationStep jobId={jobId} />;
  if (location.pathname === '/employer/job-posted-successfull') return <PostedSuccess jobId={jobId} />;
  return <p>at {location.pathname}</p>;
}

/** A board's own required question about the job, shown on the job's page. */
const SHIFT: CustomField = {
  _id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  keyNm: 'shiftPattern',
  label: { en: 'Shift pattern' },
  fieldType: 'text',
  required: true,
  placeholder: null,
  helpText: null,
  options: [],
  multiple: false,
  validation: null,
  isDefault: false,
  sortOrder: 0,
  isPublic: true,
};

function serveMasters() {
  server.use(getListCategoriesMockHandler(), getListMasterItemsMockHandler(), getListSalaryRangesMockHandler());
}

describe('job posting flow', () => {
  it('creates the draft from the job type step and moves on with its id', async () => {
    serveMasters();
    const bodies: JobTypeInput[] = [];
    server.use(
      getCreateJobTypeMockHandler(async ({ request }) => {
        bodies.push((await request.json()) as JobTypeInput);
        return getCreateJobTypeResponseMock();
      }),
      getGetJobMockHandler(draft()),
    );
    const { router } = await renderWithRouter(<Routed />, { path: '/employer/job-type' });
    const category = await screen.findByRole('combobox', { name: /Job category/ });
    await waitFor(() => expect(category.querySelectorAll('option').length).toBeGreaterThan(1));

    fireEvent.click(screen.getByRole('button', { name: 'Save & continue' }));
    expect(await screen.findByText('Choose the type of employment')).toBeTruthy();
    expect(bodies).toHaveLength(0);

    fireEvent.change(screen.getByRole('combobox', { name: /Type of employment/ }), { target: { value: 'CONTRACT' } });
    const firstCategory = category.querySelectorAll('option')[1]?.getAttribute('value') ?? '';
    fireEvent.change(category, { target: { value: firstCategory } });
    fireEvent.click(screen.getByRole('radio', { name: /Hybrid/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save & continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/job-description'));
    expect(router.state.location.search).toEqual({ jobId: DRAFT_ID });
    expect(bodies).toEqual([
      { employmentType: 'CONTRACT', workplaceType: 'HYBRID', categoryId: firstCategory, positionLevelId: null },
    ]);
  });

  it('pre-fills a step from the saved draft when going back', async () => {
    serveMasters();
    server.use(
      getGetJobMockHandler(
        draft({ employmentType: 'INTERNSHIP', workplaceType: 'WFH', category: { id: 'cat-9', nm: 'Design' } }),
      ),
    );
    await renderWithRouter(<Routed />, { path: `/employer/job-type?jobId=${DRAFT_ID}` });
    const employment = await screen.findByRole('combobox', { name: /Type of employment/ });
    expect((employment as HTMLSelectElement).value).toBe('INTERNSHIP');
    expect((screen.getByRole('radio', { name: /Work from home/ }) as HTMLElement).getAttribute('aria-checked')).toBe(
      'true',
    );
    // Saved steps are links in the progress bar; the current one is marked.
    expect(screen.getByRole('link', { name: /Location/ }).getAttribute('href')).toBe(
      `/employer/location?jobId=${DRAFT_ID}`,
    );
    expect(screen.getByText('Job type').closest('[aria-current="step"]')).toBeTruthy();
  });

  it('refuses a minimum salary above the maximum', async () => {
    serveMasters();
    let saved = 0;
    server.use(
      getGetJobMockHandler(draft()),
      getCreateJobHighlightsMockHandler(() => {
        saved += 1;
        return { ...draft(), message: 'Saved' };
      }),
    );
    await renderWithRouter(<Routed />, { path: `/employer/job-post?jobId=${DRAFT_ID}` });
    const min = await screen.findByRole('textbox', { name: 'Minimum salary' });
    expect((screen.getByRole('textbox', { name: /Job title/ }) as HTMLInputElement).value).toBe(
      'Senior Frontend Engineer (React)',
    );
    fireEvent.change(min, { target: { value: '90000' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Maximum salary' }), { target: { value: '50000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save & continue' }));
    expect(await screen.findByText('Maximum salary cannot be less than the minimum')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Maximum salary' }).getAttribute('aria-invalid')).toBe('true');
    expect(saved).toBe(0);
  });

  it('asks the board’s own questions on the Job post step and saves them with the job first', async () => {
    serveMasters();
    const order: string[] = [];
    const sent: FormDataInput[] = [];
    server.use(
      jobPostFormHandler([SHIFT]),
      getGetJobMockHandler(draft()),
      getSaveFormDataMockHandler(async ({ request }) => {
        order.push('details');
        sent.push((await request.json()) as FormDataInput);
        return getSaveFormDataResponseMock();
      }),
      getCreateJobHighlightsMockHandler(() => {
        order.push('step');
        return { ...draft(), message: 'Saved' };
      }),
    );
    const { router } = await renderWithRouter(<Routed />, { path: `/employer/job-post?jobId=${DRAFT_ID}` });
    const shift = await screen.findByRole('textbox', { name: /Shift pattern/ });
    expect(screen.getByRole('group', { name: 'Additional details' })).toBeTruthy();
    expect(screen.getByText('Some of these answers are shown to candidates on the job’s page.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save & continue' }));
    expect(await screen.findByText('Shift pattern is required')).toBeTruthy();
    expect(order).toEqual([]);

    fireEvent.change(shift, { target: { value: 'Four nights on, four off' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save & continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/location'));
    expect(order).toEqual(['details', 'step']);
    expect(sent).toEqual([
      { code: 'job_post', entityId: DRAFT_ID, values: { shiftPattern: 'Four nights on, four off' } },
    ]);
  });

  it('offers the job’s own address where the plan has it, checks it as typed and saves it with the step', async () => {
    serveMasters();
    const settings = getGetTenantSettingsResponseMock();
    const checked: JobSlugInput[] = [];
    const saved: JobHighlightsInput[] = [];
    server.use(
      getGetTenantSettingsMockHandler({
        ...settings,
        data: { ...settings.data, features: [...settings.data.features, 'job_slug_custom'] },
      }),
      getGetJobMockHandler(draft({ slug: 'senior-frontend-engineer-react' })),
      http.post(`*${getVerifyJobSlugUrl()}`, async ({ request }) => {
        const body = (await request.json()) as JobSlugInput;
        checked.push(body);
        return body.slug === 'taken-address'
          ? HttpResponse.json({ code: 'ERROR', message: 'Slug is taken', data: null }, { status: 409 })
          : HttpResponse.json({
              code: 'SUCCESS',
              message: 'Slug is available',
              data: { slug: body.slug, available: true },
            });
      }),
      getCreateJobHighlightsMockHandler(async ({ request }) => {
        saved.push((await request.json()) as JobHighlightsInput);
        return { ...draft(), message: 'Saved' };
      }),
    );
    const { router } = await renderWithRouter(<Routed />, { path: `/employer/job-post?jobId=${DRAFT_ID}` });
    const address = await screen.findByRole('textbox', { name: 'Job address' });
    expect((address as HTMLInputElement).value).toBe('senior-frontend-engineer-react');

    fireEvent.change(address, { target: { value: 'Taken-Address' } });
    expect(await screen.findByText('Another job of this board already uses this address')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save & continue' }));
    expect(saved).toEqual([]);

    fireEvent.change(address, { target: { value: 'a--b' } });
    expect(await screen.findByText('Use lower-case letters and digits, words joined by single hyphens')).toBeTruthy();

    fireEvent.change(address, { target: { value: 'frontend-lead-bengaluru' } });
    expect(await screen.findByText(/Free to use: .*\/job-detail\/frontend-lead-bengaluru/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save & continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/location'));
    expect(saved.map((b) => b.slug)).toEqual(['frontend-lead-bengaluru']);
    // The malformed address was never sent to be checked; the job's own id was sent with each check.
    expect(checked.map((c) => c.slug)).toEqual(['taken-address', 'frontend-lead-bengaluru']);
    expect(checked.every((c) => c.jobId === DRAFT_ID)).toBe(true);
  });

  it('leaves the address to the title where the plan does not have it', async () => {
    serveMasters();
    const saved: JobHighlightsInput[] = [];
    server.use(
      getGetJobMockHandler(draft()),
      getCreateJobHighlightsMockHandler(async ({ request }) => {
        saved.push((await request.json()) as JobHighlightsInput);
        return { ...draft(), message: 'Saved' };
      }),
    );
    await renderWithRouter(<Routed />, { path: `/employer/job-post?jobId=${DRAFT_ID}` });
    await screen.findByRole('textbox', { name: /Job title/ });
    expect(screen.queryByRole('textbox', { name: 'Job address' })).toBeNull();
  });

  it('points a refused post back to the Job post step when the board’s questions need answers', async () => {
    const message = 'Shift pattern is required';
    server.use(
      getGetJobMockHandler(() => draft()),
      http.post(`*${getConfirmJobPostUrl()}`, () =>
        HttpResponse.json(
          { code: 'ERROR', message, data: { fields: [{ field: 'values.shiftPattern', message }] } },
          { status: 400 },
        ),
      ),
    );
    await renderWithRouter(<Routed />, { path: `/employer/job-post-verification?jobId=${DRAFT_ID}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm & post' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Answer them on the Job post step' }).getAttribute('href')).toBe(
      `/employer/job-post?jobId=${DRAFT_ID}`,
    );
  });

  it('shows a used-up job quota with an upgrade link instead of posting', async () => {
    const message = 'Your plan allows 3 open jobs at a time and all are in use. Close one or upgrade your plan.';
    server.use(
      getGetJobMockHandler(() => draft()),
      http.post(`*${getConfirmJobPostUrl()}`, () =>
        HttpResponse.json({ code: 'LIMIT_OVER', message, data: null }, { status: 403 }),
      ),
    );
    const { router } = await renderWithRouter(<Routed />, {
      path: `/employer/job-post-verification?jobId=${DRAFT_ID}`,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm & post' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Upgrade plan' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/employer/job-post-verification');
  });

  it('shows the summary, confirms the post and lands on the success page', async () => {
    const confirmed: unknown[] = [];
    server.use(
      // The server answers with the posted job once it has been confirmed.
      getGetJobMockHandler(() => (confirmed.length ? getConfirmJobPostResponseMock() : draft())),
      getConfirmJobPostMockHandler(async ({ request }) => {
        confirmed.push(await request.json());
        return getConfirmJobPostResponseMock();
      }),
    );
    const { router } = await renderWithRouter(<Routed />, {
      path: `/employer/job-post-verification?jobId=${DRAFT_ID}`,
    });
    expect(await screen.findByText('Senior Frontend Engineer (React)')).toBeTruthy();
    expect(screen.getByText('Bengaluru, Karnataka, India')).toBeTruthy();
    // No answers to the board's own questions, no section for them.
    expect(screen.queryByText('Additional details')).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit location' }).getAttribute('href')).toBe(
      `/employer/location?jobId=${DRAFT_ID}`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Confirm & post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/job-posted-successfull'));
    expect(confirmed).toEqual([{ jobId: DRAFT_ID }]);
    const posted = getConfirmJobPostResponseMock().data;
    expect(await screen.findByRole('heading', { level: 1, name: 'Your job is live' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My jobs' }).getAttribute('href')).toBe('/employer/my-jobs');
    expect(screen.getByRole('link', { name: 'View job' }).getAttribute('href')).toBe(
      `/job-detail/${posted.slug ?? ''}`,
    );
    expect(screen.getByRole('link', { name: 'Post another job' }).getAttribute('href')).toBe('/employer/job-type');
  });
});
