// The text patterns of the specification (§5), shared by the web app's forms and the server's
// checks so that both refuse exactly the same input. The contract's schemas carry the same
// patterns as JSON Schema `pattern`s; a test keeps them equal.

/** Letters and digits only, with at least one letter and one digit. */
export const ALPHANUMERIC = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/;
/** A name: letters (accented Latin letters too, as in José) with single spaces between words. */
export const FULL_NAME = /^[A-Za-zÀ-ÖØ-öø-ÿ]+(?: [A-Za-zÀ-ÖØ-öø-ÿ]+)*$/;
/** Not blank: at least one non-space character. */
export const NON_BLANK = /\S/;
/** At least 8 characters with upper case, lower case, a digit and one of @$^~!%*#?&. */
export const PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[@$^~!%*#?&]).{8,}$/;
export const MIN_8 = /^.{8,}$/;
export const UPPER_AND_LOWER = /^(?=.*[a-z])(?=.*[A-Z]).*$/;
export const DIGIT_AND_SPECIAL = /^(?=.*\d)(?=.*[@$^~!%*#?&]).*$/;
/** An e-mail address: no leading dot, a domain suffix of 2 to 10 letters. */
export const EMAIL =
  /^[A-Za-z0-9_%+-][A-Za-z0-9._%+-]*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,10}$/;
export const DIGITS = /^\d+$/;
/** A dialling code: + and 1 to 4 digits (+91, +1, +880). */
export const DIAL_CODE = /^\+[0-9]{1,4}$/;
/** A mobile number as the contract takes it: 5 to 15 digits, no spaces or signs. */
export const MOBILE = /^[0-9]{5,15}$/;
/** A one-time code: exactly six digits. */
export const OTP = /^\d{6}$/;
/** One label of a domain name: alphanumeric with inner hyphens. */
export const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
export const URL =
  /^https?:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}(?::\d{2,5})?(?:[/?#][^\s]*)?$/;
/**
 * A value a user adds to the board's lists ("Other" university, a new industry): letters,
 * numbers, spaces and . , & ( ) ' + # / - with at least one letter or number (C++, B.Tech).
 */
export const MASTER_VALUE = /^(?=.*[\p{L}\p{N}])[\p{L}\p{N} .,&()'+#/-]+$/u;
/** Unicode letters, numbers and spaces only. */
export const UNICODE_TEXT = /^[\p{L}\p{N} ]+$/u;

export type RuleResult = { ok: true; value: string } | { ok: false; message: string };

/**
 * The required-text rule: trims the input, refuses blank input with the caller's message, and
 * allows only unicode letters, numbers and spaces.
 */
export function requiredText(input: string | null | undefined, blankMessage: string): RuleResult {
  const value = (input ?? '').trim();
  if (!value) return { ok: false, message: blankMessage };
  if (!UNICODE_TEXT.test(value)) return { ok: false, message: 'Use letters, numbers and spaces only' };
  return { ok: true, value };
}

/** The specification's length bound of 5 to 15 characters. */
export const LENGTH_BOUND = { min: 5, max: 15 } as const;

/** Why an e-mail address is refused (blank, too long, or not an address), or null. */
export function emailProblem(input: string, blankMessage = 'Enter an e-mail address'): string | null {
  const value = input.trim();
  if (!NON_BLANK.test(value)) return blankMessage;
  if (value.length > 254 || !EMAIL.test(value)) return 'Enter a valid e-mail address, like name@company.com';
  return null;
}

/** Why a password fails the rule, or null when it passes; for messages that help. */
export function passwordProblem(password: string): string | null {
  if (!MIN_8.test(password)) return 'Use at least 8 characters';
  if (!UPPER_AND_LOWER.test(password)) return 'Use both upper and lower case letters';
  if (!/\d/.test(password)) return 'Use at least one digit';
  if (!/[@$^~!%*#?&]/.test(password)) return 'Use at least one of @$^~!%*#?&';
  return null;
}
