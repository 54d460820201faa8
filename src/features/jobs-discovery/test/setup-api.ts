// MSW for the discovery tests: unhandled requests fail the test, the HTTP seam's failure toast is
// a spy, and a signed-in candidate can be simulated per test.
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, getSession, setSession } from '@/lib/session/session';
import { boardQuestionsHandler } from '@/lib/applying/board-questions-mock';

export const ORIGIN = 'http://jobs.test';

// Mantine's select scrolls the highlighted option into view, which jsdom does not implement.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

export function setupDiscoveryTest() {
  // The board's apply form has no questions of its own unless a test says otherwise.
  const server = setupServer(boardQuestionsHandler());
  const onFailure = vi.fn();

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    onFailure.mockReset();
    configureHttp({ origin: ORIGIN, getToken: () => getSession()?.token, getAdminId: () => null, onFailure });
  });
  afterEach(() => {
    // Unmount first: a page still on screen would react to the sign-out below with new requests.
    cleanup();
    server.resetHandlers();
    clearStoredSession();
  });
  afterAll(() => server.close());

  return { server, onFailure };
}

export function signInAs(role: 'candidate' | 'employer') {
  setSession('test-token', {
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera.iyer@example.in',
    role,
    companyName: role === 'employer' ? 'Lumen Fintech' : null,
  });
}
