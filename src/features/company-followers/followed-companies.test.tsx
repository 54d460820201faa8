import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getGetCompanyFollowerSettingsMockHandler,
  getGetCompanyFollowerSettingsResponseMock,
  getListFollowedCompaniesMockHandler,
  getListFollowedCompaniesResponseMock,
  getUnfollowCompanyMockHandler,
  getUnfollowCompanyResponseMock,
  getUpdateCompanyFollowerSettingsMockHandler,
} from '@generated/api/company-followers/company-followers.msw';
import type { CompanyFollowerSettingsInput, FollowedCompany } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { FollowedCompanies } from './followed-companies';
import { setupFeatureTest } from '@/test/feature-test';

const { server, signIn } = setupFeatureTest('company_followers');

const listed = getListFollowedCompaniesResponseMock();
const northwind = listed.data.items[0] as FollowedCompany;

function listing(items: FollowedCompany[]) {
  return { ...listed, data: { items, pagination: { page: 1, limit: 10, total: items.length, totalPages: 1 } } };
}

describe('the companies a candidate follows', () => {
  it('lists them with a link to each page, and unfollows one', async () => {
    signIn('candidate');
    let items = [northwind];
    server.use(
      getGetCompanyFollowerSettingsMockHandler(getGetCompanyFollowerSettingsResponseMock()),
      getListFollowedCompaniesMockHandler(() => listing(items)),
      getUnfollowCompanyMockHandler(() => {
        items = [];
        return getUnfollowCompanyResponseMock();
      }),
    );
    await renderWithRouter(<FollowedCompanies />);
    const list = await screen.findByRole('list', { name: 'Companies you follow' });
    const row = within(list).getByRole('listitem', { name: 'Northwind Logistics' });
    expect(within(row).getByRole('link', { name: 'Northwind Logistics' }).getAttribute('href')).toBe(
      '/company-profile?slug=northwind-logistics',
    );
    expect(row.textContent).toContain('Pune, India · 23 open jobs');
    expect(row.textContent).toContain('Following since');

    fireEvent.click(within(row).getByRole('button', { name: 'Unfollow Northwind Logistics' }));
    expect(await screen.findByRole('heading', { name: 'You follow no companies yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse companies' })).toBeTruthy();
  });

  it('turns the e-mail digest on', async () => {
    signIn('candidate');
    const sent: CompanyFollowerSettingsInput[] = [];
    server.use(
      getGetCompanyFollowerSettingsMockHandler(getGetCompanyFollowerSettingsResponseMock()),
      getListFollowedCompaniesMockHandler(listing([northwind])),
      getUpdateCompanyFollowerSettingsMockHandler(async ({ request }) => {
        const body = (await request.json()) as CompanyFollowerSettingsInput;
        sent.push(body);
        return { code: 'SUCCESS', message: 'E-mail digest turned on', data: { digest: body.digest } };
      }),
    );
    await renderWithRouter(<FollowedCompanies />);
    const digest = await screen.findByRole('switch', { name: /^E-mail me a daily digest of their new jobs/ });
    expect((digest as HTMLInputElement).checked).toBe(false);
    fireEvent.click(digest);
    await screen.findByRole('switch', { name: /^E-mail me a daily digest/, checked: true });
    expect(sent).toEqual([{ digest: true }]);
  });
});
