// The rules of the contract for a person's fields (EmployerPersonalDetailsInput, TeamMemberInput),
// checked before sending so the form can say which field is wrong.
import { t } from '@lingui/core/macro';
import { EMAIL, FULL_NAME, MOBILE, PASSWORD } from '@shared/text-patterns.ts';

const DESIGNATION = /^(?=.*\S)[\p{L}\p{N} .,&()/-]+$/u;

export function nameError(value: string, what: string): string | undefined {
  const v = value.trim();
  if (!v) return t`Enter the ${what}`;
  if (v.length > 50 || !FULL_NAME.test(v)) return t`The ${what} may contain letters and single spaces only`;
  return undefined;
}

export function designationError(value: string, required: boolean): string | undefined {
  const v = value.trim();
  if (!v) return required ? t`Enter the job title` : undefined;
  if (v.length < 2 || v.length > 100 || !DESIGNATION.test(v))
    return t`Use 2 to 100 letters, numbers, spaces and . , & ( ) / -`;
  return undefined;
}

export function mobileError(value: string, required: boolean): string | undefined {
  const v = value.trim();
  if (!v) return required ? t`Enter the mobile number` : undefined;
  return MOBILE.test(v) ? undefined : t`Enter 5 to 15 digits`;
}

export function emailError(value: string): string | undefined {
  const v = value.trim();
  if (!v) return t`Enter the e-mail address`;
  return v.length <= 254 && EMAIL.test(v) ? undefined : t`Enter a valid e-mail address`;
}

export function passwordError(value: string): string | undefined {
  if (!value) return t`Enter the new password`;
  return PASSWORD.test(value)
    ? undefined
    : t`At least 8 characters with an upper-case letter, a lower-case letter, a digit and one of @$^~!%*#?&`;
}
