// The message of a failed two-factor call for the field it names (or for the form as a whole).
import { t } from '@lingui/core/macro';
import { isApiError } from '@/lib/api/api-error';

export function fieldMessage(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  const named = error.body.data?.fields?.find(
    (f) => f.field === `body.${field}` || f.field.startsWith(`body.${field}`),
  );
  return named ? named.message : undefined;
}

/** A failure no field names (a limit, a refusal), for an alert above the form. */
export function formMessage(error: unknown, fields: string[]): string | undefined {
  if (!error) return undefined;
  if (fields.some((f) => fieldMessage(error, f))) return undefined;
  return isApiError(error) ? error.message : t`Something went wrong, please try again`;
}
