import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getGetSitemapCountUrl } from '@generated/api/seo/seo';
import {
  getGetSitemapCountMockHandler,
  getGetSitemapCountResponseMock,
  getListSitemapUrlsMockHandler,
} from '@generated/api/seo/seo.msw';
import type { SitemapQuery } from '@generated/api/model';
import { configureHttp } from '@/lib/api/http';
import { renderWithRouter } from '@/test/render';
import { pathOf } from './sitemap-link';
import { SitemapPage } from './sitemap-page';

const ORIGIN = 'http://jobs.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => configureHttp({ origin: ORIGIN, getToken: () => null, getAdminId: () => null, onFailure: () => {} }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const url = (path: string, title: string) => ({
  loc: `https://careers.example.in${path}`,
  title,
  lastmod: '2026-11-01T00:00:00.000Z',
});
const BY_KIND = {
  page: [url('/', 'Home'), url('/about-us', 'About us')],
  category: [url('/job-category?slug=logistics', 'Logistics')],
  company: [url('/company-profile?slug=northwind', 'Northwind Logistics')],
  job: [url('/job-detail/night-dispatch-lead', 'Night Dispatch Lead')],
  article: [url('/journal', 'Journal'), url('/journal/five-interview-questions', 'Five interview questions')],
};

describe('the sitemap for people', () => {
  it('lists each kind of page by name, linking to paths on this host, with a way to every job', async () => {
    const count = getGetSitemapCountResponseMock();
    server.use(
      getGetSitemapCountMockHandler({
        ...count,
        data: {
          ...count.data,
          kinds: [
            { kind: 'job', count: 1204, pages: 2, lastmod: null },
            { kind: 'article', count: 2, pages: 1, lastmod: null },
          ],
        },
      }),
      getListSitemapUrlsMockHandler(async ({ request }) => {
        const q = (await request.json()) as SitemapQuery;
        const items = BY_KIND[q.kind];
        return {
          code: 'SUCCESS',
          message: 'Success',
          data: { items, pagination: { page: 1, limit: 100, total: items.length, totalPages: 1 } },
        };
      }),
    );
    await renderWithRouter(<SitemapPage />, { path: '/sitemap' });
    const company = await screen.findByRole('link', { name: 'Northwind Logistics' });
    expect(company.getAttribute('href')).toBe('/company-profile?slug=northwind');
    expect(screen.getByRole('link', { name: 'Night Dispatch Lead' }).getAttribute('href')).toBe(
      '/job-detail/night-dispatch-lead',
    );
    expect(screen.getByRole('region', { name: 'Job categories' }).textContent).toContain('Logistics');
    expect(await screen.findByRole('link', { name: 'Browse all 1,204 jobs' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Five interview questions' })).getAttribute('href')).toBe(
      '/journal/five-interview-questions',
    );
  });

  it('still lists the main pages on a board whose plan has no sitemap', async () => {
    server.use(
      http.get(`${ORIGIN}${getGetSitemapCountUrl()}`, () =>
        HttpResponse.json(
          { code: 'ERROR', message: 'Your plan does not include this feature', data: null },
          { status: 403 },
        ),
      ),
      getListSitemapUrlsMockHandler(),
    );
    await renderWithRouter(<SitemapPage />, { path: '/sitemap' });
    expect(await screen.findByRole('link', { name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeTruthy();
  });

  it('follows absolute URLs as paths', () => {
    expect(pathOf('https://old.example.in/job-category?slug=a%20b')).toBe('/job-category?slug=a%20b');
    expect(pathOf('not a url')).toBe('/');
  });
});
