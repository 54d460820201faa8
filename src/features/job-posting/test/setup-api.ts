// MSW for the posting tests: unhandled requests fail the test and the HTTP seam's failure toast
// is a spy.
import { setupServer } from 'msw/node';
import { getGetEmployerMockHandler } from '@generated/api/employer/employer.msw';
import { getGetTenantSettingsMockHandler } from '@generated/api/board-settings/board-settings.msw';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { configureHttp } from '@/lib/api/http';
import { jobPostFormHandler } from './job-post-form-mock';

export function setupPostingTest() {
  // The screens read what the signed-in employer may do (employer/view: an owner, who may do all),
  // the board's job_post form (no questions of its own unless a test serves some), and the board's
  // features (the mock's: no custom job address unless a test serves it).
  const server = setupServer(getGetEmployerMockHandler(), jobPostFormHandler(), getGetTenantSettingsMockHandler());
  const onFailure = vi.fn();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    onFailure.mockReset();
    configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null, onFailure });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { server, onFailure };
}
