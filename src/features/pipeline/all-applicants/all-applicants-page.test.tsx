import { useRouterState } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getCountApplicationsByStatusMockHandler,
  getListApplicantCandidatesMockHandler,
  getListApplicantCandidatesResponseMock,
} from '@generated/api/employer-candidates/employer-candidates.msw';
import { getListJobsMockHandler } from '@generated/api/jobs-discovery/jobs-discovery.msw';
import type { ApplicantCandidate, ApplicantCandidateQuery, StatusCountQuery } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { validateAllApplicantsSearch } from '../shared/search';
import { summary } from '../test/fixtures';
import { setupPipelineTest } from '../test/setup-api';
import { AllApplicantsPage } from './all-applicants-page';

const { server } = setupPipelineTest();

const example = getListApplicantCandidatesResponseMock();
const arjun = example.data.items[0] as ApplicantCandidate;
const meera: ApplicantCandidate = {
  ...arjun,
  candidate: { ...arjun.candidate, _id: 'c-meera', name: 'Meera Nair', headline: 'Data Analyst' },
  applicationCount: 1,
  latestApplication: {
    ...arjun.latestApplication,
    applicationId: 'app-meera',
    jobTitle: 'Data Analyst',
    status: 'APPLIED',
  },
};

function serve(rows: ApplicantCandidate[]) {
  const lists: ApplicantCandidateQuery[] = [];
  const counts: StatusCountQuery[] = [];
  server.use(
    getListJobsMockHandler(),
    getListApplicantCandidatesMockHandler(async ({ request }) => {
      const body = (await request.json()) as ApplicantCandidateQuery;
      lists.push(body);
      const items = rows.filter((r) => !body.status || r.latestApplication.status === body.status);
      return { ...example, data: { items, pagination: { page: 1, limit: 10, total: items.length, totalPages: 1 } } };
    }),
    getCountApplicationsByStatusMockHandler(async ({ request }) => {
      counts.push((await request.json()) as StatusCountQuery);
      return { code: 'SUCCESS', message: 'Success', data: summary({ APPLIED: 4, SHORTLIST: 2, REJECTED: 1 }) };
    }),
  );
  return { lists, counts };
}

function Harness() {
  const search = useRouterState({ select: (s) => validateAllApplicantsSearch(s.location.search) });
  return <AllApplicantsPage search={search} />;
}

describe('all applicants', () => {
  it('lists applicants across jobs with counts per status and links to the application', async () => {
    const { lists, counts } = serve([arjun, meera]);
    await renderWithRouter(<Harness />, { path: '/employer/all-applicant' });
    const table = await screen.findByRole('table', { name: 'Applicants' }, { timeout: 5000 });
    const link = within(table).getByRole('link', { name: 'Meera Nair' });
    expect(link.getAttribute('href')).toBe('/employer/response-detail?userJobId=app-meera');
    expect(within(table).getByText('Senior Backend Engineer')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('tab', { name: /^All/ })).getByText('7')).toBeTruthy());
    expect(within(screen.getByRole('tab', { name: /^Shortlist/ })).getByText('2')).toBeTruthy();
    expect(lists[0]).toEqual({ page: 1, limit: 10 });
    expect(counts[0]).toEqual({});
  });

  it('filters by status, job and dates through the URL', async () => {
    const { lists, counts } = serve([arjun, meera]);
    const { router } = await renderWithRouter(<Harness />, {
      path: '/employer/all-applicant?jobId=6ca76350-0a64-45be-84fb-01c3f21354c8&from=2026-03-01',
    });
    await screen.findByRole('table', { name: 'Applicants' }, { timeout: 5000 });
    expect(lists[0]).toMatchObject({ jobId: '6ca76350-0a64-45be-84fb-01c3f21354c8', appliedFrom: '2026-03-01' });
    expect(counts[0]).toEqual({ jobId: '6ca76350-0a64-45be-84fb-01c3f21354c8', appliedFrom: '2026-03-01' });
    fireEvent.click(screen.getByRole('tab', { name: /^Shortlist/ }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ status: 'SHORTLIST', from: '2026-03-01' }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Meera Nair' })).toBeNull());
    expect(lists.at(-1)).toMatchObject({ status: 'SHORTLIST', appliedFrom: '2026-03-01' });
    fireEvent.change(screen.getByLabelText('Applied to'), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ appliedTo: '2026-03-31', status: 'SHORTLIST' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'SHORTLIST' }));
  });

  it('moves a candidate’s latest application from the row menu', async () => {
    serve([arjun, meera]);
    const updates: string[] = [];
    server.use(
      http.put('*/client/api/v1/userjobs/update/:id', async ({ params, request }) => {
        updates.push(`${String(params.id)}:${((await request.json()) as { status: string }).status}`);
        return HttpResponse.json({
          code: 'SUCCESS',
          message: 'Application status updated',
          data: { affected: 1, items: [] },
        });
      }),
    );
    await renderWithRouter(<Harness />, { path: '/employer/all-applicant' });
    await screen.findByRole('table', { name: 'Applicants' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Change status of Meera Nair' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Shortlist' }));
    await waitFor(() => expect(updates).toEqual(['app-meera:SHORTLIST']));
  });

  it('says when nobody matches, and when the list cannot load', async () => {
    serve([]);
    await renderWithRouter(<Harness />, { path: '/employer/all-applicant?status=HIRED' });
    expect(await screen.findByText('No applicant matches', {}, { timeout: 5000 })).toBeTruthy();
    server.use(
      http.post('*/client/api/v1/candidate/list', () =>
        HttpResponse.json({ code: 'ERROR', message: 'Database unavailable', data: null }, { status: 500 }),
      ),
    );
    fireEvent.click(screen.getByRole('tab', { name: /^Rejected/ }));
    expect(await screen.findByText('We could not load the applicants')).toBeTruthy();
  });
});
