import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { renderScreens } from '../test/render';
import { setupAuthTest } from '../test/setup-api';
import { TermsPage } from './terms-page';
import { fillSite } from './terms-sections';

const { server } = setupAuthTest();

describe('TermsPage', () => {
  it('shows every section with the tenant’s name and support address', async () => {
    const settings = getGetTenantSettingsResponseMock();
    server.use(
      getGetTenantSettingsMockHandler({
        ...settings,
        data: { ...settings.data, name: 'Brightlane Careers', supportEmail: 'help@brightlane.in' },
      }),
    );
    renderScreens({ '/employer/terms-condition': () => <TermsPage account="employer" /> }, '/employer/terms-condition');

    expect((await screen.findAllByText(/Brightlane Careers/)).length).toBeGreaterThan(2);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    for (const name of [
      'Acceptance',
      'account',
      'Job postings',
      'Acceptable use',
      'Privacy',
      'closing',
      'liability',
      'Changes',
      'Contact',
    ])
      expect(contents.textContent).toContain(name);
    expect(screen.getByRole('link', { name: 'help@brightlane.in' }).getAttribute('href')).toBe(
      'mailto:help@brightlane.in',
    );
  });
});

describe('fillSite', () => {
  it('capitalises a generic name where a sentence starts', () => {
    expect(fillSite('{site} provides jobs. Use {site} well. {site} grows.', 'this site')).toBe(
      'This site provides jobs. Use this site well. This site grows.',
    );
  });
});
