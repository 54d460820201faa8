// MSW for the company-followers tests: unhandled requests fail the test; the board's features and a
// signed-in user's licence map are chosen per test.
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { getGetTenantSettingsMockHandler, getGetTenantSettingsResponseMock } from '@generated/api/content/content.msw';
import { getGetLicenceMapMockHandler, getGetLicenceMapResponseMock } from '@generated/api/payments/payments.msw';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, getSession, setSession } from '@/lib/session/session';

export function setupFollowersTest() {
  const server = setupServer();
  const onFailure = vi.fn();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    onFailure.mockReset();
    configureHttp({
      origin: 'http://jobs.test',
      getToken: () => getSession()?.token,
      getAdminId: () => null,
      onFailure,
    });
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    clearStoredSession();
  });
  afterAll(() => server.close());

  /** The board's plan, read by guests; a signed-in user's licence map carries the same flags. */
  function plan(withFollowers: boolean) {
    const settings = getGetTenantSettingsResponseMock();
    const features = withFollowers ? ['default', 'company_followers'] : ['default'];
    const map = getGetLicenceMapResponseMock();
    server.use(
      getGetTenantSettingsMockHandler({ ...settings, data: { ...settings.data, features } }),
      getGetLicenceMapMockHandler({ ...map, data: { ...map.data, company_followers: withFollowers } }),
    );
  }

  function signIn(role: 'candidate' | 'employer') {
    setSession('token', {
      firstName: 'Ananya',
      lastName: 'Iyer',
      email: 'ananya.iyer@example.in',
      role,
      companyName: role === 'employer' ? 'Northwind Logistics' : null,
    });
  }

  return { server, onFailure, plan, signIn };
}
