// What a form says when the server refused a save for a reason that is not one field's: the
// server's own words, announced. Forms send their saves silently (no toast) and show this instead,
// so the message sits beside the form that failed, not in a corner of the screen.
import { t } from '@lingui/core/macro';
import { Alert } from '@mantine/core';
import { isApiError } from '@/lib/api/api-error';
import { GENERIC_ERROR_MESSAGE } from '@/lib/api/api-error';
import { AlertIcon } from '@/components/ui/icons';

type Props = {
  error: unknown;
  /** True when the error's fields are already shown on the form's own fields. */
  shownOnFields?: boolean;
};

export function failureMessage(error: unknown): string {
  if (!isApiError(error)) return GENERIC_ERROR_MESSAGE();
  if (error.status === 0) return t`We could not reach the server. Check your connection and try again.`;
  return error.message || GENERIC_ERROR_MESSAGE();
}

export function FormFailure({ error, shownOnFields = false }: Props) {
  if (!error || shownOnFields) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<AlertIcon size={18} />} title={t`Not saved`}>
      {failureMessage(error)}
    </Alert>
  );
}
