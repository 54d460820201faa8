import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getListGuestJobRecommendationsMockHandler,
  getListGuestJobRecommendationsResponseMock,
  getListJobRecommendationsMockHandler,
  getListJobRecommendationsResponseMock,
  getListRecommendedJobsMockHandler,
  getListRecommendedJobsResponseMock,
} from '@generated/api/jobs-discovery/jobs-discovery.msw';
import type { JobRecommendationQuery } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { setupDiscoveryTest, signInAs } from '../test/setup-api';
import { RecommendedJobsPage } from './recommended-jobs-page';
import { validateRecommendedJobsSearch } from './search';

const { server } = setupDiscoveryTest();

const failure = (status: number, message: string) =>
  HttpResponse.json({ code: 'ERROR', message, data: null }, { status });
const empty = { page: 1, limit: 10, total: 0, totalPages: 0 };

describe('recommended jobs', () => {
  it('shows a candidate the AI-ranked jobs with their score and reasons', async () => {
    signInAs('candidate');
    const bodies: JobRecommendationQuery[] = [];
    server.use(
      getListRecommendedJobsMockHandler(async ({ request }) => {
        bodies.push((await request.json()) as JobRecommendationQuery);
        return getListRecommendedJobsResponseMock();
      }),
    );
    await renderWithRouter(<RecommendedJobsPage search={{}} />, { path: '/recommended-jobs' });
    const list = await screen.findByRole('list', { name: 'Recommended jobs' });
    const first = within(list).getByRole('listitem', { name: 'Senior Frontend Engineer (React)' });
    expect(within(first).getByText('Strong match · 92%')).toBeTruthy();
    const why = within(first).getByRole('group', { name: /Why Senior Frontend Engineer/ });
    expect(within(why).getByText('Matches 3 of your skills: React, TypeScript, GraphQL')).toBeTruthy();
    expect(within(why).getByText('Asks for 4–8 years; you have 6')).toBeTruthy();
    expect(screen.getByText(/from your whole profile and resume/)).toBeTruthy();
    expect(bodies[0]).toEqual({ page: 1, limit: 10 });
  });

  it('falls back to the rule-based list when the plan has no AI recommendations', async () => {
    signInAs('candidate');
    server.use(
      http.post('*/client/api/v1/recommendations/jobs', () => failure(403, 'Your plan does not include this feature')),
      getListJobRecommendationsMockHandler(getListJobRecommendationsResponseMock()),
    );
    await renderWithRouter(<RecommendedJobsPage search={{}} />, { path: '/recommended-jobs' });
    const list = await screen.findByRole('list', { name: 'Recommended jobs' });
    expect([...list.children].map((li) => li.getAttribute('aria-label'))).toEqual([
      'Senior Frontend Engineer (React)',
      'Frontend Engineer, Design Systems',
      'Customer Success Manager',
    ]);
    expect(within(list).getByText('Remote within India')).toBeTruthy();
    expect(screen.getByText(/skills, experience, location and the jobs you applied to/)).toBeTruthy();
  });

  it('shows a guest popular jobs and invites them to sign in', async () => {
    server.use(getListGuestJobRecommendationsMockHandler(getListGuestJobRecommendationsResponseMock()));
    await renderWithRouter(<RecommendedJobsPage search={{}} />, { path: '/recommended-jobs' });
    expect(await screen.findByRole('list', { name: 'Recommended jobs' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('asks a candidate with no matches to complete their profile', async () => {
    signInAs('candidate');
    server.use(
      getListRecommendedJobsMockHandler({
        code: 'SUCCESS',
        message: 'Success',
        data: { items: [], pagination: empty },
      }),
    );
    await renderWithRouter(<RecommendedJobsPage search={{}} />, { path: '/recommended-jobs' });
    expect(await screen.findByText('No recommendations yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe(
      '/jobsseekers/profile',
    );
  });

  it('shows an error with a retry when the list fails', async () => {
    signInAs('candidate');
    let calls = 0;
    server.use(
      http.post('*/client/api/v1/recommendations/jobs', () => {
        calls += 1;
        return calls === 1
          ? failure(500, 'Oops, something went wrong !')
          : HttpResponse.json(getListRecommendedJobsResponseMock());
      }),
    );
    await renderWithRouter(<RecommendedJobsPage search={{}} />, { path: '/recommended-jobs' });
    expect(await screen.findByText('We could not load your recommendations')).toBeTruthy();
    screen.getByRole('button', { name: /try again/i }).click();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Recommended jobs' })).toBeTruthy());
  });

  it('sends the page from the URL and keeps only a sensible page number', async () => {
    signInAs('candidate');
    const pages: number[] = [];
    server.use(
      getListRecommendedJobsMockHandler(async ({ request }) => {
        pages.push(((await request.json()) as JobRecommendationQuery).page ?? 1);
        return getListRecommendedJobsResponseMock();
      }),
    );
    await renderWithRouter(<RecommendedJobsPage search={validateRecommendedJobsSearch({ page: '3' })} />, {
      path: '/recommended-jobs?page=3',
    });
    await screen.findByRole('list', { name: 'Recommended jobs' });
    expect(pages).toEqual([3]);
    expect(validateRecommendedJobsSearch({ page: '0' })).toEqual({});
    expect(validateRecommendedJobsSearch({ page: 'x', other: 1 })).toEqual({});
  });
});
