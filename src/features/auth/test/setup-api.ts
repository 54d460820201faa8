// The HTTP seam and MSW for the account tests: unhandled requests fail the test, the seam's
// toast is a spy (so tests can check a failure was reported once, by the seam only), and every
// analytics call is recorded.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { configureHttp } from '@/lib/api/http';
import { addAnalyticsProvider } from '@/lib/analytics/analytics';
import { clearStoredSession } from '@/lib/session/session';

export const ORIGIN = 'http://jobs.test';

export function setupAuthTest() {
  const server = setupServer();
  const onFailure = vi.fn();
  const analytics = { identify: vi.fn(), capture: vi.fn(), reset: vi.fn(), group: vi.fn() };
  let removeAnalytics = () => {};

  beforeAll(() => {
    // Taken out after the file: the web tests share one module registry (isolate: false).
    removeAnalytics = addAnalyticsProvider({ name: 'test', ...analytics });
    server.listen({ onUnhandledRequest: 'error' });
    // jsdom has no scrolling; the router restores scroll on every navigation.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  beforeEach(() => {
    onFailure.mockReset();
    for (const fn of Object.values(analytics)) fn.mockReset();
    configureHttp({ origin: ORIGIN, getToken: () => null, getAdminId: () => null, onFailure });
  });
  afterEach(() => {
    server.resetHandlers();
    clearStoredSession();
    sessionStorage.clear();
  });
  afterAll(() => {
    server.close();
    removeAnalytics();
  });

  return { server, onFailure, analytics };
}
