import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListGuestHiringCompaniesMockHandler } from '@generated/api/jobs-discovery/jobs-discovery.msw';
import { renderWithRouter } from '@/test/render';
import HiringCompanies from './hiring-companies';
import { setupCompaniesTest } from './test/setup-api';

const { server, onFailure } = setupCompaniesTest();

describe('companies hiring now', () => {
  it('shows the hiring companies with their open jobs and cities', async () => {
    server.use(getListGuestHiringCompaniesMockHandler());
    await renderWithRouter(<HiringCompanies />);
    const lumen = await screen.findByRole('link', { name: /Lumen Fintech/ });
    expect(lumen.getAttribute('href')).toBe('/company-profile?slug=lumen-fintech');
    expect(within(lumen).getByText('14 open jobs')).toBeTruthy();
    expect(within(lumen).getByText('Bengaluru · Pune')).toBeTruthy();
  });

  it('stays out of the way when companies are not listed on the site', async () => {
    let answered = false;
    server.use(
      http.post('*/client/api/v1/job-recommendation/get-jobs-company-list/guest', () => {
        answered = true;
        return HttpResponse.json({ code: 'FORBIDDEN', message: 'Not in your plan', data: null }, { status: 403 });
      }),
    );
    await renderWithRouter(<HiringCompanies />);
    await waitFor(() => expect(answered).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onFailure).not.toHaveBeenCalled();
  });
});
