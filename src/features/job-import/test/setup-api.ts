// MSW for the import tests: unhandled requests fail the test and the HTTP seam's failure toast
// is a spy, so a test can tell a silent 403 from a reported failure. The board's plan has import
// mirroring unless a test says otherwise (mirrorPlan(false)).
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { configureHttp } from '@/lib/api/http';

/** The board's features, with or without import mirroring. */
export function mirrorPlan(on: boolean) {
  const settings = getGetTenantSettingsResponseMock();
  const features = settings.data.features.filter((f) => f !== 'import_mirror');
  return getGetTenantSettingsMockHandler({
    ...settings,
    data: { ...settings.data, features: on ? [...features, 'import_mirror'] : features },
  });
}

export function setupImportTest() {
  const server = setupServer(mirrorPlan(true));
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
