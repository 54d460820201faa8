// The upload seam sends the file and the seam's headers over XHR and fails like every other call.
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { configureHttp } from './http.ts';
import { uploadWithProgress } from './upload.ts';

const ORIGIN = 'http://acme.test';
const server = setupServer();
const onFailure = vi.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  onFailure.mockReset();
  configureHttp({ origin: ORIGIN, getToken: () => 'token-123', getAdminId: () => null, onFailure });
});

const file = () => new File(['%PDF-1.4 resume'], 'Meera_Iyer.pdf', { type: 'application/pdf' });

describe('uploadWithProgress', () => {
  it('posts the file with its fields and the token, and reports progress up to 100', async () => {
    let seen: { auth: string | null; purpose: FormDataEntryValue | null; hasFile: boolean } | undefined;
    server.use(
      mswHttp.post(`${ORIGIN}/client/api/v1/files/upload`, async ({ request }) => {
        const form = await request.formData();
        const sent = form.get('file');
        seen = {
          auth: request.headers.get('authorization'),
          purpose: form.get('purpose'),
          // jsdom's XHR does not carry the file's bytes through to MSW; a browser does.
          hasFile: sent !== null,
        };
        return HttpResponse.json({ code: 'SUCCESS', message: 'File uploaded', data: { uri: '/files/a.pdf' } });
      }),
    );
    const progress: number[] = [];
    const result = await uploadWithProgress<{ data: { uri: string } }>('/client/api/v1/files/upload', file(), {
      fields: { purpose: 'resume' },
      onProgress: (p) => progress.push(p),
    });
    expect(result.data.uri).toBe('/files/a.pdf');
    expect(seen).toEqual({ auth: 'Bearer token-123', purpose: 'resume', hasFile: true });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
  });

  it('rejects with the server failure and reports it', async () => {
    server.use(
      mswHttp.post(`${ORIGIN}/client/api/v1/files/upload`, () =>
        HttpResponse.json({ code: 'ERROR', message: 'This file type is not allowed', data: null }, { status: 415 }),
      ),
    );
    const error = await uploadWithProgress('/client/api/v1/files/upload', file()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(415);
    expect(onFailure).toHaveBeenCalledWith('This file type is not allowed', error);
  });

  it('stays quiet for a silent upload', async () => {
    server.use(
      mswHttp.post(`${ORIGIN}/client/api/v1/files/guest/upload`, () =>
        HttpResponse.json({ code: 'ERROR', message: 'Too large', data: null }, { status: 413 }),
      ),
    );
    const error = await uploadWithProgress('/client/api/v1/files/guest/upload', file(), {
      request: { headers: { 'x-jb-silent': '1' } },
    }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(413);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('sends with PUT when asked (an operation that replaces a file in place)', async () => {
    let method: string | undefined;
    server.use(
      mswHttp.put(`${ORIGIN}/client/api/v1/candidate-profile/profile-picture/update`, ({ request }) => {
        method = request.method;
        return HttpResponse.json({
          code: 'SUCCESS',
          message: 'Profile picture updated',
          data: { uri: '/files/p.png' },
        });
      }),
    );
    const result = await uploadWithProgress<{ data: { uri: string } }>(
      '/client/api/v1/candidate-profile/profile-picture/update',
      new File(['png'], 'me.png', { type: 'image/png' }),
      { method: 'PUT' },
    );
    expect(method).toBe('PUT');
    expect(result.data.uri).toBe('/files/p.png');
  });
});
