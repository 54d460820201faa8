// Field errors the server sent (`data.fields`, each named like `body.email`) placed on the form's
// own fields. The seam has already toasted the failure; this only puts each message where it
// belongs. Schema messages ("must match pattern ...") are replaced by the form's own wording.
import { t } from '@lingui/core/macro';
import { isApiError } from '@/lib/api/api-error';

const TECHNICAL = /pattern|format|must NOT|must be equal to constant|must match/i;

export function serverFieldErrors<K extends string>(
  error: unknown,
  keys: readonly K[],
  friendly: Partial<Record<K, string>> = {},
): Partial<Record<K, string>> {
  if (!isApiError(error)) return {};
  const fields = error.body.data?.fields ?? [];
  const out: Partial<Record<K, string>> = {};
  for (const { field, message } of fields) {
    const name = field.replace(/^body\./, '').split('.')[0];
    const key = keys.find((k) => k === name);
    if (!key || out[key]) continue;
    out[key] = TECHNICAL.test(message)
      ? (friendly[key] ?? t`This value is not valid`)
      : message.charAt(0).toUpperCase() + message.slice(1);
  }
  return out;
}

/**
 * Failures the seam deliberately does not toast (403, 404) come back to the screen, which must
 * say something itself; every other failure was already shown.
 */
export function silentFailureMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.status === 403 || error.status === 404 ? error.message : null;
}
