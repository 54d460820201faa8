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
  /** The board requires two-factor sign-in of the caller, who has not turned it on (a 403 saying so). */
  onTwoFactorRequired: (error: ApiError) => void;
  /** Sends a request: the platform's fetch, or the server's own in-process answer when it renders a page. */
  fetch: typeof fetch;
};

const defaultOrigin = typeof window !== 'undefined' && window.location ? window.location.origin : 'http://localhost';

let config: HttpConfig = {
  origin: defaultOrigin,
  getToken: () => null,
  getAdminId: () => null,
  language: 'en',
  onUnauthenticated: () => undefined,
  onFailure: () => undefined,
  onTwoFactorRequired: () => undefined,
  // Read at call time, so a test that replaces the global fetch is still the one called.
  fetch: (input, init) => fetch(input, init),
};

export function configureHttp(next: Partial<HttpConfig>): void {
  config = { ...config, ...next };
}

const SILENT_STATUSES = new Set([403, 404]);
const SILENT_HEADER = 'x-jb-silent';

function failureFrom(status: number, payload: unknown): ApiFailure {
  if (payload && typeof payload === 'object' && 'code' in payload && 'message' in payload) return payload as ApiFailure;
  return { code: status === 401 ? 'UNAUTHENTICATED' : 'ERROR', message: GENERIC_ERROR_MESSAGE(), data: null };
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

/**
 * The headers every call carries (token, admin, language) and whether the caller asked for
 * silence; shared with the upload seam (`upload.ts`), which cannot use fetch.
 */
export function requestHeaders(init: HeadersInit | undefined): { headers: Headers; silent: boolean } {
  const headers = new Headers(init);
  const silent = headers.has(SILENT_HEADER);
  headers.delete(SILENT_HEADER);
  const token = config.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const adminId = config.getAdminId();
  if (adminId) headers.set(ADMIN_HEADER, adminId);
  headers.set('Accept-Language', config.language);
  return { headers, silent };
}

/** Resolves an API path against the configured origin. */
export function apiUrl(url: string): URL {
  return new URL(url, config.origin);
}

/** Turns a failed response into the ApiError callers get, reporting it per the catalogue (§8). */
export function failureOf(status: number, payload: unknown, silent: boolean): ApiError {
  const failure =
    status === 404 && !(payload && typeof payload === 'object')
      ? { code: 'ERROR' as const, message: WRONG_URL_MESSAGE(), data: null }
      : failureFrom(status, payload);
  const error = new ApiError(status, failure);
  if (failure.code === 'UNAUTHENTICATED') config.onUnauthenticated(error);
  else if (status === 403 && failure.data?.twoFactorRequired) config.onTwoFactorRequired(error);
  else if (!silent && !SILENT_STATUSES.has(status)) config.onFailure(failure.message || GENERIC_ERROR_MESSAGE(), error);
  return error;
}

/**
 * An UNAUTHENTICATED answer that came another way than a request (the chat socket's handshake):
 * the same session reset as a failed call, so there is one logout routine.
 */
export function reportUnauthenticated(message: string): ApiError {
  return failureOf(401, { code: 'UNAUTHENTICATED', message, data: null }, true);
}

/** A request that never reached the server (offline, aborted), reported unless aborted or silent. */
export function networkFailure(cause: unknown, silent: boolean, aborted: boolean): ApiError {
  const error = new ApiError(0, { code: 'ERROR', message: GENERIC_ERROR_MESSAGE(), data: null });
  error.cause = cause;
  // A cancelled request (the page moved on) is no failure to tell the user about.
  if (!silent && !aborted) config.onFailure(error.message, error);
  return error;
}

export async function http<T>(url: string, init: RequestInit = {}): Promise<T> {
  const { headers, silent } = requestHeaders(init.headers);
  // A call whose optional body was left out sends none; a JSON content type without a body is refused.
  if (init.body === undefined || init.body === null) headers.delete('Content-Type');
  const target = apiUrl(url);

  let res: Response;
  try {
    res = await config.fetch(target, { ...init, headers });
  } catch (cause) {
    throw networkFailure(cause, silent, Boolean(init.signal?.aborted));
  }
  const payload = await readBody(res);
  if (res.ok) return payload as T;
  throw failureOf(res.status, payload, silent);
}

export default http;
