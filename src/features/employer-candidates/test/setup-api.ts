// MSW for the employer-candidate tests: unhandled requests fail the test, the HTTP seam's failure
// toast is a spy, and a signed-in employer (the contract's example account) whose plan has the
// flags a test names (all of the feature's by default).
import { cleanup } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { getGetTenantSettingsMockHandler } from '@generated/api/board-settings/board-settings.msw';
import { getGetEmployerMockHandler, getGetEmployerResponseMock } from '@generated/api/employer/employer.msw';
import { getGetLicenceMapMockHandler } from '@generated/api/payments/payments.msw';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, setSession } from '@/lib/session/session';

export const ME = getGetEmployerResponseMock().data;

export const ALL_FLAGS = [
  'candidate_contact_view',
  'candidate_lists',
  'candidate_invitation',
  'candidate_recommendation',
  'matched_candidates',
  'similar_candidates',
  'resume_download',
  'resume_preview',
] as const;

export function setupCandidatesTest() {
  const server = setupServer();
  const onFailure = vi.fn();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    onFailure.mockReset();
    configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null, onFailure });
    setSession('token', {
      firstName: ME.firstName,
      lastName: ME.lastName,
      email: ME.email,
      role: 'employer',
      companyName: ME.company.name,
    });
  });
  afterEach(() => {
    // Unmount first: signing out would otherwise send the mounted screens after the board's settings.
    cleanup();
    server.resetHandlers();
    clearStoredSession();
  });
  afterAll(() => server.close());
  return { server, onFailure };
}

/** The signed-in account and its plan: every flag of `flags` allowed, the rest not. */
export function accountHandlers(flags: readonly string[] = ALL_FLAGS) {
  return [
    getGetTenantSettingsMockHandler(),
    getGetEmployerMockHandler(),
    getGetLicenceMapMockHandler({
      code: 'SUCCESS',
      message: 'Success',
      data: Object.fromEntries([['default', true], ...flags.map((f) => [f, true])]),
    }),
  ];
}

/** A 403 LIMIT_OVER answer, as the server sends when the plan's allowance is used up. */
export function limitOver(message: string) {
  return HttpResponse.json({ code: 'LIMIT_OVER', message, data: null }, { status: 403 });
}

export function notFound() {
  return HttpResponse.json({ code: 'ERROR', message: 'Not found', data: null }, { status: 404 });
}

export function failure() {
  return HttpResponse.json({ code: 'ERROR', message: 'Oops, something went wrong !', data: null }, { status: 500 });
}

export { http };
