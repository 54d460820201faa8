// The registration form's values, rules and the request bodies built from them. One form serves
// both roles; the company fields are the employer's only.
import { t } from '@lingui/core/macro';
import type { CandidateRegisterInput, EmployerRegisterInput } from '@generated/api/model';
import {
  companyNameRule,
  countryCodeRule,
  emailRule,
  mobileRule,
  nameRule,
  optionalTextRule,
  passwordRule,
  termsRule,
} from '../form/rules';
import type { Validators } from '../form/use-form';
import type { AuthRole } from '../roles';

export type RegisterValues = {
  firstName: string;
  lastName: string;
  companyName: string;
  designation: string;
  email: string;
  countryCode: string;
  mobNo: string;
  password: string;
  termsAccepted: boolean;
};

export const REGISTER_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'designation',
  'email',
  'countryCode',
  'mobNo',
  'password',
  'termsAccepted',
] as const satisfies ReadonlyArray<keyof RegisterValues>;

/** Wording for the server's schema messages, which name regular expressions. */
export function friendly(): Partial<Record<keyof RegisterValues, string>> {
  return {
    firstName: t`Use letters only, with single spaces between words`,
    lastName: t`Use letters only, with single spaces between words`,
    email: t`Enter a valid e-mail address, like name@example.com`,
    mobNo: t`Enter 5 to 15 digits`,
    password: t`Use at least 8 characters with upper and lower case, a digit and one of @$^~!%*#?&`,
    companyName: t`Use letters, digits, spaces and . , & ' ( ) - only`,
  };
}

export function registerValidators(
  role: AuthRole,
  taken: { email: (email: string) => boolean; mobile: (countryCode: string, mobNo: string) => boolean },
  messages: { email: string; mobile: string },
): Validators<RegisterValues> {
  return {
    firstName: nameRule(t`first name`),
    lastName: nameRule(t`last name`),
    ...(role === 'employer' ? { companyName: companyNameRule, designation: optionalTextRule(100) } : {}),
    email: (v) => emailRule(v) ?? (taken.email(v) ? messages.email : null),
    countryCode: countryCodeRule,
    mobNo: (v, all) => mobileRule(v) ?? (taken.mobile(all.countryCode, v) ? messages.mobile : null),
    password: passwordRule,
    termsAccepted: termsRule,
  };
}

export function candidateBody(v: RegisterValues): CandidateRegisterInput {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    password: v.password,
    countryCode: v.countryCode,
    mobNo: v.mobNo.trim(),
    termsAccepted: true,
  };
}

export function employerBody(v: RegisterValues): EmployerRegisterInput {
  const designation = v.designation.trim();
  return {
    ...candidateBody(v),
    companyName: v.companyName.trim(),
    ...(designation ? { designation } : {}),
  };
}
