// MSW for a plan-gated feature's screen tests: unhandled requests fail the test, and the board's
// features (read by guests) and a signed-in user's licence map carry the feature's flag or not, per
// test. One setup for every feature whose screens show or hide by one flag.
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { getGetLicenceMapMockHandler, getGetLicenceMapResponseMock } from '@generated/api/payments/payments.msw';
import type { FeatureFlagKey } from '@generated/manifest';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, getSession, setSession } from '@/lib/session/session';

export function setupFeatureTest(flag: FeatureFlagKey) {
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

  /** The board's plan, read by guests; a signed-in user's licence map carries the same flag. */
  function plan(withFeature: boolean) {
    const settings = getGetTenantSettingsResponseMock();
    const features = withFeature ? ['default', flag] : ['default'];
    const map = getGetLicenceMapResponseMock();
    server.use(
      getGetTenantSettingsMockHandler({ ...settings, data: { ...settings.data, features } }),
      getGetLicenceMapMockHandler({ ...map, data: { ...map.data, [flag]: withFeature } }),
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
