import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getGetCategoryBySlugMockHandler,
  getListGuestCategoriesMockHandler,
} from '@generated/api/master-data/master-data.msw';
import { getListJobsMockHandler } from '@generated/api/jobs-discovery/jobs-discovery.msw';
import type { JobSearchQuery } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { aJobSummary, jobList } from '../test/fixtures';
import { setupDiscoveryTest } from '../test/setup-api';
import { CategoriesPage } from './categories-page';
import { CategoryJobsPage } from './category-jobs-page';

const { server } = setupDiscoveryTest();

describe('job categories', () => {
  it('lists every category with its open jobs, linking to its page', async () => {
    server.use(getListGuestCategoriesMockHandler());
    await renderWithRouter(<CategoriesPage />, { path: '/job-category' });
    const software = await screen.findByRole('link', { name: /Software Development/ });
    expect(software.getAttribute('href')).toBe('/job-category?slug=software-development');
    expect(within(software).getByText('148 open jobs')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /Finance and Accounting/ })).getByText('No open jobs')).toBeTruthy();
    expect(screen.getByText('2 categories · 148 open jobs')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Filter categories by name' }), { target: { value: 'fin' } });
    expect(screen.queryByRole('link', { name: /Software Development/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Finance and Accounting/ })).toBeTruthy();
  });

  it("shows a category's jobs and subcategories, in pages", async () => {
    const bodies: JobSearchQuery[] = [];
    server.use(
      getGetCategoryBySlugMockHandler(),
      getListJobsMockHandler(async ({ request }) => {
        bodies.push((await request.json()) as JobSearchQuery);
        return jobList([aJobSummary()], { page: 2, total: 11 });
      }),
    );
    await renderWithRouter(<CategoryJobsPage search={{ slug: 'software-development', page: 2 }} />, {
      path: '/job-category?slug=software-development&page=2',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Software Development jobs' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Senior Frontend Engineer (React)' })).toBeTruthy();
    expect(bodies[0]).toEqual({
      page: 2,
      limit: 10,
      sort: 'newest',
      categoryIds: ['0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e'],
    });
    const sub = screen.getByRole('navigation', { name: 'Subcategories' });
    expect(within(sub).getByRole('link', { name: 'Frontend Development (41)' }).getAttribute('href')).toBe(
      '/job-category?slug=frontend-development',
    );
  });

  it('says so when the category does not exist', async () => {
    server.use(
      http.get('*/client/api/v1/category/get/:slug', () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'Category not found', data: null }, { status: 404 }),
      ),
    );
    await renderWithRouter(<CategoryJobsPage search={{ slug: 'astronomy' }} />, {
      path: '/job-category?slug=astronomy',
    });
    expect(await screen.findByText('This category does not exist')).toBeTruthy();
  });
});
