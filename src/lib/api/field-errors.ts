// The field errors a refused call names (`data.fields`, each like `body.from`), keyed by the
// form's own field names. Schema wording ("must match pattern ...") is replaced by the form's
// own message for the field, or a plain one: people should never read a regular expression.
import { t } from '@lingui/core/macro';
import { isApiError } from './api-error.ts';

const TECHNICAL = /pattern|format|must NOT|must be equal to constant|must match|must have required/i;

export function fieldErrorsOf<K extends string>(
  error: unknown,
  keys: readonly K[],
  friendly: Partial<Record<K, string>> = {},
): Partial<Record<K, string>> {
  if (!isApiError(error)) return {};
  const out: Partial<Record<K, string>> = {};
  for (const { field, message } of error.body.data?.fields ?? []) {
    const name = field.replace(/^body\./, '').split('.')[0];
    const key = keys.find((k) => k === name);
    if (!key || out[key]) continue;
    out[key] = TECHNICAL.test(message)
      ? (friendly[key] ?? t`This value is not valid`)
      : message.charAt(0).toUpperCase() + message.slice(1);
  }
  return out;
}
