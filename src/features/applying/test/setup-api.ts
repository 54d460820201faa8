// MSW for the applying tests: unhandled requests fail the test, the HTTP seam's failure toast is
// a spy, and a signed-in candidate can be simulated per test.
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { configureHttp } from '@/lib/api/http';
import { boardQuestionsHandler } from '@/lib/applying/board-questions-mock';
import { clearStoredSession, getSession, setSession } from '@/lib/session/session';

export const ORIGIN = 'http://jobs.test';

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
// jsdom has no CSS.escape; the form engine uses it to focus the first invalid field.
if (typeof CSS === 'undefined' || !CSS.escape)
  Object.assign(globalThis, {
    CSS: {
      ...(globalThis as { CSS?: object }).CSS,
      escape: (v: string) => v.replace(/[^A-Za-z0-9_-]/g, (c) => `\\${c}`),
    },
  });
export function setupApplyingTest() {
  // The tenant's settings, without chat on the plan unless a test says otherwise.
  const settings = getGetTenantSettingsResponseMock();
  const server = setupServer(
    getGetTenantSettingsMockHandler({ ...settings, data: { ...settings.data, features: ['default'] } }),
    // The board's apply form has no questions of its own unless a test says otherwise.
    boardQuestionsHandler(),
  );
  const onFailure = vi.fn();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    onFailure.mockReset();
    configureHttp({ origin: ORIGIN, getToken: () => getSession()?.token, getAdminId: () => null, onFailure });
  });
  afterEach(() => {
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
