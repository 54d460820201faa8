// MSW for the checkout screen tests: unhandled requests fail the test, the HTTP seam's failure
// toast is a spy, and the board sells with coupons on (the tenant settings), nobody signed in on
// this device (so the feature check reads the settings), an employer (the company's owner) on a paid plan and a
// candidate without a licence.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { getGetEmployerMockHandler, getGetEmployerResponseMock } from '@generated/api/employer/employer.msw';
import {
  getGetEmployerCurrentPlanMockHandler,
  getListCandidateLicencesMockHandler,
  getListCandidateLicencesResponseMock,
} from '@generated/api/payments/payments.msw';
import { configureHttp } from '@/lib/api/http';

export const ORIGIN = 'http://jobs.test';

export function envelope<T>(data: T) {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a mocked server's message, not the screen's
  return { code: 'SUCCESS' as const, message: 'Success', data };
}

export function failure(
  status: number,
  code: string,
  message: string,
  fields: { field: string; message: string }[] = [],
) {
  return {
    status,
    body: { code, message, data: fields.length > 0 ? { fields } : null },
  };
}

export function setupCheckoutTest() {
  const settings = getGetTenantSettingsResponseMock();
  const candidateLicences = getListCandidateLicencesResponseMock();
  const server = setupServer(
    getGetTenantSettingsMockHandler({ ...settings, data: { ...settings.data, features: ['default', 'coupons'] } }),
    getGetEmployerCurrentPlanMockHandler(),
    // The company's owner (who may send a payment link).
    getGetEmployerMockHandler(envelope({ ...getGetEmployerResponseMock().data, kind: 1 })),
    getListCandidateLicencesMockHandler({
      ...candidateLicences,
      data: { ...candidateLicences.data, currentLicence: null },
    }),
  );
  const onFailure = vi.fn();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    onFailure.mockReset();
    configureHttp({ origin: ORIGIN, getToken: () => 'token', getAdminId: () => null, onFailure });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { server, onFailure };
}
