// MSW for the smart search tests: a signed-in employer whose plan has smart search, saved searches
// and candidate lists; every search call answers with the contract's examples unless a test
// overrides it; unhandled requests fail the test and the HTTP seam's failure toast is a spy.
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { getListMasterItemsMockHandler } from '@generated/api/master-data/master-data.msw';
import { getGetLicenceMapMockHandler, getGetLicenceMapResponseMock } from '@generated/api/payments/payments.msw';
import { getSearchMock } from '@generated/api/search/search.msw';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, getSession, setSession } from '@/lib/session/session';

// Mantine's combobox scrolls the highlighted option into view, which jsdom does not implement.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

export function planWith(flags: Record<string, boolean>) {
  const example = getGetLicenceMapResponseMock();
  return getGetLicenceMapMockHandler({ ...example, data: { ...example.data, ...flags } });
}

export const FULL_PLAN = {
  smart_search: true,
  advanced_candidate_search: true,
  saved_searches: true,
  candidate_lists: true,
};

export function setupSearchTest() {
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
    setSession('test-token', {
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'priya.raman@example.in',
      role: 'employer',
      companyName: 'Lumen Fintech',
    });
    server.use(planWith(FULL_PLAN), getListMasterItemsMockHandler(), ...getSearchMock());
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    clearStoredSession();
  });
  afterAll(() => server.close());
  return { server, onFailure };
}
