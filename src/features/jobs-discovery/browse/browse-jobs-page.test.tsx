import { useRouterState } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListGuestCategoriesMockHandler } from '@generated/api/master-data/master-data.msw';
import {
  getListJobsMockHandler,
  getListSalaryRangesMockHandler,
  getSuggestJobSearchMockHandler,
} from '@generated/api/jobs-discovery/jobs-discovery.msw';
import type { JobSearchQuery, ListJobs200 } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { screenWidth } from '@/test/screen-width';
import { aJobSummary, jobList } from '../test/fixtures';
import { setupDiscoveryTest } from '../test/setup-api';
import { BrowseJobsPage } from './browse-jobs-page';
import { validateBrowseJobsSearch } from './search-params';

const { server } = setupDiscoveryTest();

const SOFTWARE = '5adf388d-3268-4f1c-90cd-e3654d75d9e6';
const CUSTOMER_SUCCESS = '677703af-19d2-4b45-9987-f60f4182a316';

function Harness() {
  const search = useRouterState({ select: (s) => validateBrowseJobsSearch(s.location.search) });
  return <BrowseJobsPage search={search} />;
}

/** Answers the job list with `respond` and records every request body. */
function serveJobs(respond: (body: JobSearchQuery) => ListJobs200) {
  const bodies: JobSearchQuery[] = [];
  server.use(
    getListJobsMockHandler(async ({ request }) => {
      const body = (await request.json()) as JobSearchQuery;
      bodies.push(body);
      return respond(body);
    }),
    getListGuestCategoriesMockHandler(),
    getListSalaryRangesMockHandler(),
    getSuggestJobSearchMockHandler({ code: 'SUCCESS', message: 'Success', data: { items: [] } }),
  );
  return bodies;
}

const twoJobs = () =>
  jobList([
    aJobSummary(),
    aJobSummary({
      _id: '229dc24b-afcc-4f24-bdf1-19fca58275d4',
      slug: 'customer-success-manager-remote-india',
      title: 'Customer Success Manager',
      location: { locationType: 'WFH', city: null, state: null, country: null, address: null },
      workplaceType: 'WFH',
      salary: null,
      skills: [],
      isUrgent: false,
      isFeatured: true,
    }),
  ]);

// Selects, debounce and pagination make these the slowest web tests; on a busy machine they need room.
describe('browse jobs', { timeout: 15_000 }, () => {
  // A desktop's width: the filter sidebar is built (a phone filters in the drawer).
  beforeEach(() => void screenWidth(1280));
  afterEach(() => vi.restoreAllMocks());

  it('sends the search of the URL as the request body', async () => {
    const bodies = serveJobs(twoJobs);
    await renderWithRouter(<Harness />, {
      path: `/browse-jobs?q=react&category=${SOFTWARE}&workplace=WFH,HYBRID&posted=7d&sort=newest&page=2&exp=3&salaryMin=1000000&salaryMax=2000000&currency=INR`,
    });
    await screen.findByText('Senior Frontend Engineer (React)');
    expect(bodies[0]).toEqual({
      page: 2,
      limit: 10,
      sort: 'newest',
      keyword: 'react',
      categoryIds: [SOFTWARE],
      workplaceTypes: ['WFH', 'HYBRID'],
      salaryMin: 1000000,
      salaryMax: 2000000,
      currencyCode: 'INR',
      experienceMin: 3,
      experienceMax: 3,
      datePosted: '7d',
    });
  });

  it('asks for the first page of the most relevant jobs when the URL has no search', async () => {
    const bodies = serveJobs(twoJobs);
    await renderWithRouter(<Harness />, { path: '/browse-jobs' });
    await screen.findByText('Senior Frontend Engineer (React)');
    expect(bodies[0]).toEqual({ page: 1, limit: 10, sort: 'relevant' });
  });

  it('says the counts are lower bounds when a large board read them up to the bound', async () => {
    serveJobs(() => {
      const list = twoJobs();
      const capped = { ...list.data.facets, capped: true };
      return jobList(list.data.items, { total: 10_000, facets: capped });
    });
    await renderWithRouter(<Harness />, { path: '/browse-jobs?q=engineer' });
    expect(await screen.findByText('10,000+ jobs found', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '10,000+ results' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Hybrid (2+)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(await screen.findByRole('option', { name: 'Software Development (2+)' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('says the counts are estimates when a large board estimated them, and never shows one as exact', async () => {
    serveJobs(() => {
      const list = twoJobs();
      const estimated = { ...list.data.facets, capped: false, estimated: true };
      return jobList(list.data.items, { total: 12_400, facets: estimated });
    });
    await renderWithRouter(<Harness />, { path: '/browse-jobs?q=engineer' });
    expect(await screen.findByText('About 12,400 jobs found', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About 12,400 results' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Hybrid (about 2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(
      await screen.findByRole('option', { name: 'Software Development (about 2)' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('offers the closest words for a search with few results, and searches them when chosen', async () => {
    const bodies = serveJobs((body) =>
      body.keyword === 'data anlyst'
        ? jobList([], { total: 0, didYouMean: 'data analyst' })
        : jobList([aJobSummary({ title: 'Data Analyst' })]),
    );
    await renderWithRouter(<Harness />, { path: '/browse-jobs?q=data%20anlyst' });
    const offer = await screen.findByRole('button', { name: 'data analyst' }, { timeout: 10_000 });
    expect(screen.getByRole('status').textContent).toBe('Did you mean data analyst?');
    fireEvent.click(offer);
    expect(await screen.findByText('Data Analyst', {}, { timeout: 10_000 })).toBeTruthy();
    expect(bodies.at(-1)?.keyword).toBe('data analyst');
  });

  it('says which related roles a search also lists, and nothing when it lists none', async () => {
    serveJobs((body) =>
      body.keyword === 'devops'
        ? jobList([aJobSummary({ title: 'Platform Engineer' })], {
            relatedRoles: ['site reliability engineer', 'platform engineer', 'cloud engineer'],
          })
        : jobList([aJobSummary({ title: 'DevOps Engineer' })]),
    );
    await renderWithRouter(<Harness />, { path: '/browse-jobs?q=devops' });
    expect(
      await screen.findByText(
        'Also showing related roles: site reliability engineer, platform engineer and cloud engineer.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  it('names no related roles for a search that searched none', async () => {
    serveJobs(() => jobList([aJobSummary({ title: 'DevOps Engineer' })]));
    await renderWithRouter(<Harness />, { path: '/browse-jobs?q=kubernetes' });
    expect(await screen.findByText('DevOps Engineer', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(/related roles/)).toBeNull();
  });

  it('shows the jobs as cards and the facet counts next to the filters', async () => {
    serveJobs(twoJobs);
    await renderWithRouter(<Harness />, { path: '/browse-jobs' });
    const card = await screen.findByRole('article', { name: 'Senior Frontend Engineer (React) at Lumen Fintech' });
    expect(within(card).getByText('Bengaluru, India')).toBeTruthy();
    expect(within(card).getByText('₹24,00,000 – ₹36,00,000 a year')).toBeTruthy();
    expect(within(card).getByText('Urgently hiring')).toBeTruthy();
    expect(within(card).getByText('TypeScript')).toBeTruthy();
    const remote = screen.getByRole('article', { name: 'Customer Success Manager at Lumen Fintech' });
    expect(within(remote).getByText('Work from home')).toBeTruthy();
    expect(within(remote).getByText('Salary not disclosed')).toBeTruthy();
    expect(within(remote).getByText('Featured')).toBeTruthy();
    expect(screen.getByText('2 jobs found')).toBeTruthy();

    // The contract's example facets: Hybrid 2, Work from home 1, Office 0.
    expect(screen.getByRole('checkbox', { name: 'Hybrid (2)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Work from home (1)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'In office (0)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(await screen.findByRole('option', { name: 'Software Development (2)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Customer Success (1)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'All categories' })).toBeTruthy();
  });

  it('puts a filter change in the URL, back on page 1, and searches with it', async () => {
    const bodies = serveJobs(twoJobs);
    const { router } = await renderWithRouter(<Harness />, { path: '/browse-jobs?page=3' });
    await screen.findByText('Senior Frontend Engineer (React)');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Work from home (1)' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ page: 1, limit: 10, sort: 'relevant', workplaceTypes: ['WFH'] });
    expect(router.state.location.search).toEqual({ workplace: 'WFH' });

    fireEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Customer Success (1)' }));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]).toMatchObject({ categoryIds: [CUSTOMER_SUCCESS], workplaceTypes: ['WFH'] });

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'salary_desc' } });
    await waitFor(() => expect(bodies).toHaveLength(4));
    expect(bodies[3]).toMatchObject({ sort: 'salary_desc', page: 1 });
  });

  it('choosing an "All …" choice removes that filter', async () => {
    const bodies = serveJobs(twoJobs);
    const { router } = await renderWithRouter(<Harness />, { path: `/browse-jobs?category=${SOFTWARE}&type=CONTRACT` });
    await screen.findByText('Senior Frontend Engineer (React)');
    fireEvent.click(screen.getByRole('combobox', { name: 'Job type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All job types' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ page: 1, limit: 10, sort: 'relevant', categoryIds: [SOFTWARE] });
    expect(router.state.location.search).toEqual({ category: SOFTWARE });
  });

  it('searches for the typed keyword on Enter', async () => {
    const bodies = serveJobs(twoJobs);
    const { router } = await renderWithRouter(<Harness />, { path: '/browse-jobs?location=abc-1' });
    await screen.findByText('Senior Frontend Engineer (React)');
    const box = screen.getByRole('combobox', { name: 'Search jobs by title, skill or company' });
    fireEvent.change(box, { target: { value: '  data analyst ' } });
    fireEvent.submit(box);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ page: 1, limit: 10, sort: 'relevant', keyword: 'data analyst', cityId: 'abc-1' });
    expect(router.state.location.search).toEqual({ q: 'data analyst', location: 'abc-1' });
  });

  it('searches on its own once typing pauses', async () => {
    const bodies = serveJobs(twoJobs);
    await renderWithRouter(<Harness />, { path: '/browse-jobs' });
    await screen.findByText('Senior Frontend Engineer (React)');
    fireEvent.change(screen.getByRole('combobox', { name: 'Search jobs by title, skill or company' }), {
      target: { value: 'designer' },
    });
    expect(bodies).toHaveLength(1);
    await waitFor(() => expect(bodies).toHaveLength(2), { timeout: 2500 });
    expect(bodies[1]).toMatchObject({ keyword: 'designer' });
  });

  it('moves to another page with the pagination bar', async () => {
    const bodies = serveJobs((body) =>
      jobList([aJobSummary({ title: `Job on page ${body.page ?? 1}` })], { page: body.page ?? 1, total: 35 }),
    );
    const { router } = await renderWithRouter(<Harness />, { path: '/browse-jobs?type=FULL_TIME' });
    await screen.findByText('Job on page 1');
    expect(screen.getByText('Showing 1–10 of 35')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Job on page 2');
    expect(bodies[1]).toEqual({ page: 2, limit: 10, sort: 'relevant', employmentTypes: ['FULL_TIME'] });
    expect(router.state.location.search).toEqual({ type: 'FULL_TIME', page: 2 });
  });

  it('shows an empty state that clears the filters', async () => {
    const bodies = serveJobs((body) => (body.keyword ? jobList([]) : twoJobs()));
    const { router } = await renderWithRouter(<Harness />, { path: '/browse-jobs?q=astronaut&workplace=OFFICE' });
    expect(await screen.findByText('No jobs match your search')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('Senior Frontend Engineer (React)');
    expect(router.state.location.search).toEqual({});
    expect(bodies[1]).toEqual({ page: 1, limit: 10, sort: 'relevant' });
  });

  it('shows an error with a retry when the search fails', async () => {
    let calls = 0;
    server.use(
      http.post('*/client/api/v1/jobs/get-job-list', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: 'ERROR', message: 'Search is down', data: null }, { status: 500 })
          : HttpResponse.json(twoJobs());
      }),
      getListGuestCategoriesMockHandler(),
      getListSalaryRangesMockHandler(),
    );
    await renderWithRouter(<Harness />, { path: '/browse-jobs' });
    expect(await screen.findByText('We could not load jobs')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Senior Frontend Engineer (React)')).toBeTruthy();
  });
  it('shows what the search read from the keyword and searches the words as typed on undo', async () => {
    const PUNE = '6efd2f62-f293-435c-b96c-9e15c9d451a3';
    const bodies = serveJobs((body) =>
      jobList([aJobSummary()], {
        understood: body.literal
          ? null
          : {
              keyword: 'data analyst',
              typed: 'data analyst pune',
              place: { kind: 'city', id: PUNE, nm: 'Pune' },
              workplaceType: null,
            },
      }),
    );
    await renderWithRouter(<Harness />, { path: '/browse-jobs?q=data%20analyst%20pune' });
    expect((await screen.findByTestId('understood', {}, { timeout: 5000 })).textContent).toBe('Data analyst in Pune');
    fireEvent.click(screen.getByRole('button', { name: 'Search for “data analyst pune” as typed' }));
    await waitFor(() => expect(screen.queryByTestId('understood')).toBeNull(), { timeout: 5000 });
    expect(bodies.at(-1)).toMatchObject({ keyword: 'data analyst pune', literal: true });
    // A new keyword is read afresh.
    const box = screen.getByRole('combobox', { name: 'Search jobs by title, skill or company' });
    fireEvent.change(box, { target: { value: 'nurse mumbai' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Jobs' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ keyword: 'nurse mumbai' }), { timeout: 5000 });
    expect(bodies.at(-1)?.literal).toBeUndefined();
  });
  it('lists the role outside the place read from the keyword, and searches the words everywhere', async () => {
    const PUNE = '6efd2f62-f293-435c-b96c-9e15c9d451a3';
    const bodies = serveJobs((body) =>
      body.keyword === 'data analyst pune'
        ? jobList([], {
            total: 0,
            understood: {
              keyword: 'data analyst',
              typed: 'data analyst pune',
              place: { kind: 'city', id: PUNE, nm: 'Pune' },
              workplaceType: null,
            },
            elsewhere: [aJobSummary({ title: 'Data Analyst (Mumbai)' })],
          })
        : jobList([aJobSummary({ title: 'Data Analyst (everywhere)' })]),
    );
    await renderWithRouter(<Harness />, { path: '/browse-jobs?q=data%20analyst%20pune' });
    const section = await screen.findByRole('region', { name: 'Data analyst jobs outside Pune' }, { timeout: 10_000 });
    expect(within(section).getByText('Data Analyst (Mumbai)')).toBeTruthy();
    expect(screen.getByText('None here yet; the closest matches elsewhere are below.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Search “data analyst” everywhere' }));
    expect(await screen.findByText('Data Analyst (everywhere)', {}, { timeout: 10_000 })).toBeTruthy();
    expect(bodies.at(-1)?.keyword).toBe('data analyst');
    expect(screen.queryByRole('region', { name: /outside Pune/ })).toBeNull();
  });

  it('suggests places and titles while typing and searches the chosen one', async () => {
    const bodies = serveJobs(twoJobs);
    const asked: string[] = [];
    server.use(
      getSuggestJobSearchMockHandler(({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        asked.push(q);
        return {
          code: 'SUCCESS',
          message: 'Success',
          data: {
            items: [
              { kind: 'place', label: 'Data analyst in Pune', keyword: 'data analyst pune' },
              { kind: 'title', label: 'Data Analyst', keyword: 'Data Analyst' },
            ],
          },
        };
      }),
    );
    await renderWithRouter(<Harness />, { path: '/browse-jobs' });
    const box = screen.getByRole('combobox', { name: 'Search jobs by title, skill or company' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'data analyst pu' } });
    // Asked for after a short pause in typing; a busy machine takes longer than findBy's second.
    const place = await screen.findByRole('option', { name: /Data analyst in Pune/ }, { timeout: 10_000 });
    expect(place.textContent).toContain('Place');
    expect(screen.getByRole('option', { name: /Data Analyst/ }).textContent).toContain('Job title');
    expect(asked.at(-1)).toBe('data analyst pu');
    fireEvent.click(place);
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ keyword: 'data analyst pune' }), { timeout: 5000 });
  });
});
