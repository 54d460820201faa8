// Reading the failure envelope of an onboarding call: the server's field errors (`body.<field>`)
// go next to their inputs, LIMIT_OVER says how long to wait.
import { isApiError } from '@/lib/api/api-error';

export function fieldErrorsOf<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  if (!isApiError(error)) return out;
  for (const item of error.body.data?.fields ?? []) {
    const name = item.field.replace(/^body\./, '');
    const field = fields.find((f) => f === name);
    if (field && !out[field]) out[field] = item.message;
  }
  return out;
}

export function retryAfterSecondsOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'LIMIT_OVER') return null;
  return error.body.data?.retryAfterSeconds ?? null;
}

export function messageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
