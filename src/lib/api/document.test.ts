// A document (a PDF) fetched through the seam: the token goes with it, the bytes, the file name and
// the other headers come back, and a failure is the same ApiError as any call's.
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { attachmentName, fetchDocument } from './document.ts';
import { configureHttp } from './http.ts';

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

describe('fetchDocument', () => {
  it('answers the bytes with the attachment name and headers, sending the token', async () => {
    let auth: string | null = null;
    server.use(
      mswHttp.get(`${ORIGIN}/client/api/v1/resumes/download/r1`, ({ request }) => {
        auth = request.headers.get('authorization');
        return new HttpResponse('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="Priya_Sharma_Resume.pdf"',
            'X-Resume-Uri': '/files/abc.pdf',
          },
        });
      }),
    );
    const doc = await fetchDocument('/client/api/v1/resumes/download/r1');
    expect(auth).toBe('Bearer token-123');
    expect(doc.fileName).toBe('Priya_Sharma_Resume.pdf');
    expect(doc.headers.get('x-resume-uri')).toBe('/files/abc.pdf');
    expect(await doc.blob.text()).toBe('%PDF-1.7');
  });

  it('rejects with the envelope of a failure and reports it', async () => {
    server.use(
      mswHttp.get(`${ORIGIN}/client/api/v1/resumes/download/r2`, () =>
        HttpResponse.json({ code: 'ERROR', message: 'The resume could not be rendered', data: null }, { status: 500 }),
      ),
    );
    const error = await fetchDocument('/client/api/v1/resumes/download/r2').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('The resume could not be rendered');
    expect(onFailure).toHaveBeenCalledWith('The resume could not be rendered', error);
  });

  it('reads both forms of the attachment name', () => {
    expect(attachmentName("attachment; filename*=UTF-8''Ren%C3%A9e_Resume.pdf")).toBe('Renée_Resume.pdf');
    expect(attachmentName('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(attachmentName('inline')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });
});
