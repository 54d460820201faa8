import { useRouterState } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListCompaniesMockHandler, getListCompaniesResponseMock } from '@generated/api/companies/companies.msw';
import type { CompanyListQuery, ListCompanies200 } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { setupCompaniesTest } from '../test/setup-api';
import { BrowseCompaniesPage } from './browse-companies-page';
import { validateBrowseCompaniesSearch } from './search-params';

const { server } = setupCompaniesTest();

function Harness() {
  const search = useRouterState({ select: (s) => validateBrowseCompaniesSearch(s.location.search) });
  return <BrowseCompaniesPage search={search} />;
}

function serveCompanies(respond: (body: CompanyListQuery) => ListCompanies200 = () => getListCompaniesResponseMock()) {
  const bodies: CompanyListQuery[] = [];
  server.use(
    getListCompaniesMockHandler(async ({ request }) => {
      const body = (await request.json()) as CompanyListQuery;
      bodies.push(body);
      return respond(body);
    }),
  );
  return bodies;
}

describe('browse companies', () => {
  it('shows company cards with their open jobs and ratings', async () => {
    const bodies = serveCompanies();
    await renderWithRouter(<Harness />, { path: '/browse-companies' });
    const northwind = await screen.findByRole('link', { name: /Northwind Logistics/ });
    expect(northwind.getAttribute('href')).toBe('/company-profile?slug=northwind-logistics');
    expect(within(northwind).getByText('23 open jobs')).toBeTruthy();
    expect(within(northwind).getByText('Rated 4.2 out of 5 from 50+ reviews')).toBeTruthy();
    const bluedart = screen.getByRole('link', { name: /Bluedart Freight Partners/ });
    expect(within(bluedart).getByText('No reviews yet')).toBeTruthy();
    expect(bodies[0]).toEqual({ page: 1, limit: 10, sortBy: 'openJobs', sortOrder: 'desc' });
  });

  it('searches, sorts and pages through the URL', async () => {
    const bodies = serveCompanies((body) => {
      const mock = getListCompaniesResponseMock();
      return {
        ...mock,
        data: { ...mock.data, pagination: { page: body.page ?? 1, limit: 10, total: 25, totalPages: 3 } },
      };
    });
    const { router } = await renderWithRouter(<Harness />, { path: '/browse-companies' });
    await screen.findByRole('link', { name: /Northwind Logistics/ });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search companies by name' }), {
      target: { value: 'logistics' },
    });
    fireEvent.submit(screen.getByRole('search', { name: 'Companies' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ page: 1, limit: 10, sortBy: 'openJobs', sortOrder: 'desc', search: 'logistics' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'name' } });
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]).toMatchObject({ sortBy: 'name', sortOrder: 'asc', search: 'logistics' });

    fireEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(bodies).toHaveLength(4));
    expect(bodies[3]).toMatchObject({ page: 3 });
    expect(router.state.location.search).toEqual({ q: 'logistics', sort: 'name', page: 3 });
  });

  it('offers to clear a search that finds nothing', async () => {
    serveCompanies((body) =>
      body.search
        ? {
            code: 'SUCCESS',
            message: 'Success',
            data: { items: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } },
          }
        : getListCompaniesResponseMock(),
    );
    const { router } = await renderWithRouter(<Harness />, { path: '/browse-companies?q=zzz' });
    expect(await screen.findByText('No companies match “zzz”')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await screen.findByRole('link', { name: /Northwind Logistics/ });
    expect(router.state.location.search).toEqual({});
  });

  it('explains when the site does not list companies', async () => {
    server.use(
      http.post('*/client/api/v1/company/list', () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'Not in your plan', data: null }, { status: 403 }),
      ),
    );
    await renderWithRouter(<Harness />, { path: '/browse-companies' });
    expect(await screen.findByText('Company pages are not available')).toBeTruthy();
  });
});
