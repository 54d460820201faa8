// The guest's own details and their checks, as GuestApplyInput takes them: a full name (letters
// with single spaces, 2–60), an e-mail address, a dialling code and a 5–15 digit mobile number.
import { t } from '@lingui/core/macro';
import { DIAL_CODE, DIGITS, EMAIL, FULL_NAME } from '@shared/text-patterns.ts';

export type GuestDetails = { name: string; email: string; countryCode: string; mobNo: string };
export type GuestErrors = Partial<Record<keyof GuestDetails | 'resume', string>>;

export function guestDetailErrors(details: GuestDetails): GuestErrors {
  const errors: GuestErrors = {};
  const name = details.name.trim().replace(/\s+/g, ' ');
  if (!name) errors.name = t`Please enter your full name.`;
  else if (name.length < 2 || name.length > 60 || !FULL_NAME.test(name))
    errors.name = t`Use letters only, with single spaces between names (2 to 60 characters).`;
  const email = details.email.trim();
  if (!email) errors.email = t`Please enter your e-mail address.`;
  else if (email.length > 254 || !EMAIL.test(email)) errors.email = t`Please enter a valid e-mail address.`;
  if (!DIAL_CODE.test(details.countryCode)) errors.countryCode = t`Please choose a country code.`;
  const mobNo = details.mobNo.trim();
  if (!mobNo) errors.mobNo = t`Please enter your mobile number.`;
  else if (!DIGITS.test(mobNo) || mobNo.length < 5 || mobNo.length > 15)
    errors.mobNo = t`Use 5 to 15 digits, without the country code.`;
  return errors;
}

/** The details as sent: trimmed, the name's inner spaces single. */
export function cleanGuestDetails(details: GuestDetails): GuestDetails {
  return {
    name: details.name.trim().replace(/\s+/g, ' '),
    email: details.email.trim(),
    countryCode: details.countryCode,
    mobNo: details.mobNo.trim(),
  };
}
