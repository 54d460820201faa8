// The account forms' rules, built on the text patterns shared with the server so that the form
// refuses exactly what the server would, with messages that say how to fix the input.
import { t } from '@lingui/core/macro';
import { DIGITS, EMAIL, FULL_NAME, LENGTH_BOUND, NON_BLANK, OTP, passwordProblem } from '@shared/text-patterns.ts';

export function emailRule(value: string): string | null {
  const email = value.trim();
  if (!email) return t`Enter your e-mail address`;
  if (!EMAIL.test(email)) return t`Enter a valid e-mail address, like name@example.com`;
  return null;
}

export function nameRule(label: string) {
  return (value: string): string | null => {
    const name = value.trim();
    if (!name) return t`Enter your ${label}`;
    if (name.length > 50) return t`Keep your ${label} to 50 characters`;
    if (!FULL_NAME.test(name)) return t`Use letters only, with single spaces between words`;
    return null;
  };
}

export function passwordRule(value: string): string | null {
  if (!value) return t`Choose a password`;
  if (value.length > 128) return t`Keep your password to 128 characters`;
  return passwordProblem(value);
}

/** Login compares the password only; any non-empty value may be tried. */
export function requiredPasswordRule(value: string): string | null {
  return value ? null : t`Enter your password`;
}

export function confirmRule(value: string, password: string): string | null {
  if (!value) return t`Enter the password again`;
  return value === password ? null : t`The passwords do not match`;
}

export function mobileRule(value: string): string | null {
  const digits = value.trim();
  if (!digits) return t`Enter your mobile number`;
  if (!DIGITS.test(digits)) return t`Use digits only, without spaces or the country code`;
  if (digits.length < LENGTH_BOUND.min || digits.length > LENGTH_BOUND.max)
    return t`Enter ${LENGTH_BOUND.min} to ${LENGTH_BOUND.max} digits`;
  return null;
}

export function countryCodeRule(value: string): string | null {
  return /^\+\d{1,4}$/.test(value) ? null : t`Choose a country code`;
}

/** The contract's company name rule: letters, digits, spaces and . , & ' ( ) - */
const COMPANY_NAME = /^[A-Za-zÀ-ÖØ-öø-ÿ0-9][A-Za-zÀ-ÖØ-öø-ÿ0-9 .,&'()-]*$/;

export function companyNameRule(value: string): string | null {
  const name = value.trim();
  if (!name || !NON_BLANK.test(name)) return t`Enter your company name`;
  if (name.length < 2) return t`Use at least 2 characters`;
  if (name.length > 100) return t`Keep the company name to 100 characters`;
  if (!COMPANY_NAME.test(name)) return t`Use letters, digits, spaces and . , & ' ( ) - only`;
  return null;
}

export function optionalTextRule(max: number) {
  return (value: string): string | null => (value.trim().length > max ? t`Keep it to ${max} characters` : null);
}

export function otpRule(value: string): string | null {
  if (!value) return t`Enter the 6-digit code from the e-mail`;
  return OTP.test(value) ? null : t`The code is 6 digits`;
}

export function termsRule(value: boolean): string | null {
  return value ? null : t`Please accept the terms and conditions to continue`;
}
