// MSW for the pipeline tests: unhandled requests fail the test and the HTTP seam's failure toast
// is a spy.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { configureHttp } from '@/lib/api/http';
import { boardQuestionsHandler } from '@/lib/applying/board-questions-mock';

export function setupPipelineTest() {
  // The board's apply form has no questions of its own unless a test says otherwise.
  const server = setupServer(boardQuestionsHandler());
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
