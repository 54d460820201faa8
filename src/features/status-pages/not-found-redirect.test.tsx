import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '@/lib/api/http';
import { renderWithRouter } from '@/test/render';
import { NotFoundPage } from './not-found-page';
import { movedTo } from './use-redirect-rule';

const ORIGIN = 'http://jobs.test';
const server = setupServer();
const onFailure = vi.fn();
const asked: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked.length = 0;
  onFailure.mockReset();
  configureHttp({ origin: ORIGIN, getToken: () => null, getAdminId: () => null, onFailure });
  server.use(
    http.get(`${ORIGIN}/client/api/v1/redirect/:path`, ({ request }) => {
      // As sent: the path is one URL-encoded segment.
      const path = new URL(request.url).pathname.split('/').pop() ?? '';
      asked.push(path);
      return path === 'old%2Fcareers'
        ? HttpResponse.json({
            code: 'SUCCESS',
            message: 'Success',
            data: { from: '/old/careers', to: '/browse-jobs?category=it', statusCode: 301 },
          })
        : HttpResponse.json(
            { code: 'ERROR', message: 'This address does not redirect anywhere', data: null },
            { status: 404 },
          );
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the not-found screen and the redirect rules', () => {
  it('goes to the new address of a moved path, keeping the query', async () => {
    const { router } = await renderWithRouter(<NotFoundPage />, { path: '/old/careers?utm_source=mail' });
    await waitFor(() => expect(router.state.location.href).toBe('/browse-jobs?category=it&utm_source=mail'));
    // (The test router shows this screen at every path, so it asks again at the new one.)
    expect(asked[0]).toBe('old%2Fcareers');
  });

  it('stays on the 404 when the path has no rule, without a toast', async () => {
    const { router } = await renderWithRouter(<NotFoundPage />, { path: '/no/such/page' });
    await waitFor(() => expect(asked).toEqual(['no%2Fsuch%2Fpage']));
    expect(screen.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('keeps the target’s own query first and the hash last', () => {
    expect(movedTo('/p/summer', '', '')).toBe('/p/summer');
    expect(movedTo('/p/summer?x=1', '?y=2', '#top')).toBe('/p/summer?x=1&y=2#top');
  });
});
