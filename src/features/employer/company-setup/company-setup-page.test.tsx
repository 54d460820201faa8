import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getGetCompanyMockHandler,
  getListCitiesMockHandler,
  getListCountriesMockHandler,
  getListMasterItemsMockHandler,
  getListStatesMockHandler,
} from '@generated/api/content/content.msw';
import {
  getUpdateEmployerCompanyMockHandler,
  getUpdateEmployerCompanyResponseMock,
} from '@generated/api/employer/employer.msw';
import type { EmployerCompanySetupInput } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { member, owner, setupEmployerTest } from '../shared/test-setup';
import { CompanySetupPage } from './company-setup-page';
import { SetupSuccessPage } from './setup-success-page';

const { server, asEmployer } = setupEmployerTest();

describe('company profile setup', () => {
  it('saves the company with employer/update-company and goes to the success screen', async () => {
    const sent: EmployerCompanySetupInput[] = [];
    server.use(
      getGetCompanyMockHandler(),
      getListCountriesMockHandler(),
      getListStatesMockHandler(),
      getListCitiesMockHandler(),
      getListMasterItemsMockHandler(),
      getUpdateEmployerCompanyMockHandler(async ({ request }) => {
        sent.push((await request.json()) as EmployerCompanySetupInput);
        return getUpdateEmployerCompanyResponseMock();
      }),
    );
    const { router } = await renderWithRouter(<CompanySetupPage />, { path: '/employer/company-profile-setup' });
    expect(screen.getByRole('heading', { level: 1, name: 'Set up your company profile' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Company profile' });
    await waitFor(() => expect((within(form).getByLabelText(/Company name/) as HTMLInputElement).value).not.toBe(''));
    fireEvent.change(within(form).getByRole('textbox', { name: 'About' }), {
      target: { value: 'We move freight.\n\n- Cold chain' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/profile-setup-success'));
    expect(sent[0]).toMatchObject({ about: '<p>We move freight.</p><ul><li>Cold chain</li></ul>' });
    expect(sent[0]?.industryId).toBeTruthy();
    expect(sent[0]?.location.cityId).toBeTruthy();
  });

  it('tells a team member that the owner sets up the company', async () => {
    asEmployer(member(['post_jobs']));
    await renderWithRouter(<CompanySetupPage />);
    expect(await screen.findByText('Only the company owner sets up the profile')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Company profile' })).toBeNull();
  });

  it('offers the next steps, with the public company page by its slug', async () => {
    await renderWithRouter(<SetupSuccessPage />);
    const link = await screen.findByRole('link', { name: 'View your public company page' });
    expect(link.getAttribute('href')).toBe(`/company-profile?slug=${owner.company.slug}`);
    expect(screen.getByRole('link', { name: 'Post your first job' }).getAttribute('href')).toBe('/employer/job-type');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/employer/home');
  });
});
