// The typed failure every generated call rejects with, carrying the envelope the server sent.
import { t } from '@lingui/core/macro';
import type { components } from '@generated/schema';

export type ApiCode = components['schemas']['ApiCode'];
export type ApiFailure = components['schemas']['ApiFailure'];

export const GENERIC_ERROR_MESSAGE = (): string => t`Oops, something went wrong !`;
export const WRONG_URL_MESSAGE = (): string => t`Oops!, I guess its a wrong url`;

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiCode;
  readonly body: ApiFailure;

  constructor(status: number, body: ApiFailure) {
    super(body.message || GENERIC_ERROR_MESSAGE());
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.body = body;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
