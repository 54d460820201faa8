// MSW for the pipeline tests: unhandled requests fail the test and the HTTP seam's failure toast
// is a spy. The plan has applicant tracking (`ats`) unless a test says otherwise: signed-in
// employers read it from the licence map, others from the board's features.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { getGetLicenceMapMockHandler, getGetLicenceMapResponseMock } from '@generated/api/payments/payments.msw';
import { configureHttp } from '@/lib/api/http';
import { boardQuestionsHandler } from '@/lib/applying/board-questions-mock';

/** The board's features and the employer's licence map, with or without applicant tracking. */
export function trackingPlan(ats: boolean) {
  const settings = getGetTenantSettingsResponseMock();
  const map = getGetLicenceMapResponseMock();
  const features = settings.data.features.filter((f) => f !== 'ats');
  return [
    getGetTenantSettingsMockHandler({
      ...settings,
      data: { ...settings.data, features: ats ? [...features, 'ats'] : features },
    }),
    getGetLicenceMapMockHandler({ ...map, data: { ...map.data, ats } }),
  ];
}

export function setupPipelineTest() {
  // The board's apply form has no questions of its own unless a test says otherwise.
  const server = setupServer(boardQuestionsHandler(), ...trackingPlan(true));
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
