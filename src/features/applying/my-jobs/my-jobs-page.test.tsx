import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRouterState } from '@tanstack/react-router';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListApplicationsMockHandler, getListApplicationsResponseMock } from '@generated/api/pipeline/pipeline.msw';
import {
  getListLikedJobsMockHandler,
  getSetJobLikeMockHandler,
  getSetJobLikeResponseMock,
} from '@generated/api/applying/applying.msw';
import type {
  Application,
  ApplicationListQuery,
  ChatCreateInput,
  JobLikeInput,
  JobTrack,
  ListQuery,
} from '@generated/api/model';
import { getCreateChatRoomMockHandler, getCreateChatRoomResponseMock } from '@generated/api/chat/chat.msw';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { renderWithRouter } from '@/test/render';
import { aListedApplication, aSavedJob, failure, page, present } from '../test/fixtures';
import { setupApplyingTest, signInAs } from '../test/setup-api';
import { MyJobsPage } from './my-jobs-page';
import { validateMyJobsSearch, type MyJobsSearch } from './my-jobs-search';

const { server } = setupApplyingTest();

function applications(items: Application[], opts: { page?: number; limit?: number; total?: number } = {}) {
  return {
    ...page(items, opts),
    data: { ...page(items, opts).data, statusSummary: getListApplicationsResponseMock().data.statusSummary },
  };
}

function withJob(application: Application, id: string, title: string): Application {
  return { ...application, _id: `app-${id}`, job: { ...application.job, _id: id, slug: `${id}-slug`, title } };
}

function savedJob(id: string, title: string, overrides: Partial<JobTrack> = {}): JobTrack {
  const base = aSavedJob();
  return {
    ...base,
    _id: `track-${id}`,
    jobId: id,
    job: { ...base.job, _id: id, slug: `${id}-slug`, title },
    ...overrides,
  };
}

async function render(search: MyJobsSearch = {}) {
  signInAs('candidate');
  const qs = new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)])).toString();
  return renderWithRouter(<Routed />, { path: `/jobsseekers/my-jobs${qs ? `?${qs}` : ''}` });
}

/** The page reading its search from the test router's URL, as the route file does. */
function Routed() {
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  return <MyJobsPage search={validateMyJobsSearch(search)} />;
}

describe('my jobs', () => {
  it('lists applications with their status, date and a link to the job', async () => {
    const queries: ApplicationListQuery[] = [];
    server.use(
      getListApplicationsMockHandler(async ({ request }) => {
        queries.push((await request.json()) as ApplicationListQuery);
        return applications([
          { ...withJob(aListedApplication(), 'j1', 'Senior Backend Engineer'), status: 'IN_INTERVIEW' },
          {
            ...withJob(aListedApplication(), 'j2', 'Data Analyst'),
            status: 'REJECTED',
            appliedAt: '2026-01-22T11:10:00.000Z',
          },
        ]);
      }),
    );
    await render();
    const list = await screen.findByRole('list', { name: 'Applied jobs' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(present(rows[0])).getByRole('link', { name: 'Senior Backend Engineer' }).getAttribute('href')).toBe(
      '/job-detail/j1-slug',
    );
    expect(within(present(rows[0])).getByText('In-interview')).toBeTruthy();
    expect(within(present(rows[0])).getByText('10 Mar 2026')).toBeTruthy();
    expect(within(present(rows[1])).getByText('Rejected')).toBeTruthy();
    expect(queries[0]).toEqual({ page: 1, limit: 10, sortBy: 'appliedAt', sortOrder: 'desc' });
  });

  it('pages through applications and changes the page size', async () => {
    const queries: ApplicationListQuery[] = [];
    server.use(
      getListApplicationsMockHandler(async ({ request }) => {
        const body = (await request.json()) as ApplicationListQuery;
        queries.push(body);
        return applications([withJob(aListedApplication(), `p${body.page}`, `Job on page ${body.page}`)], {
          page: body.page ?? 1,
          limit: body.limit ?? 10,
          total: 45,
        });
      }),
    );
    const { router } = await render();
    await screen.findByRole('link', { name: 'Job on page 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Job on page 2' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ page: 2 });
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '20' } });
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ limit: 20 }));
    expect(router.state.location.search).toMatchObject({ limit: 20 });
  });

  it('shows an empty state with the way to jobs', async () => {
    server.use(getListApplicationsMockHandler(applications([])));
    await render();
    expect(await screen.findByText('No applications yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse jobs' }).getAttribute('href')).toBe('/browse-jobs');
  });

  it('says when the applications could not load and retries', async () => {
    let calls = 0;
    server.use(
      http.post('*/client/api/v1/userjobs/list', () => {
        calls += 1;
        return failure(500, 'Database unavailable');
      }),
    );
    await render();
    expect(await screen.findByText('We could not load your applications')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('lists saved jobs, marks closed ones and unsaves', async () => {
    const likes: JobLikeInput[] = [];
    let saved = [savedJob('s1', 'Product Designer'), savedJob('s2', 'QA Engineer', { isLive: false })];
    const queries: ListQuery[] = [];
    server.use(
      getListLikedJobsMockHandler(async ({ request }) => {
        queries.push((await request.json()) as ListQuery);
        return page(saved);
      }),
      getSetJobLikeMockHandler(async ({ request }) => {
        const body = (await request.json()) as JobLikeInput;
        likes.push(body);
        saved = saved.filter((t) => t.jobId !== body.jobId);
        return getSetJobLikeResponseMock();
      }),
    );
    await render({ tab: 'saved' });
    const list = await screen.findByRole('list', { name: 'Saved jobs' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Saved', selected: true })).toBeTruthy();
    expect(within(present(within(list).getAllByRole('listitem')[1])).getByText('No longer open')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unsave Product Designer' }));
    await waitFor(() => expect(likes).toEqual([{ jobId: 's1', liked: false }]));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Product Designer' })).toBeNull());
    expect(queries[0]).toEqual({ page: 1, limit: 10 });
  });

  it('switches tabs through the URL and shows the empty saved list', async () => {
    server.use(getListApplicationsMockHandler(applications([])), getListLikedJobsMockHandler(page([])));
    const { router } = await render();
    fireEvent.click(await screen.findByRole('tab', { name: 'Saved' }));
    expect(await screen.findByText('No saved jobs')).toBeTruthy();
    expect(router.state.location.search).toEqual({ tab: 'saved' });
  });
});

describe('validateMyJobsSearch', () => {
  it('keeps known tabs (by key or index), positive pages and the allowed page sizes', () => {
    expect(validateMyJobsSearch({ tab: 'saved', page: 3, limit: 30 })).toEqual({ tab: 'saved', page: 3, limit: 30 });
    expect(validateMyJobsSearch({ tab: '1' })).toEqual({ tab: 'saved' });
    expect(validateMyJobsSearch({ tab: 'applied', page: 1, limit: 10 })).toEqual({});
    expect(validateMyJobsSearch({ tab: 'x', page: -2, limit: 25 })).toEqual({});
  });
});

describe('my jobs: messaging the employer', () => {
  it('opens the conversation about an application’s job when the plan has chat', async () => {
    const settings = getGetTenantSettingsResponseMock();
    const asked: ChatCreateInput[] = [];
    const room = getCreateChatRoomResponseMock();
    const one = withJob(aListedApplication(), 'job-1', 'Platform Engineer');
    server.use(
      getGetTenantSettingsMockHandler({ ...settings, data: { ...settings.data, features: ['default', 'chat'] } }),
      getListApplicationsMockHandler(applications([one])),
      getCreateChatRoomMockHandler(async ({ request }) => {
        asked.push((await request.json()) as ChatCreateInput);
        return room;
      }),
    );
    const { router } = await render();
    fireEvent.click(await screen.findByRole('button', { name: `Message ${one.job.company.name}` }));
    await waitFor(() => expect(asked).toEqual([{ jobId: 'job-1' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/jobsseekers/chat/${room.data._id}`));
  });

  it('offers no message without chat on the plan', async () => {
    server.use(getListApplicationsMockHandler(applications([withJob(aListedApplication(), 'job-2', 'Data Engineer')])));
    await render();
    expect(await screen.findByText('Data Engineer')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Message/ })).toBeNull();
  });
});
