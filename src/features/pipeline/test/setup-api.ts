// MSW for the pipeline tests: unhandled requests fail the test and the HTTP seam's failure toast
// is a spy.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { configureHttp } from '@/lib/api/http';

export function setupPipelineTest() {
  const server = setupServer();
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
