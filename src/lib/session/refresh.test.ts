import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '@/lib/api/http';
import { refreshTokenIfStale } from './refresh';
import { clearStoredSession, getSession, setSession } from './session';

const server = setupServer();
const calls: string[] = [];
const user = {
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya@example.com',
  role: 'candidate' as const,
  companyName: null,
};
const HOUR = 60 * 60 * 1000;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  calls.length = 0;
  clearStoredSession();
  configureHttp({ origin: 'http://acme.test', getToken: () => getSession()?.token });
  server.use(
    mswHttp.post('*/session/refresh', ({ request }) => {
      calls.push(request.headers.get('authorization') ?? '');
      return HttpResponse.json({
        code: 'SUCCESS',
        message: 'Token refreshed',
        data: { token: 'fresh-token', expiresAt: '2026-11-22T10:00:00.000Z' },
      });
    }),
  );
});

describe('the hourly token refetch', () => {
  it('swaps a token older than an hour for a fresh one', async () => {
    setSession('old-token', user, Date.now() - HOUR - 1000);
    await refreshTokenIfStale();
    expect(calls).toEqual(['Bearer old-token']);
    expect(getSession()?.token).toBe('fresh-token');
    expect(getSession()?.user.email).toBe('priya@example.com');
  });

  it('leaves a token younger than an hour, and guests, alone', async () => {
    await refreshTokenIfStale();
    setSession('new-token', user, Date.now() - 5 * 60 * 1000);
    await refreshTokenIfStale();
    expect(calls).toEqual([]);
    expect(getSession()?.token).toBe('new-token');
  });
});
