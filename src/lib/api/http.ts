// The one HTTP seam: every generated call goes through `http`. It resolves the URL against the
// configured origin (relative URLs fail outside a browser), sends the token, the language header
// and the admin header, and turns failures into the error catalogue's behaviour (specification
// §8): 403 and 404 reach the caller without a toast, UNAUTHENTICATED runs the session reset, any
// other failure is reported with the server's message or the generic text.
import { ADMIN_HEADER } from '@shared/http-headers.ts';
import { ApiError, GENERIC_ERROR_MESSAGE, WRONG_URL_MESSAGE, type ApiFailure } from './api-error.ts';

export type HttpConfig = {
  /** Origin that relative API paths are resolved against; the page's origin in a browser. */
  origin: string;
  getToken: () => string | null | undefined;
  /** The id of the account an admin acts for, when an admin does. */
  getAdminId: () => string | null | undefined;
  language: string;
  /** Runs the logout / session reset routine. */
  onUnauthenticated: (error: ApiError) => void;
  /** Shows a failure to the user (an error toast in the web app). */
  onFailure: (message: string, error: ApiError) => void;
};

const defaultOrigin = typeof window !== 'undefined' && window.location ? window.location.origin : 'http://localhost';

let config: HttpConfig = {
  origin: defaultOrigin,
  getToken: () => null,
  getAdminId: () => null,
  language: 'en',
  onUnauthenticated: () => undefined,
  onFailure: () => undefined,
};

export function configureHttp(next: Partial<HttpConfig>): void {
  config = { ...config, ...next };
}

const SILENT_STATUSES = new Set([403, 404]);
const SILENT_HEADER = 'x-jb-silent';

function failureFrom(status: number, payload: unknown): ApiFailure {
  if (payload && typeof payload === 'object' && 'code' in payload && 'message' in payload) return payload as ApiFailure;
  return { code: status === 401 ? 'UNAUTHENTICATED' : 'ERROR', message: GENERIC_ERROR_MESSAGE, data: null };
}

async function readBody(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return res.json();
  if (type.startsWith('text/') || type.includes('xml')) return res.text();
  return res.blob();
}

/**
 * Pass as a call's request options (`{ request: SILENT }` on hooks) for background calls whose
 * failures the caller handles itself, such as availability checks: no toast is shown for them.
 */
export const SILENT: RequestInit = { headers: { [SILENT_HEADER]: '1' } };

export async function http<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  const silent = headers.has(SILENT_HEADER);
  headers.delete(SILENT_HEADER);
  const token = config.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const adminId = config.getAdminId();
  if (adminId) headers.set(ADMIN_HEADER, adminId);
  headers.set('Accept-Language', config.language);
  // A call whose optional body was left out sends none; a JSON content type without a body is refused.
  if (init.body === undefined || init.body === null) headers.delete('Content-Type');
  const target = new URL(url, config.origin);

  let res: Response;
  try {
    res = await fetch(target, { ...init, headers });
  } catch (cause) {
    const error = new ApiError(0, { code: 'ERROR', message: GENERIC_ERROR_MESSAGE, data: null });
    error.cause = cause;
    // A cancelled request (the page moved on) is no failure to tell the user about.
    if (!silent && !init.signal?.aborted) config.onFailure(error.message, error);
    throw error;
  }
  const payload = await readBody(res);
  if (res.ok) return payload as T;

  const failure =
    res.status === 404 && !(payload && typeof payload === 'object')
      ? { code: 'ERROR' as const, message: WRONG_URL_MESSAGE, data: null }
      : failureFrom(res.status, payload);
  const error = new ApiError(res.status, failure);
  if (failure.code === 'UNAUTHENTICATED') config.onUnauthenticated(error);
  else if (!silent && !SILENT_STATUSES.has(res.status))
    config.onFailure(failure.message || GENERIC_ERROR_MESSAGE, error);
  throw error;
}

export default http;
