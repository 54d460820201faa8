import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getCreateGuestRedirectApplicationMockHandler,
  getCreateJobTrackMockHandler,
  getCreateJobTrackResponseMock,
  getCreateRedirectApplicationMockHandler,
  getSetJobLikeMockHandler,
} from '@generated/api/applying/applying.msw';
import { getListApplicationsMockHandler, getListApplicationsResponseMock } from '@generated/api/pipeline/pipeline.msw';
import { getMarkInvitationOpenedMockHandler } from '@generated/api/employer-candidates/employer-candidates.msw';
import {
  getGetGuestJobMockHandler,
  getGetJobMockHandler,
  getListJobsMockHandler,
} from '@generated/api/jobs-discovery/jobs-discovery.msw';
import type { ApplicationListQuery, Job, JobLikeInput, JobTrackInput, SimilarJobsQuery } from '@generated/api/model';
import { getListSimilarJobsMockHandler } from '@generated/api/jobs-discovery/jobs-discovery.msw';
import { renderWithRouter } from '@/test/render';
import { aJob, aJobSummary, envelope, jobList } from '../test/fixtures';
import { setupDiscoveryTest, signInAs } from '../test/setup-api';
import { JobDetailPage } from './job-detail-page';

const { server } = setupDiscoveryTest();

// Signed in, the page asks the recommender for similar jobs: none unless a test says otherwise.
beforeEach(() => server.use(getListSimilarJobsMockHandler(envelope([]))));

const SLUG = 'senior-frontend-engineer-react-bengaluru';
const ID = '2e815d37-448b-4a9e-b823-130fe2d5d95a';
const FUTURE = '2099-01-01T00:00:00.000Z';

/** Serves one job to guests (and counts the calls) and an empty similar-jobs list. */
function serveGuestJob(overrides: Partial<Job> = {}) {
  const calls: string[] = [];
  server.use(
    getGetGuestJobMockHandler(({ params }) => {
      calls.push(String(params.id));
      return envelope(aJob({ expiresAt: FUTURE, ...overrides }));
    }),
    getListJobsMockHandler(jobList([])),
  );
  return calls;
}

async function renderJob(idOrSlug = SLUG, canonicalize = true) {
  return renderWithRouter(<JobDetailPage idOrSlug={idOrSlug} canonicalize={canonicalize} />, {
    path: `/job-detail/${idOrSlug}`,
  });
}

describe('job detail', () => {
  it('shows the board’s own details of the job that the server sends as public', async () => {
    serveGuestJob({
      formValues: {
        fields: [
          {
            _id: '6d7e8f9a-0b1c-4d2e-8f3a-4b5c6d7e8f01',
            keyNm: 'travelRequired',
            label: { en: 'Travel required' },
            fieldType: 'toggle',
            required: false,
            isDefault: false,
            sortOrder: 0,
            isPublic: true,
          },
        ],
        values: { travelRequired: true },
        formerAnswers: [],
      },
    });
    await renderJob();
    const more = await screen.findByRole('region', { name: 'More about this job' });
    expect(within(more).getByText('Travel required').nextElementSibling?.textContent).toBe('Yes');
  });

  it('has no section for the board’s own details when the job has none to show', async () => {
    serveGuestJob();
    await renderJob();
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Frontend Engineer (React)' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'More about this job' })).toBeNull();
  });

  it('shows the whole job and names the browser tab after it', async () => {
    serveGuestJob();
    await renderJob();
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Frontend Engineer (React)' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Senior Frontend Engineer (React)'));
    const overview = screen.getByRole('region', { name: 'Job overview' });
    expect(within(overview).getByText('₹24,00,000 – ₹36,00,000 a year')).toBeTruthy();
    expect(within(overview).getByText('4–8 years')).toBeTruthy();
    expect(within(overview).getByText('Bengaluru, Karnataka, India')).toBeTruthy();
    expect(within(overview).getByText('B.Tech / B.E.')).toBeTruthy();
    expect(screen.getByText('Own the merchant onboarding flow end to end')).toBeTruthy();
    expect(screen.getByText('Mentor two mid-level engineers')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Skills' })).getByText('GraphQL')).toBeTruthy();
    expect(screen.getByText('Employee stock options')).toBeTruthy();
    expect(screen.getByText('Urgently hiring')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'About the company' })).getByText(/Bengaluru-based payments/),
    ).toBeTruthy();
  });

  it('renders the description without scripts, style blocks or event handlers', async () => {
    serveGuestJob({
      description:
        '<p>We build <strong>payments</strong>.</p><script>window.__hacked = true</script><style>body{display:none}</style><img src="x.png" onerror="window.__hacked = true">',
    });
    await renderJob();
    const description = await screen.findByTestId('job-description');
    expect(within(description).getByText('payments').tagName).toBe('STRONG');
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('style')).toBeNull();
    expect(description.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(description.innerHTML).not.toContain('display:none');
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
  });

  it('lets a guest apply to an open job in a dialog', async () => {
    serveGuestJob();
    await renderJob();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    // The dialog's code loads on first use.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Apply for Senior Frontend Engineer (React)' },
      { timeout: 10_000 },
    );
    expect(within(dialog).getByLabelText(/Full name/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to save this job' }).getAttribute('href')).toBe(
      '/jobsseekers/login',
    );
  });

  it('disables applying to a closed job and says why', async () => {
    serveGuestJob({ status: 'CLOSED' });
    await renderJob();
    const button = await screen.findByRole('button', { name: 'Closed' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('This position has been closed and no longer takes applications.');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.getAllByText('Closed')).toHaveLength(2);
  });

  it('disables applying once the expiry date has passed', async () => {
    serveGuestJob({ expiresAt: '2020-01-01T00:00:00.000Z' });
    await renderJob();
    const button = await screen.findByRole('button', { name: 'Closed' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('This job has expired.')).toBeTruthy();
  });

  it('opens the redirect URL from the redirect call in a new tab, then calls back after a second', async () => {
    const redirectUrl = 'https://careers.lumenfintech.in/apply/fe-2026';
    const calls = serveGuestJob({ redirectUrl, questions: [] });
    const recorded: URLSearchParams[] = [];
    server.use(
      getCreateGuestRedirectApplicationMockHandler(({ request }) => {
        recorded.push(new URL(request.url).searchParams);
        return envelope({ redirectUrl, applicationId: null });
      }),
    );
    const tab = { opener: {}, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    try {
      await renderJob();
      const apply = await screen.findByRole('button', { name: 'Apply on company site' });
      expect(document.getElementById(apply.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        "Opens the employer's site in a new tab.",
      );
      fireEvent.click(apply);
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(tab.opener).toBeNull();
      await waitFor(() => expect(tab.location.href).toBe(redirectUrl));
      expect(recorded).toHaveLength(1);
      expect(recorded[0]?.get('jobId')).toBe(ID);
      expect(recorded[0]?.get('jobTitle')).toBe('Senior Frontend Engineer (React)');
      expect(recorded[0]?.get('origin')).toBe(window.location.origin);
      expect(recorded[0]?.get('redirectUrl')).toBe(redirectUrl);
      // The callback refreshes the job a second later.
      const before = calls.length;
      await waitFor(() => expect(calls.length).toBeGreaterThan(before), { timeout: 2500 });
    } finally {
      open.mockRestore();
    }
  });

  it('records a signed-in candidate with their e-mail and still opens the page when the call fails', async () => {
    signInAs('candidate');
    const redirectUrl = 'https://careers.lumenfintech.in/apply/fe-2026';
    const recorded: URLSearchParams[] = [];
    server.use(
      getGetJobMockHandler(envelope(aJob({ expiresAt: FUTURE, redirectUrl, isApplied: false, isSaved: false }))),
      getListJobsMockHandler(jobList([])),
      getCreateJobTrackMockHandler(),
      getCreateRedirectApplicationMockHandler(({ request }) => {
        recorded.push(new URL(request.url).searchParams);
        throw HttpResponse.json({ code: 'ERROR', message: 'Not in your plan', data: null }, { status: 403 });
      }),
    );
    const tab = { opener: {}, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    try {
      await renderJob(ID, false);
      fireEvent.click(await screen.findByRole('button', { name: 'Apply on company site' }));
      await waitFor(() => expect(tab.location.href).toBe(redirectUrl));
      expect(recorded[0]?.get('email')).toBe('meera.iyer@example.in');
    } finally {
      open.mockRestore();
    }
  });

  it('only logs a redirect without a job id', async () => {
    const { useRedirectApply, MISSING_JOB_ID_MESSAGE } = await import('@/lib/applying/use-redirect-apply');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const open = vi.spyOn(window, 'open');
    let start: ((job: { _id?: string | null }) => void) | undefined;
    function Probe() {
      start = useRedirectApply().start;
      return null;
    }
    try {
      await renderWithRouter(<Probe />);
      start?.({ _id: null });
      expect(error).toHaveBeenCalledWith(MISSING_JOB_ID_MESSAGE);
      expect(open).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
      open.mockRestore();
    }
  });

  it('says so when the job does not exist', async () => {
    server.use(
      http.get('*/client/api/v1/jobs/get/guest/:id', () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'Job not found', data: null }, { status: 404 }),
      ),
    );
    await renderJob('no-such-job');
    expect(await screen.findByText('This job is not available')).toBeTruthy();
  });

  it('moves an id URL to the slug URL without loading the job twice', async () => {
    const calls = serveGuestJob();
    const { router } = await renderJob(ID);
    await screen.findByRole('heading', { level: 1, name: 'Senior Frontend Engineer (React)' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/job-detail/${SLUG}`));
    expect(calls).toEqual([ID]);
  });

  it('gives a signed-in candidate the apply page and a save button', async () => {
    signInAs('candidate');
    let jobCalls = 0;
    const likes: JobLikeInput[] = [];
    const tracks: JobTrackInput[] = [];
    const similarQueries: SimilarJobsQuery[] = [];
    server.use(
      getCreateJobTrackMockHandler(async ({ request }) => {
        tracks.push((await request.json()) as JobTrackInput);
        return getCreateJobTrackResponseMock();
      }),
      getGetJobMockHandler(() => {
        jobCalls += 1;
        return envelope(aJob({ expiresAt: FUTURE, isApplied: false, isSaved: false }));
      }),
      getListSimilarJobsMockHandler(async ({ request }) => {
        similarQueries.push((await request.json()) as SimilarJobsQuery);
        return envelope([
          { job: aJobSummary({ _id: ID, title: 'This very job' }), score: 99, reasons: [] },
          { job: aJobSummary({ _id: 'b1c2', title: 'Frontend Engineer, Payments' }), score: 80, reasons: [] },
        ]);
      }),
      getSetJobLikeMockHandler(async ({ request }) => {
        likes.push((await request.json()) as JobLikeInput);
        return envelope({
          _id: 'c0ffee00-0000-4000-8000-000000000001',
          jobId: ID,
          job: aJobSummary(),
          liked: true,
          savedAt: '2026-03-15T07:10:00.000Z',
          viewCount: 1,
          lastViewedAt: '2026-03-15T07:08:00.000Z',
          isLive: true,
        });
      }),
    );
    await renderJob(ID, false);
    const apply = await screen.findByRole('link', { name: 'Apply' });
    expect(apply.getAttribute('href')).toBe(`/jobsseekers/apply-job?jobId=${ID}`);
    expect(screen.getByRole('link', { name: 'Quick apply with your profile' }).getAttribute('href')).toBe(
      `/jobsseekers/quick-apply-job?jobId=${ID}`,
    );
    // jobs/get/{id} records the candidate's view itself; the page sends no second view track.
    expect(tracks).toEqual([]);
    // Signed in, similar jobs come from the recommender, never the job itself.
    expect(await screen.findByRole('heading', { name: 'Frontend Engineer, Payments' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'This very job' })).toBeNull();
    expect(similarQueries).toEqual([{ jobId: ID, limit: 4 }]);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(likes).toEqual([{ jobId: ID, liked: true }]));
    expect((await screen.findByRole('button', { name: 'Saved' })).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(jobCalls).toBe(2));
  });

  it('shows an applied candidate that they have applied, with the status of the application', async () => {
    signInAs('candidate');
    const queries: ApplicationListQuery[] = [];
    const example = getListApplicationsResponseMock();
    const [listed] = example.data.items;
    if (!listed) throw new Error('The contract example lists an application');
    const other = { ...listed, _id: 'a0', status: 'HIRED' as const };
    const mine = { ...listed, job: { ...listed.job, _id: ID }, status: 'IN_INTERVIEW' as const };
    server.use(
      getGetJobMockHandler(envelope(aJob({ expiresAt: FUTURE, isApplied: true, isSaved: true }))),
      getListJobsMockHandler(jobList([])),
      getCreateJobTrackMockHandler(),
      getListApplicationsMockHandler(async ({ request }) => {
        queries.push((await request.json()) as ApplicationListQuery);
        return { ...example, data: { ...example.data, items: [other, mine] } };
      }),
    );
    await renderJob(ID, false);
    const button = await screen.findByRole('button', { name: 'Applied' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('Status: In-interview')).toBeTruthy();
    expect(queries[0]).toMatchObject({ jobId: ID, page: 1 });
    expect(screen.getByRole('link', { name: 'View in My jobs' }).getAttribute('href')).toBe('/jobsseekers/my-jobs');
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
  });

  it('tells the server once that an invited candidate opened the invitation', async () => {
    signInAs('candidate');
    const opened: unknown[] = [];
    server.use(
      getGetJobMockHandler(envelope(aJob({ expiresAt: FUTURE, isApplied: false, isSaved: false }))),
      getListJobsMockHandler(jobList([])),
      getCreateJobTrackMockHandler(),
      getMarkInvitationOpenedMockHandler(async ({ request }) => {
        opened.push(await request.json());
        return { code: 'SUCCESS', message: 'Invitation opened', data: { affected: 1 } };
      }),
    );
    const invitationId = '7e2d4c1a-9b8f-4a6e-8d3c-2b1a0f9e8d7c';
    await renderWithRouter(<JobDetailPage idOrSlug={ID} invitationId={invitationId} />, {
      path: `/jobsseekers/job-detail?id=${ID}&invitation=${invitationId}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Frontend Engineer (React)' })).toBeTruthy();
    await waitFor(() => expect(opened).toEqual([{ invitationId }]));
  });
});
