// MSW for the account and team screen tests: unhandled requests fail the test, the HTTP seam's
// failure toast is a spy, and employer/view answers the contract's owner unless a test says
// otherwise (asMember).
import { t } from '@lingui/core/macro';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { getGetEmployerMockHandler, getGetEmployerResponseMock } from '@generated/api/employer/employer.msw';
import type { Employer, TeamMemberPermission } from '@generated/api/model';
import { configureHttp } from '@/lib/api/http';
import { userFormHandler } from '@/components/user-form/user-form-mock';

export const owner: Employer = getGetEmployerResponseMock().data;

export function member(permissions: TeamMemberPermission[]): Employer {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- test data, not a text
  return { ...owner, _id: 'e7b1c3d5-0000-4000-8000-000000000002', kind: 2, firstName: 'Lena', permissions };
}

export function setupEmployerTest() {
  // The board's registration form asks nothing of its own unless a test serves some questions.
  // The board's plan: none of its features unless a test names some (the owner's domain card reads it).
  const settings = getGetTenantSettingsResponseMock();
  const server = setupServer(
    getGetEmployerMockHandler(),
    userFormHandler(),
    getGetTenantSettingsMockHandler({ ...settings, data: { ...settings.data, features: [] } }),
  );
  const onFailure = vi.fn();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    onFailure.mockReset();
    configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null, onFailure });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  const asEmployer = (employer: Employer) =>
    server.use(getGetEmployerMockHandler({ code: 'SUCCESS', message: t`Success`, data: employer }));
  return { server, onFailure, asEmployer };
}
