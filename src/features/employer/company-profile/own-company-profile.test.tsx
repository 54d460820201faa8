// The employer's own company page: the public page under a band that says whose view it is; the
// owner is offered the edit, a team member only the public page; an owner who never set the page
// up is sent to the setup first.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { member, owner, setupEmployerTest } from '../shared/test-setup';
import { OwnCompanyProfile } from './own-company-profile';

const { asEmployer } = setupEmployerTest();
afterEach(cleanup);

const profile = (ref: string) => <p>Public page of {ref}</p>;

describe('OwnCompanyProfile', () => {
  it('shows the owner the public page with the edit and the public link', async () => {
    asEmployer({ ...owner, isProfileSetupDone: true });
    await renderWithRouter(<OwnCompanyProfile renderProfile={profile} />, { path: '/employer/company-profile' });
    expect(await screen.findByText(`Public page of ${owner.company._id}`)).toBeTruthy();
    expect(screen.getByText('Your company page, as candidates see it')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit company profile' }).getAttribute('href')).toBe(
      '/employer/profile/company-overview',
    );
    expect(screen.getByRole('link', { name: 'Open the public page' }).getAttribute('href')).toContain(
      '/company-profile?slug=',
    );
  });

  it('offers a team member no edit', async () => {
    asEmployer({ ...member(['post_jobs']), isProfileSetupDone: true });
    await renderWithRouter(<OwnCompanyProfile renderProfile={profile} />, { path: '/employer/company-profile' });
    expect(await screen.findByText(`Public page of ${owner.company._id}`)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit company profile' })).toBeNull();
  });

  it('sends an owner without a company page to its setup', async () => {
    asEmployer({ ...owner, isProfileSetupDone: false });
    await renderWithRouter(<OwnCompanyProfile renderProfile={profile} />, { path: '/employer/company-profile' });
    expect(await screen.findByText('Your company page is not set up yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up the company page' }).getAttribute('href')).toBe(
      '/employer/company-profile-setup',
    );
    expect(screen.queryByText(/Public page of/)).toBeNull();
  });
});
