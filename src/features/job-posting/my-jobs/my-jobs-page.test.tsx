import { useRouterState } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getListJobsMockHandler, getListJobsResponseMock } from '@generated/api/jobs-discovery/jobs-discovery.msw';
import {
  getPauseJobMockHandler,
  getPauseJobResponseMock,
  getSoftDeleteJobsMockHandler,
  getSoftDeleteJobsResponseMock,
} from '@generated/api/job-posting/job-posting.msw';
import type { JobSearchQuery, JobSummary, ListJobs200 } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { setupPostingTest } from '../test/setup-api';
import { MyJobsPage } from './my-jobs-page';
import { validateMyJobsSearch } from './tabs';
import { toast } from '@/lib/toast/toast';

const { server } = setupPostingTest();

const base = getListJobsResponseMock();
const [first, second] = base.data.items;
if (!first || !second) throw new Error('the contract example lists two jobs');
const active: JobSummary = {
  ...first,
  status: 'ACTIVE',
  approvalStatus: 2,
  counts: { applicants: 48, newApplicants: 6, views: 10 },
};
const draft: JobSummary = {
  ...second,
  status: 'DRAFT',
  approvalStatus: 1,
  postingStep: 'location',
  postedAt: null,
  counts: { applicants: 0, newApplicants: 0, views: 0 },
};

function page(items: JobSummary[]): ListJobs200 {
  return {
    ...base,
    data: { ...base.data, items, pagination: { page: 1, limit: 10, total: items.length, totalPages: 1 } },
  };
}

function serveJobs() {
  const bodies: JobSearchQuery[] = [];
  server.use(
    getListJobsMockHandler(async ({ request }) => {
      const body = (await request.json()) as JobSearchQuery;
      bodies.push(body);
      const statuses = body.statuses;
      return page([active, draft].filter((j) => !statuses || (j.status && statuses.includes(j.status))));
    }),
  );
  return bodies;
}

function Harness() {
  const search = useRouterState({ select: (s) => validateMyJobsSearch(s.location.search) });
  return <MyJobsPage search={search} />;
}

describe('my jobs', () => {
  it('lists the employer’s jobs with counts per state', async () => {
    const bodies = serveJobs();
    await renderWithRouter(<Harness />, { path: '/employer/my-jobs' });
    const list = await screen.findByRole('list', { name: 'Jobs' });
    const row = within(list).getByRole('listitem', { name: active.title ?? '' });
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText(/applicants/).textContent).toContain('48');
    const draftRow = within(list).getByRole('listitem', { name: draft.title ?? '' });
    expect(within(draftRow).getByRole('link', { name: 'Continue draft' }).getAttribute('href')).toBe(
      `/employer/benefits?jobId=${draft._id}`,
    );
    expect(bodies[0]).toMatchObject({ mine: true, page: 1 });
    await waitFor(() => expect(screen.getByRole('tab', { name: /Drafts/ }).textContent).toContain('1'));
    expect(screen.getByRole('tab', { name: /All/ }).textContent).toContain('2');
  });

  it('pauses a job and says so', async () => {
    serveJobs();
    const paused: string[] = [];
    server.use(
      getPauseJobMockHandler(({ params }) => {
        paused.push(String(params.id));
        return getPauseJobResponseMock();
      }),
    );
    await renderWithRouter(<Harness />, { path: '/employer/my-jobs' });
    const row = await screen.findByRole('listitem', { name: active.title ?? '' });
    fireEvent.click(within(row).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(paused).toEqual([active._id]));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(getPauseJobResponseMock().message));
  });

  it('deletes only after confirming in the dialog', async () => {
    serveJobs();
    const deleted: unknown[] = [];
    server.use(
      getSoftDeleteJobsMockHandler(async ({ request }) => {
        deleted.push(await request.json());
        return getSoftDeleteJobsResponseMock();
      }),
    );
    await renderWithRouter(<Harness />, { path: '/employer/my-jobs' });
    const row = await screen.findByRole('listitem', { name: draft.title ?? '' });
    fireEvent.click(within(row).getByRole('button', { name: /More actions/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    expect(deleted).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete job' }));
    await waitFor(() => expect(deleted).toEqual([{ ids: [draft._id] }]));
  });
});
