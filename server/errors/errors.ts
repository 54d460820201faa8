// Failures a handler or guard throws; the error handler turns them into the envelope with an
// honest HTTP status. Messages are written for the user.
import type { components } from '@generated/schema';

type ApiCode = components['schemas']['ApiCode'];
type FailureDetails = components['schemas']['FailureDetails'];

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiCode,
    message: string,
    readonly data: FailureDetails | null = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, data: FailureDetails | null = null) =>
  new AppError(400, 'ERROR', message, data);
/** A 400 that names the request body's field at fault, in the envelope's `fields` list. */
export const fieldError = (field: string, message: string) =>
  badRequest(message, { fields: [{ field: `body.${field}`, message }] });
export const unauthenticated = (message = 'Your session has expired, please log in again') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, 'ERROR', message);
export const notFound = (message = 'Not found') => new AppError(404, 'ERROR', message);
export const invalidClient = (message = 'This site is not registered') => new AppError(404, 'INVALID_CLIENT', message);
export const alreadyExists = (message: string) => new AppError(409, 'ALREADY_EXIST', message);
export const notVerified = (message = 'Please verify your e-mail address first') =>
  new AppError(422, 'NOT_VERIFIED', message);
export const limitOver = (retryAfterSeconds: number, message = 'Too many attempts, please try again later') =>
  new AppError(429, 'LIMIT_OVER', message, { retryAfterSeconds });
/** A 503: the request's work was cut short (a statement past its timeout) and may be asked again later. */
export const tookTooLong = (message: string) => new AppError(503, 'ERROR', message);
export const notImplemented = (operationId: string) =>
  new AppError(501, 'NOT_IMPLEMENTED', `${operationId} is not implemented yet`);
