import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getGetTenantSettingsMockHandler } from '@generated/api/board-settings/board-settings.msw';
import { getListGuestCategoriesMockHandler } from '@generated/api/master-data/master-data.msw';
import { getListJobsMockHandler } from '@generated/api/jobs-discovery/jobs-discovery.msw';
import type { JobSearchQuery } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { aJobSummary, jobList } from '../test/fixtures';
import { setupDiscoveryTest } from '../test/setup-api';
import { HomeHero } from './home-hero';
import HomeSections from './home-sections';

const { server } = setupDiscoveryTest();
const BENGALURU = '6efd2f62-f293-435c-b96c-9e15c9d451a3';

function serveHome() {
  const bodies: JobSearchQuery[] = [];
  server.use(
    getGetTenantSettingsMockHandler(),
    getListGuestCategoriesMockHandler(),
    getListJobsMockHandler(async ({ request }) => {
      bodies.push((await request.json()) as JobSearchQuery);
      return jobList(
        Array.from({ length: 8 }, (_, i) => aJobSummary({ _id: `job-${i}`, title: `Job number ${i + 1}` })),
        { total: 148 },
      );
    }),
  );
  return bodies;
}

describe('home page', () => {
  it('greets with the site name and the number of open jobs', async () => {
    serveHome();
    await renderWithRouter(<HomeHero />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find your next job with Northwind Careers' }),
    ).toBeTruthy();
    expect(await screen.findByText('Search 148 open jobs from companies that are hiring now.')).toBeTruthy();
  });

  it('searches browse jobs with the keyword and the chosen city', async () => {
    serveHome();
    const { router } = await renderWithRouter(<HomeHero />);
    const form = screen.getByRole('search', { name: 'Find jobs' });
    fireEvent.change(within(form).getByLabelText('Job title, skill or company'), { target: { value: ' react ' } });
    const location = within(form).getByLabelText('Location');
    await within(location).findByRole('option', { name: 'Bengaluru' });
    fireEvent.change(location, { target: { value: BENGALURU } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search jobs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse-jobs'));
    expect(router.state.location.search).toEqual({ q: 'react', location: BENGALURU });
  });

  it('turns "Work from home" into the work-from-home filter and an empty search into all jobs', async () => {
    serveHome();
    const { router } = await renderWithRouter(<HomeHero />);
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'remote' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Find jobs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse-jobs'));
    expect(router.state.location.search).toEqual({ workplace: 'WFH' });
  });

  it('lists popular categories, the six newest jobs and the call to employers', async () => {
    const bodies = serveHome();
    await renderWithRouter(<HomeSections companies={null} />);
    const categories = await screen.findByRole('region', { name: 'Popular categories' });
    // Of the contract's example, only Software Development has open jobs.
    expect(within(categories).getByText('Software Development')).toBeTruthy();
    expect(within(categories).getByText('148 open jobs')).toBeTruthy();
    expect(within(categories).queryByText('Finance and Accounting')).toBeNull();

    const latest = await screen.findByRole('region', { name: 'Latest jobs' });
    expect(within(latest).getAllByRole('article')).toHaveLength(6);
    expect(bodies[0]).toEqual({ page: 1, limit: 10, sort: 'newest' });

    const employers = screen.getByRole('region', { name: 'Hiring? Meet your next great hire here.' });
    expect(within(employers).getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/employer/register');
  });
});
