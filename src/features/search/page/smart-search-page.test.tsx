import { useRouterState } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CandidateSearchQuery } from '@generated/api/model';
import {
  getCountCandidateSearchFacetsMockHandler,
  getCountCandidateSearchFacetsResponseMock,
  getSearchCandidatesMockHandler,
  getSearchCandidatesResponseMock,
} from '@generated/api/search/search.msw';
import { renderWithRouter } from '@/test/render';
import { FULL_PLAN, planWith, setupSearchTest } from '../test/setup-api';
import { SmartSearchPage } from './smart-search-page';

const { server } = setupSearchTest();

function Harness() {
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  return <SmartSearchPage rawSearch={search} />;
}

function recordSearches() {
  const bodies: CandidateSearchQuery[] = [];
  server.use(
    getSearchCandidatesMockHandler(async ({ request }) => {
      bodies.push((await request.json()) as CandidateSearchQuery);
      return getSearchCandidatesResponseMock();
    }),
  );
  return bodies;
}

async function open(path = '/employer/smart-search') {
  return renderWithRouter(<Harness />, { path });
}

// The first screen waits for the plan, then the search.
const SLOW = { timeout: 5000 };
const card = (name: string) => screen.getByRole('listitem', { name });

describe('smart search', () => {
  it('shows the candidates of the search in the URL, with what the company may see', async () => {
    const bodies = recordSearches();
    const skills = encodeURIComponent(JSON.stringify(['sk-react']));
    await open(`/employer/smart-search?q=react&skills=${skills}&sort=experience&limit=20`);
    await screen.findByRole('list', { name: 'Candidates' }, SLOW);
    expect(bodies.at(-1)).toEqual({
      page: 1,
      limit: 20,
      sortBy: 'experience',
      sortOrder: 'desc',
      keyword: 'react',
      skillIds: ['sk-react'],
    });
    expect(screen.getByRole('heading', { name: '2 candidates' })).toBeTruthy();
    const arjun = card('Arjun Mehta');
    expect(within(arjun).getByRole('link', { name: 'Arjun Mehta' }).getAttribute('href')).toBe(
      '/employer/searched-candidate-detail?candidateId=2b4f35fb-9bbb-4d48-bc6a-73f5aa9f3c59',
    );
    expect(within(arjun).getByText('Backend Engineer at Razorpay')).toBeTruthy();
    expect(within(arjun).getByText('6.5 years experience')).toBeTruthy();
    expect(within(arjun).getByText('Contact hidden')).toBeTruthy();
    expect(within(arjun).getByLabelText('Match score 87 out of 100')).toBeTruthy();
    expect(within(arjun).getByRole('img', { name: 'Has a resume' })).toBeTruthy();
    const daniel = card('Daniel Okafor');
    expect(within(daniel).getByRole('link', { name: 'daniel.okafor@proton.me' })).toBeTruthy();
    expect(within(daniel).getByText('+91 9741203344')).toBeTruthy();
    expect(within(daniel).queryByText('Contact hidden')).toBeNull();
    // The chosen skill shows by its facet name, the skill filter lists its counts.
    expect(await screen.findByText('React', { selector: '.mantine-Pill-label' })).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Skills' }));
    const typescript = await screen.findByRole('option', { name: /TypeScript\s*31/ });
    expect(within(typescript).getByLabelText('31 candidates')).toBeTruthy();
  });

  it('shows the first of a candidate’s additional details on the card', async () => {
    const example = getSearchCandidatesResponseMock();
    const [first, ...rest] = example.data.items;
    if (!first) throw new Error('the example has candidates');
    const field = (keyNm: string, label: string, sortOrder: number) => ({
      _id: keyNm,
      keyNm,
      label: { en: label },
      fieldType: keyNm === 'willingToRelocate' ? ('toggle' as const) : ('number' as const),
      required: false,
      isDefault: false,
      sortOrder,
    });
    server.use(
      getSearchCandidatesMockHandler({
        ...example,
        data: {
          ...example.data,
          items: [
            {
              ...first,
              additionalDetails: {
                fields: [
                  field('noticePeriodDays', 'Notice period (days)', 0),
                  field('willingToRelocate', 'Relocate', 1),
                ],
                values: { noticePeriodDays: 30, willingToRelocate: true },
                formerAnswers: [],
              },
            },
            ...rest,
          ],
        },
      }),
    );
    await open('/employer/smart-search?q=react');
    await screen.findByRole('list', { name: 'Candidates' }, SLOW);
    expect(within(card(first.name)).getByText(/Notice period \(days\):/).parentElement?.textContent).toBe(
      'Notice period (days): 30 · Relocate: Yes',
    );
  });

  it('keeps a new keyword and filter in the URL, back on page 1', async () => {
    const bodies = recordSearches();
    const { router } = await open('/employer/smart-search?page=3');
    await screen.findByRole('list', { name: 'Candidates' }, SLOW);
    const box = screen.getByRole('textbox', { name: /Search candidates/ });
    fireEvent.change(box, { target: { value: 'node' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'node' }));
    await waitFor(() => expect(bodies.at(-1)?.keyword).toBe('node'));
    const company = screen.getByRole('combobox', { name: 'Company' });
    // Mantine ignores a change to an input that does not have the focus (autofill).
    act(() => company.focus());
    fireEvent.change(company, { target: { value: 'Razorpay' } });
    fireEvent.keyDown(company, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'node', company: ['Razorpay'] }));
    await waitFor(() => expect(bodies.at(-1)?.companies).toEqual(['Razorpay']));
  });

  it('hides the gender filter where the board keeps sensitive filters off', async () => {
    const example = getCountCandidateSearchFacetsResponseMock();
    server.use(
      getCountCandidateSearchFacetsMockHandler({ ...example, data: { ...example.data, sensitiveFilters: false } }),
    );
    await open();
    await screen.findByRole('list', { name: 'Candidates' }, SLOW);
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Gender' })).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Experience' })).toBeTruthy();
  });

  it('drops a gender filter the board refuses (a URL shared from another board)', async () => {
    const bodies = recordSearches();
    server.use(
      http.post('*/client/api/v1/search/facets', async ({ request }) => {
        const body = (await request.json()) as CandidateSearchQuery;
        if (body.genderIds)
          return HttpResponse.json({ code: 'ERROR', message: 'genderIds: not allowed', data: null }, { status: 400 });
        const example = getCountCandidateSearchFacetsResponseMock();
        return HttpResponse.json({ ...example, data: { ...example.data, sensitiveFilters: false } });
      }),
    );
    const gender = encodeURIComponent(JSON.stringify(['g-female']));
    await open(`/employer/smart-search?q=react&gender=${gender}`);
    await waitFor(
      () => expect(bodies.at(-1)).toEqual({ page: 1, limit: 10, sortBy: 'relevance', keyword: 'react' }),
      SLOW,
    );
    await screen.findByRole('list', { name: 'Candidates' }, SLOW);
    expect(screen.queryByRole('combobox', { name: 'Gender' })).toBeNull();
  });

  it('says so when nothing matches, and offers to clear the search', async () => {
    const example = getSearchCandidatesResponseMock();
    server.use(
      getSearchCandidatesMockHandler({
        ...example,
        data: {
          items: [],
          pagination: { page: 1, limit: 10, total: 0, totalPages: 0 },
          totalCapped: false,
          totalEstimate: null,
        },
      }),
    );
    const { router } = await open('/employer/smart-search?q=cobol');
    expect(await screen.findByRole('heading', { name: 'No candidates match' }, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  /** Facets that count `total` once the returned function is called. */
  const facetsCountingLater = (total: number) => {
    let answer: () => void = () => undefined;
    const facetsIn = new Promise<void>((resolve) => (answer = resolve));
    const facets = getCountCandidateSearchFacetsResponseMock();
    server.use(
      getCountCandidateSearchFacetsMockHandler(async () => {
        await facetsIn;
        return { ...facets, data: { ...facets.data, total } };
      }),
    );
    return answer;
  };

  it('counts a broad search as 1,000+ until the facets bring the exact number', async () => {
    const example = getSearchCandidatesResponseMock();
    const capped = {
      ...example.data,
      pagination: { page: 1, limit: 10, total: 1000, totalPages: 100 },
      totalCapped: true,
      totalEstimate: null,
    };
    server.use(getSearchCandidatesMockHandler({ ...example, data: capped }));
    const answerFacets = facetsCountingLater(7618);
    await open('/employer/smart-search?q=developer');
    expect(await screen.findByRole('heading', { name: '1,000+ candidates' }, SLOW)).toBeTruthy();
    act(() => answerFacets());
    expect(await screen.findByRole('heading', { name: '7,618 candidates' }, SLOW)).toBeTruthy();
  });

  it('says "about" an estimated total until the facets bring the exact number', async () => {
    const example = getSearchCandidatesResponseMock();
    const estimated = {
      ...example.data,
      pagination: { page: 1, limit: 10, total: 1000, totalPages: 100 },
      totalCapped: true,
      totalEstimate: 88000,
    };
    server.use(getSearchCandidatesMockHandler({ ...example, data: estimated }));
    const answerFacets = facetsCountingLater(87593);
    await open('/employer/smart-search?q=react%20developer');
    expect(await screen.findByRole('heading', { name: 'About 88,000 candidates' }, SLOW)).toBeTruthy();
    // The filters' drawer (on a phone) says it in its own words.
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    expect(await screen.findByRole('button', { name: 'Show about 88,000 candidates' }, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show about 88,000 candidates' }));
    act(() => answerFacets());
    expect(await screen.findByRole('heading', { name: '87,593 candidates' }, SLOW)).toBeTruthy();
  });

  it("keeps saying 'about' when the facets estimate a large board's counts from a sample", async () => {
    const example = getSearchCandidatesResponseMock();
    server.use(
      getSearchCandidatesMockHandler({
        ...example,
        data: {
          ...example.data,
          pagination: { page: 1, limit: 10, total: 1000, totalPages: 100 },
          totalCapped: true,
          totalEstimate: null,
        },
      }),
    );
    const facets = getCountCandidateSearchFacetsResponseMock();
    server.use(
      getCountCandidateSearchFacetsMockHandler({
        ...facets,
        data: {
          ...facets.data,
          total: 91000,
          estimated: true,
          facets: facets.data.facets.map((f) => ({
            ...f,
            estimated: f.type === 'skills',
            values: f.type === 'skills' ? f.values.map((v) => ({ ...v, count: v.count * 1000 })) : f.values,
          })),
        },
      }),
    );
    await open('/employer/smart-search?q=developer');
    expect(await screen.findByRole('heading', { name: 'About 91,000 candidates' }, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Skills' }));
    const typescript = await screen.findByRole('option', { name: /TypeScript\s*about 31,000/ });
    expect(within(typescript).getByLabelText('about 31,000 candidates')).toBeTruthy();
  });

  it('shows an error with a retry when the search fails', async () => {
    server.use(
      http.post('*/client/api/v1/search', () =>
        HttpResponse.json({ code: 'ERROR', message: 'Search is resting', data: null }, { status: 500 }),
      ),
    );
    await open();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByText('We could not search candidates')).toBeTruthy();
    expect(within(alert).getByText('Search is resting')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("offers the upgrade with the server's words when the plan's searches are used up", async () => {
    server.use(
      http.post('*/client/api/v1/search', () =>
        HttpResponse.json(
          {
            code: 'LIMIT_OVER',
            message:
              "Your plan's 25 candidate searches are used up. Upgrade your plan or buy a top-up to search again.",
            data: null,
          },
          { status: 403 },
        ),
      ),
    );
    await open();
    const prompt = await screen.findByTestId('upgrade-prompt', {}, SLOW);
    expect(within(prompt).getByText(/25 candidate searches are used up/)).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'Upgrade plan' })).toBeTruthy();
    expect(screen.queryByText('We could not search candidates')).toBeNull();
  });

  it('offers the upgrade without smart search in the plan', async () => {
    server.use(planWith({ smart_search: false }));
    await open();
    const prompt = await screen.findByTestId('upgrade-prompt', {}, SLOW);
    expect(within(prompt).getByText('Smart search is not in your plan')).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Search' })).toBeNull();
  });

  it('searches by keyword only without advanced candidate search, and says what filtering needs', async () => {
    const bodies = recordSearches();
    let facetCalls = 0;
    server.use(
      planWith({ ...FULL_PLAN, advanced_candidate_search: false }),
      http.post('*/client/api/v1/search/facets', () => {
        facetCalls++;
        return HttpResponse.json(getCountCandidateSearchFacetsResponseMock());
      }),
    );
    // A URL shared from a plan with filters: the filters are dropped, the keyword kept.
    const skills = encodeURIComponent(JSON.stringify(['sk-react']));
    await open(`/employer/smart-search?q=react&skills=${skills}`);
    await screen.findByRole('list', { name: 'Candidates' }, SLOW);
    expect(bodies.at(-1)).toEqual({ page: 1, limit: 10, sortBy: 'relevance', keyword: 'react' });
    const prompt = screen.getByTestId('upgrade-prompt');
    expect(within(prompt).getByText('Advanced candidate search is not in your plan')).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Skills' })).toBeNull();
    expect(facetCalls).toBe(0);
  });

  it('shows the server’s words when a saved search brings filters the plan lacks', async () => {
    server.use(
      planWith({ ...FULL_PLAN, advanced_candidate_search: false }),
      http.post('*/client/api/v1/search', () =>
        HttpResponse.json(
          { code: 'ERROR', message: 'Your plan searches candidates by keyword only', data: null },
          { status: 403 },
        ),
      ),
    );
    await open('/employer/smart-search?q=react&saved=9e986419-55a7-402e-a63b-d9eb7a6743c9');
    expect(await screen.findByText('Your plan searches candidates by keyword only', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('We could not search candidates')).toBeNull();
  });

  it('runs a saved search with its filters, and new matches come back marked', async () => {
    const bodies = recordSearches();
    const example = getSearchCandidatesResponseMock();
    const [first, second] = example.data.items;
    if (!first || !second) throw new Error('the example has two cards');
    server.use(
      getSearchCandidatesMockHandler(async ({ request }) => {
        bodies.push((await request.json()) as CandidateSearchQuery);
        return {
          ...example,
          data: {
            ...example.data,
            items: [
              { ...first, isNew: true },
              { ...second, isNew: false },
            ],
          },
        };
      }),
    );
    const { router } = await open('/employer/smart-search?tab=saved');
    const saved = await screen.findByRole('list', { name: 'Saved searches' }, SLOW);
    expect(within(saved).getByText('Senior Node engineers Bengaluru')).toBeTruthy();
    expect(
      within(saved).getByText('Keyword: backend engineer · Skills: Node.js, PostgreSQL · Location: Bengaluru'),
    ).toBeTruthy();
    fireEvent.click(within(saved).getByRole('button', { name: 'Run Senior Node engineers Bengaluru' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        q: 'backend engineer',
        skills: ['sk-nodejs', 'sk-postgresql'],
        location: ['1277333'],
        saved: '9e986419-55a7-402e-a63b-d9eb7a6743c9',
      }),
    );
    await screen.findByRole('list', { name: 'Candidates' }, SLOW);
    expect(bodies.at(-1)?.savedSearchId).toBe('9e986419-55a7-402e-a63b-d9eb7a6743c9');
    expect(await screen.findByText(/Running the saved search “Senior Node engineers Bengaluru”/)).toBeTruthy();
    expect(within(card('Arjun Mehta')).getByText('New')).toBeTruthy();
    expect(within(card('Daniel Okafor')).queryByText('New')).toBeNull();
  });
});
