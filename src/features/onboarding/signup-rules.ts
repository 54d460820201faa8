// The signup form's rules: the shared text patterns (shared/text-patterns.ts) where the
// specification names one, and the contract's ClientCreateInput limits for the rest, so that the
// form refuses what the server would refuse, with a message that says how to fix it.
import { t } from '@lingui/core/macro';
import {
  DOMAIN_LABEL,
  emailProblem as sharedEmailProblem,
  FULL_NAME,
  NON_BLANK,
  passwordProblem,
} from '@shared/text-patterns.ts';

export type SignupValues = {
  companyName: string;
  adminName: string;
  email: string;
  password: string;
  subdomain: string;
  countryCode: string;
  timezone: string;
  acceptTerms: boolean;
};

export type SignupField = keyof SignupValues;
export type SignupErrors = Partial<Record<SignupField, string>>;

export const EMPTY_SIGNUP: SignupValues = {
  companyName: '',
  adminName: '',
  email: '',
  password: '',
  subdomain: '',
  countryCode: '',
  timezone: '',
  acceptTerms: false,
};

/** ClientCreateInput.companyName: letters or digits, with the punctuation company names use. */
const COMPANY_NAME = /^(?=.*[\p{L}\p{N}])[\p{L}\p{N} .,&()'+@/-]+$/u;
export const SUBDOMAIN_LENGTH = { min: 3, max: 63 } as const;

export function companyNameProblem(value: string): string | null {
  const v = value.trim();
  if (!NON_BLANK.test(v)) return t`Enter your company name`;
  if (v.length < 2 || v.length > 100) return t`Use 2 to 100 characters`;
  if (!COMPANY_NAME.test(v)) return t`Use letters, digits, spaces and . , & ( ) ' + @ / - only`;
  return null;
}

export function adminNameProblem(value: string): string | null {
  const v = value.trim();
  if (!NON_BLANK.test(v)) return t`Enter your full name`;
  if (v.length < 2 || v.length > 100) return t`Use 2 to 100 characters`;
  if (!FULL_NAME.test(v)) return t`Use letters with single spaces between names`;
  return null;
}

export function emailProblem(value: string): string | null {
  return sharedEmailProblem(value, t`Enter your work e-mail`);
}

export function signupPasswordProblem(value: string): string | null {
  if (!value) return t`Choose a password`;
  if (value.length > 64) return t`Use at most 64 characters`;
  return passwordProblem(value);
}

/** The subdomain as typed is lower-cased by the form; the contract allows lower case only. */
export function subdomainProblem(value: string): string | null {
  if (!value) return t`Choose the address of your job board`;
  if (value.length < SUBDOMAIN_LENGTH.min || value.length > SUBDOMAIN_LENGTH.max)
    return t`Use ${SUBDOMAIN_LENGTH.min} to ${SUBDOMAIN_LENGTH.max} characters`;
  if (!DOMAIN_LABEL.test(value) || value !== value.toLowerCase())
    return t`Use lower-case letters and digits, with hyphens only between them`;
  return null;
}

/** A subdomain proposed from the company name, until the person types their own. */
export function suggestSubdomain(companyName: string): string {
  return companyName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SUBDOMAIN_LENGTH.max)
    .replace(/-+$/, '');
}

/** What a subdomain field accepts while typing: lower case, no spaces or dots. */
export function normaliseSubdomainInput(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[\s_.]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, SUBDOMAIN_LENGTH.max);
}

export function validateSignup(values: SignupValues, timezonesOfCountry: readonly string[]): SignupErrors {
  const errors: SignupErrors = {};
  const set = (field: SignupField, problem: string | null) => {
    if (problem) errors[field] = problem;
  };
  set('companyName', companyNameProblem(values.companyName));
  set('adminName', adminNameProblem(values.adminName));
  set('email', emailProblem(values.email));
  set('password', signupPasswordProblem(values.password));
  set('subdomain', subdomainProblem(values.subdomain));
  if (!values.countryCode) errors.countryCode = t`Choose your country`;
  if (!values.timezone) errors.timezone = t`Choose your time zone`;
  else if (values.countryCode && !timezonesOfCountry.includes(values.timezone))
    errors.timezone = t`Choose a time zone of the selected country`;
  if (!values.acceptTerms) errors.acceptTerms = t`Please accept the terms to continue`;
  return errors;
}
