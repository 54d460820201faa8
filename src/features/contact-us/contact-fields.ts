// The contact form's values and the contract's rules for them (ContactUsInput), checked before
// sending so people read plain messages instead of a 400. The server checks the same rules.
import { t } from '@lingui/core/macro';
import type { ContactUsInput } from '@generated/api/model';
import { DIAL_CODE, MOBILE } from '@shared/text-patterns.ts';

export type ContactValues = {
  name: string;
  email: string;
  countryCode: string;
  mobNo: string;
  companyName: string;
  subject: string;
  message: string;
};

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The fields in screen order (the first one in error takes focus). */
export const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'email',
  'countryCode',
  'mobNo',
  'companyName',
  'subject',
  'message',
];

export const LIMITS = { name: 100, email: 254, companyName: 200, subject: 150, message: 5000 } as const;
export const MIN_MESSAGE = 10;

const NAME = /^\p{L}+(?: \p{L}+)*$/u;
const EMAIL =
  /^[A-Za-z0-9_%+-][A-Za-z0-9._%+-]*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,10}$/;

/** The friendly wording of each field's rule, also used for the server's 400. */
/** A function, not a table: a module constant would keep the language of the first render. */
export function friendly(): Record<ContactField, string> {
  const companyMax = LIMITS.companyName;
  const messageMin = MIN_MESSAGE;
  return {
    name: t`Enter your name in letters, with single spaces`,
    email: t`Enter a valid e-mail address`,
    countryCode: t`Choose a country code`,
    mobNo: t`Enter 5 to 15 digits`,
    companyName: t`Keep it under ${companyMax} characters`,
    subject: t`Enter a subject of 3 to 150 characters`,
    message: t`Write at least ${messageMin} characters`,
  };
}

export function contactErrors(v: ContactValues): ContactErrors {
  const e: ContactErrors = {};
  const rules = friendly();
  const name = v.name.trim();
  if (!name) e.name = t`Enter your name`;
  else if (name.length < 2 || name.length > LIMITS.name || !NAME.test(name)) e.name = rules.name;
  const email = v.email.trim();
  if (!email) e.email = t`Enter your e-mail address`;
  else if (email.length > LIMITS.email || !EMAIL.test(email)) e.email = rules.email;
  if (v.mobNo.trim()) {
    if (!MOBILE.test(v.mobNo.trim())) e.mobNo = rules.mobNo;
    if (!DIAL_CODE.test(v.countryCode)) e.countryCode = rules.countryCode;
  }
  if (v.companyName.trim().length > LIMITS.companyName) e.companyName = rules.companyName;
  const subject = v.subject.trim();
  if (!subject) e.subject = t`Enter a subject`;
  else if (subject.length < 3 || subject.length > LIMITS.subject) e.subject = rules.subject;
  const message = v.message.trim();
  if (!message) e.message = t`Write your message`;
  else if (message.length < MIN_MESSAGE) e.message = rules.message;
  else if (message.length > LIMITS.message) e.message = t`Keep it under ${LIMITS.message} characters`;
  return e;
}

/** What is sent: trimmed, and the phone only when a number was given. */
export function contactInput(v: ContactValues): ContactUsInput {
  const company = v.companyName.trim();
  const mobNo = v.mobNo.trim();
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    subject: v.subject.trim(),
    message: v.message.trim(),
    ...(company ? { companyName: company } : {}),
    ...(mobNo ? { countryCode: v.countryCode, mobNo } : {}),
  };
}
