// MSW for the salary insights tests: unhandled requests fail the test, the HTTP seam's failure
// toast is a spy, and the board's plan (for guests) or the employer's licence map (signed in) has
// job_salary_insights unless a test says otherwise.
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { getGetLicenceMapMockHandler } from '@generated/api/payments/payments.msw';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, getSession, setSession } from '@/lib/session/session';

const FLAG = 'job_salary_insights';

/** The board's features, with or without salary insights. */
export function boardPlan(on: boolean) {
  const settings = getGetTenantSettingsResponseMock();
  const features = settings.data.features.filter((f) => f !== FLAG);
  return getGetTenantSettingsMockHandler({
    ...settings,
    data: { ...settings.data, features: on ? [...features, FLAG] : features },
  });
}

/** The signed-in employer's licence map, with or without salary insights; `asked` counts its reads. */
export function employerLicence(on: boolean, asked?: () => void) {
  return getGetLicenceMapMockHandler(() => {
    asked?.();
    return { code: 'SUCCESS', message: 'Success', data: { default: true, [FLAG]: on } };
  });
}

export function signInAsEmployer() {
  setSession('test-token', {
    firstName: 'Rohan',
    lastName: 'Raman',
    email: 'rohan.raman@example.in',
    role: 'employer',
    companyName: 'Northwind Logistics',
  });
}

export function setupInsightsTest() {
  const server = setupServer(boardPlan(true), employerLicence(true));
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
  return { server, onFailure };
}
