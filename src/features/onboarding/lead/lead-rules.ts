// The sales lead form's values and rules: the contract's LeadInput (name, work e-mail and company
// required; a phone needs its dialling code; at most 2,000 characters of message), with the
// signup's own messages where the fields are the same, so both forms speak alike.
import { t } from '@lingui/core/macro';
import { LeadInputCompanySize, type LeadInput, type LeadType } from '@generated/api/model';
import { DIAL_CODE, MOBILE } from '@shared/text-patterns.ts';
import { adminNameProblem, companyNameProblem, emailProblem } from '../signup-rules';

export type LeadValues = {
  type: LeadType;
  name: string;
  email: string;
  companyName: string;
  countryCode: string;
  mobNo: string;
  companySize: LeadInputCompanySize | '';
  hiresPerYear: number | '';
  message: string;
};

export type LeadField = Exclude<keyof LeadValues, 'type'>;
export type LeadErrors = Partial<Record<LeadField, string>>;

export const LEAD_FIELDS: readonly LeadField[] = [
  'name',
  'email',
  'companyName',
  'countryCode',
  'mobNo',
  'companySize',
  'hiresPerYear',
  'message',
];

export function leadTypes(): { value: LeadType; label: string }[] {
  return [
    { value: 'demo', label: t`Book a demo` },
    { value: 'pricing', label: t`Ask about pricing` },
    { value: 'contact', label: t`Talk to sales` },
  ];
}

export const COMPANY_SIZES: LeadInputCompanySize[] = Object.values(LeadInputCompanySize);

export const MESSAGE_MAX = 2000;

export const EMPTY_LEAD: LeadValues = {
  type: 'demo',
  name: '',
  email: '',
  companyName: '',
  countryCode: '',
  mobNo: '',
  companySize: '',
  hiresPerYear: '',
  message: '',
};

export function leadProblems(v: LeadValues): LeadErrors {
  const e: LeadErrors = {};
  const name = adminNameProblem(v.name);
  const email = emailProblem(v.email);
  const company = companyNameProblem(v.companyName);
  if (name) e.name = name;
  if (email) e.email = email;
  if (company) e.companyName = company;
  const code = v.countryCode.trim();
  const phone = v.mobNo.trim();
  if (code && !DIAL_CODE.test(code)) e.countryCode = t`Use + and 1 to 4 digits, like +91`;
  if (phone && !MOBILE.test(phone)) e.mobNo = t`Use 5 to 15 digits, without spaces`;
  if (phone && !code) e.countryCode = t`Add the dialling code, like +91`;
  if (v.hiresPerYear !== '' && (v.hiresPerYear < 0 || v.hiresPerYear > 1_000_000 || !Number.isInteger(v.hiresPerYear)))
    e.hiresPerYear = t`Use a whole number up to 1,000,000`;
  if (v.message.length > MESSAGE_MAX) e.message = t`Use at most ${MESSAGE_MAX.toLocaleString('en')} characters`;
  return e;
}

/** The call's body: only what was given, trimmed. */
export function toLeadInput(v: LeadValues, pageUrl: string, tracking: LeadInput['tracking']): LeadInput {
  const phone = v.mobNo.trim();
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    companyName: v.companyName.trim(),
    ...(phone ? { countryCode: v.countryCode.trim(), mobNo: phone } : {}),
    ...(v.companySize ? { companySize: v.companySize } : {}),
    ...(v.hiresPerYear !== '' ? { hiresPerYear: v.hiresPerYear } : {}),
    ...(v.message.trim() ? { message: v.message.trim() } : {}),
    pageUrl,
    ...(tracking && Object.keys(tracking).length ? { tracking } : {}),
  };
}
