// A generated hook reaches the right method and path through the one HTTP seam, with the seam's
// headers, and failures behave as the error catalogue says.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getJob, useGetJob, useListJobs } from '@generated/api/jobs-discovery/jobs-discovery';
import { getGetJobResponseMock, getListJobsResponseMock } from '@generated/api/jobs-discovery/jobs-discovery.msw';
import { ApiError } from './api-error.ts';
import { configureHttp } from './http.ts';

const ORIGIN = 'http://acme.test';
const server = setupServer();
const seen: Array<{ method: string; path: string; headers: Headers; body: unknown }> = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const onFailure = vi.fn();
const onUnauthenticated = vi.fn();
beforeEach(() => {
  seen.length = 0;
  onFailure.mockReset();
  onUnauthenticated.mockReset();
  configureHttp({ origin: ORIGIN, getToken: () => 'token-123', getAdminId: () => null, onFailure, onUnauthenticated });
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const record = async (request: Request) => {
  const url = new URL(request.url);
  const text = await request.text();
  seen.push({
    method: request.method,
    path: url.pathname,
    headers: request.headers,
    body: text ? JSON.parse(text) : undefined,
  });
};

describe('generated hooks through the HTTP seam', () => {
  it('useGetJob sends GET /client/api/v1/jobs/get/{id} with the token and the language header', async () => {
    const example = getGetJobResponseMock();
    server.use(
      mswHttp.all('*', async ({ request }) => {
        await record(request);
        return HttpResponse.json(example);
      }),
    );
    const { result } = renderHook(() => useGetJob('6f1c2b7e-3d4a-4c8e-9a0b-5e7f8a9b0c1d'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.path).toBe('/client/api/v1/jobs/get/6f1c2b7e-3d4a-4c8e-9a0b-5e7f8a9b0c1d');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-123');
    expect(seen[0]?.headers.get('accept-language')).toBe('en');
    expect(seen[0]?.headers.get('x-admin-id')).toBeNull();
    expect(result.current.data).toEqual(example);
  });

  it('useListJobs is a query hook that POSTs its search body to jobs/get-job-list', async () => {
    const example = getListJobsResponseMock();
    server.use(
      mswHttp.all('*', async ({ request }) => {
        await record(request);
        return HttpResponse.json(example);
      }),
    );
    const { result } = renderHook(() => useListJobs({ keyword: 'frontend', page: 2, limit: 20 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.path).toBe('/client/api/v1/jobs/get-job-list');
    expect(seen[0]?.body).toEqual({ keyword: 'frontend', page: 2, limit: 20 });
    expect(result.current.data?.data.items.length).toBe(example.data.items.length);
  });

  it('sends the admin header when an admin acts for an account', async () => {
    configureHttp({ getAdminId: () => 'c0ffee00-0000-4000-8000-000000000001' });
    server.use(
      mswHttp.all('*', async ({ request }) => {
        await record(request);
        return HttpResponse.json(getGetJobResponseMock());
      }),
    );
    await getJob('6f1c2b7e-3d4a-4c8e-9a0b-5e7f8a9b0c1d');
    expect(seen[0]?.headers.get('x-admin-id')).toBe('c0ffee00-0000-4000-8000-000000000001');
  });
});

describe('failures, as the error catalogue says', () => {
  const fail = (status: number, code: string, message: string) =>
    server.use(mswHttp.all('*', () => HttpResponse.json({ code, message, data: null }, { status })));

  it('403 and 404 reach the caller with their body and show no toast', async () => {
    for (const status of [403, 404]) {
      fail(status, 'ERROR', 'Not yours');
      const error = await getJob('x').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(status);
      expect((error as ApiError).body).toEqual({ code: 'ERROR', message: 'Not yours', data: null });
    }
    expect(onFailure).not.toHaveBeenCalled();
  });

  it("other failures report the server's message", async () => {
    fail(409, 'ALREADY_EXIST', 'Job alert already exist');
    await expect(getJob('x')).rejects.toBeInstanceOf(ApiError);
    expect(onFailure).toHaveBeenCalledWith('Job alert already exist', expect.any(ApiError));
  });

  it('a failure without a message reports the fallback text', async () => {
    server.use(
      mswHttp.all(
        '*',
        () => new HttpResponse('upstream down', { status: 502, headers: { 'content-type': 'text/plain' } }),
      ),
    );
    await expect(getJob('x')).rejects.toBeInstanceOf(ApiError);
    expect(onFailure).toHaveBeenCalledWith('Oops, something went wrong !', expect.any(ApiError));
  });

  it('UNAUTHENTICATED runs the session reset instead of a toast', async () => {
    fail(401, 'UNAUTHENTICATED', 'Your session has expired, please log in again');
    await expect(getJob('x')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(onFailure).not.toHaveBeenCalled();
  });
  it('a 403 saying the board requires two-factor sign-in takes the user to turn it on, without a toast', async () => {
    const onTwoFactorRequired = vi.fn();
    configureHttp({ onTwoFactorRequired });
    server.use(
      mswHttp.all('*', () =>
        HttpResponse.json(
          { code: 'ERROR', message: 'This board requires two-factor sign-in', data: { twoFactorRequired: true } },
          { status: 403 },
        ),
      ),
    );
    await expect(getJob('x')).rejects.toBeInstanceOf(ApiError);
    expect(onTwoFactorRequired).toHaveBeenCalledTimes(1);
    expect(onFailure).not.toHaveBeenCalled();
    configureHttp({ onTwoFactorRequired: () => undefined });
  });
});

describe('silent calls', () => {
  it('show no toast for a failure the caller handles itself', async () => {
    server.use(
      mswHttp.all('*', () =>
        HttpResponse.json({ code: 'LIMIT_OVER', message: 'Slow down', data: null }, { status: 429 }),
      ),
    );
    const { SILENT } = await import('./http.ts');
    await expect(getJob('x', SILENT)).rejects.toMatchObject({ status: 429 });
    expect(onFailure).not.toHaveBeenCalled();
  });
});
