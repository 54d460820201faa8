// What a failed application means to the applicant. The apply calls are made silent (no toast)
// and the screens show these outcomes in place: a duplicate becomes the friendly "already
// applied" state, a job that stopped taking applications says so, the rest keep the server's
// message so nothing is hidden.
import { t } from '@lingui/core/macro';
import { isApiError } from '@/lib/api/api-error';
import { GENERIC_ERROR_MESSAGE } from '@/lib/api/api-error';

export type ApplyFailure =
  | { kind: 'already-applied' }
  | { kind: 'not-live'; message: string }
  | { kind: 'rate-limited'; message: string }
  | { kind: 'not-allowed'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'other'; message: string };

const NOT_LIVE = /no longer accepting|not accepting|closed|expired|paused/i;

export function applyFailureOf(error: unknown): ApplyFailure {
  if (!isApiError(error)) return { kind: 'other', message: GENERIC_ERROR_MESSAGE() };
  const message = error.message || GENERIC_ERROR_MESSAGE();
  if (error.status === 409 || error.code === 'ALREADY_EXIST') return { kind: 'already-applied' };
  if (error.status === 429)
    return { kind: 'rate-limited', message: t`Too many attempts. Please wait a few minutes and try again.` };
  if (error.status === 403 || error.status === 404)
    return {
      kind: 'not-allowed',
      message: error.status === 404 ? t`This job could not be found. It may have been removed.` : message,
    };
  if (error.status === 400 && NOT_LIVE.test(message)) return { kind: 'not-live', message };
  if (error.status === 400) return { kind: 'invalid', message };
  if (error.status === 0)
    return { kind: 'other', message: t`We could not reach the server. Check your connection and try again.` };
  return { kind: 'other', message };
}
