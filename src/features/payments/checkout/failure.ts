// What to say when a checkout call fails: the server's message (a 403 LIMIT_OVER, a 400 naming a
// field), with the fields' own messages when the server lists them.
import { constants } from '@generated/manifest';
import { isApiError } from '@/lib/api/api-error';

export type CheckoutFailure = { message: string; fields: string[] };

export function failureOf(error: unknown): CheckoutFailure {
  if (isApiError(error)) {
    const details = error.body.data;
    const fields =
      details && typeof details === 'object' && Array.isArray(details.fields)
        ? details.fields.map((f) => f.message).filter((m) => m && m !== error.message)
        : [];
    return { message: error.message || constants.messages.genericError, fields };
  }
  if (error instanceof Error && error.message) return { message: error.message, fields: [] };
  return { message: constants.messages.genericError, fields: [] };
}
