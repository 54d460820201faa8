import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetCompanyMockHandler } from '@generated/api/companies/companies.msw';
import { getChangeEmployerPasswordUrl } from '@generated/api/employer/employer';
import {
  getUpdateEmployerCompanyMockHandler,
  getUpdateEmployerCompanyResponseMock,
} from '@generated/api/employer/employer.msw';
import {
  getListCitiesMockHandler,
  getListCountriesMockHandler,
  getListMasterItemsMockHandler,
  getListStatesMockHandler,
} from '@generated/api/master-data/master-data.msw';
import type { EmployerChangePasswordInput, EmployerCompanySetupInput } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { member, owner, setupEmployerTest } from '../shared/test-setup';
import { AccountPage } from './account-page';

const { server, asEmployer } = setupEmployerTest();

const formPickers = () =>
  server.use(
    getGetCompanyMockHandler(),
    getListCountriesMockHandler(),
    getListStatesMockHandler(),
    getListCitiesMockHandler(),
    getListMasterItemsMockHandler(),
  );

describe('my account', () => {
  it('selects the tab it is opened with, and a tab choice goes to ?tab=N', async () => {
    const { router } = await renderWithRouter(<AccountPage tab={4} reviewsTab={<p>The company’s reviews</p>} />, {
      path: '/employer/profile?tab=4',
    });
    expect((await screen.findByRole('tab', { name: 'Reviews' })).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('The company’s reviews')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Transactions' }));
    await waitFor(() => expect(router.state.location.href).toBe('/employer/profile?tab=5'));
  });

  it('lets the owner edit the company overview', async () => {
    formPickers();
    await renderWithRouter(<AccountPage tab={0} />);
    const form = await screen.findByRole('form', { name: 'Company overview' });
    await waitFor(() => expect((within(form).getByLabelText(/Company name/) as HTMLInputElement).value).not.toBe(''));
    expect(
      within(form)
        .getByLabelText(/Company name/)
        .matches(':disabled'),
    ).toBe(false);
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('sends the benefits and photos with the overview, after a change', async () => {
    formPickers();
    const sent: EmployerCompanySetupInput[] = [];
    server.use(
      getUpdateEmployerCompanyMockHandler(async ({ request }) => {
        sent.push((await request.json()) as EmployerCompanySetupInput);
        return getUpdateEmployerCompanyResponseMock();
      }),
    );
    await renderWithRouter(<AccountPage tab={0} />);
    const form = await screen.findByRole('form', { name: 'Company overview' });
    await waitFor(() => expect((within(form).getByLabelText(/Company name/) as HTMLInputElement).value).not.toBe(''));
    expect(within(form).getByText('Hybrid work')).toBeTruthy();
    expect(within(form).getByRole('img', { name: 'Company photo 1' }).getAttribute('src')).toBe(
      '/files/company/northwind-warehouse.jpg',
    );
    // Backspace in the empty benefits input takes off the last one.
    const benefits = within(form).getByLabelText('Benefits', { selector: 'input:not([type=hidden])' });
    (benefits as HTMLInputElement).focus();
    fireEvent.keyDown(benefits, { key: 'Backspace' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.benefits).toEqual(['Health insurance for the family', 'Hybrid work']);
    expect(sent[0]?.photos).toEqual(['/files/company/northwind-warehouse.jpg']);
  });

  it('shows a team member the company read-only', async () => {
    asEmployer(member(['post_jobs']));
    formPickers();
    await renderWithRouter(<AccountPage tab={0} />);
    const form = await screen.findByRole('form', { name: 'Company overview' });
    expect(within(form).getByText(/Only your company's owner can change the company profile/)).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/Company name/)
        .matches(':disabled'),
    ).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('shows what a member may do on the licence tab, and no plan figures', async () => {
    asEmployer(member(['post_jobs', 'chat']));
    await renderWithRouter(<AccountPage tab={3} />);
    const list = await screen.findByRole('list', { name: /What your company owner lets you do/ });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Post jobs', 'Chat']);
    expect(screen.getByText('Team member')).toBeTruthy();
    expect(screen.getByText('Plan details need the Billing permission')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('changes the password, says other sessions were signed out, and shows a wrong current password on its field', async () => {
    const sent: EmployerChangePasswordInput[] = [];
    let wrong = true;
    server.use(
      http.post(`*${getChangeEmployerPasswordUrl(owner._id)}`, async ({ request }) => {
        sent.push((await request.json()) as EmployerChangePasswordInput);
        if (wrong)
          return HttpResponse.json(
            { code: 'BAD_REQUEST', message: 'Current password is incorrect', data: null },
            { status: 400 },
          );
        return HttpResponse.json({ code: 'SUCCESS', message: 'Password changed successfully', data: null });
      }),
    );
    await renderWithRouter(<AccountPage tab={6} />);
    const form = await screen.findByRole('form', { name: 'Change password' });
    const type = (label: RegExp, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type(/^Current password/, 'Old#2025x');
    type(/^New password/, 'short');
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(/upper-case letter/)).toBeTruthy();
    type(/^New password/, 'Harbour#2027');
    type(/^Confirm new password/, 'Harbour#2027');
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Current password is incorrect')).toBeTruthy();
    wrong = false;
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(/every other device and browser was signed out/)).toBeTruthy();
    expect(sent[1]).toEqual({ oldPassword: 'Old#2025x', newPassword: 'Harbour#2027' });
  });
});
