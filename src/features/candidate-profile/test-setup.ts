// MSW for the candidate profile screen tests: unhandled requests fail the test, the HTTP seam's
// failure toast is a spy, nobody is signed in on this device (so plan checks read the board's
// features, which include the completion meter and the resume tools), and candidate/view answers
// the contract's example profile unless a test gives another (asProfile).
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import {
  getGetCandidateProfileMockHandler,
  getGetCandidateProfileResponseMock,
  getGetProfileSectionAllowanceMockHandler,
  getListAccomplishmentsMockHandler,
} from '@generated/api/candidate-profile/candidate-profile.msw';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import {
  getListCitiesMockHandler,
  getListCountriesMockHandler,
  getListMasterItemsMockHandler,
  getListStatesMockHandler,
} from '@generated/api/master-data/master-data.msw';
import type { CandidateProfile } from '@generated/api/model';
import { configureHttp } from '@/lib/api/http';
import { userFormHandler } from '@/components/user-form/user-form-mock';

export const exampleProfile: CandidateProfile = getGetCandidateProfileResponseMock().data;

// eslint-disable-next-line lingui/no-unlocalized-strings -- a mocked server's message, not the screen's text
export function envelope<T>(data: T, message = 'Success') {
  return { code: 'SUCCESS' as const, message, data };
}

export function setupProfileTest() {
  const settings = getGetTenantSettingsResponseMock();
  const server = setupServer(
    getGetCandidateProfileMockHandler(),
    getGetProfileSectionAllowanceMockHandler(),
    getListAccomplishmentsMockHandler(),
    getListMasterItemsMockHandler(),
    getListCountriesMockHandler(),
    getListStatesMockHandler(),
    getListCitiesMockHandler(),
    // The board's forms (registration details): no questions of their own unless a test serves some.
    userFormHandler(),
    getGetTenantSettingsMockHandler({
      ...settings,
      data: { ...settings.data, features: ['default', 'profile_completion', 'resume_builder', 'resume_parser'] },
    }),
  );
  const onFailure = vi.fn();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    onFailure.mockReset();
    configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null, onFailure });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  const asProfile = (profile: CandidateProfile) => server.use(getGetCandidateProfileMockHandler(envelope(profile)));
  return { server, onFailure, asProfile };
}
