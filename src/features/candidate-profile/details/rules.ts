// The client-side checks of the three detail forms, the contract's rules in words (the server
// checks them again): a full name of letters with single spaces (spec §5), a mobile number of 5 to
// 15 digits, a LinkedIn address on linkedin.com, a candidate at least 14 years old.
import { t } from '@lingui/core/macro';
import dayjs from 'dayjs';
import { DIAL_CODE } from '@shared/text-patterns.ts';

const NAME = /^[A-Za-zÀ-ÖØ-öø-ÿ]+(?: [A-Za-zÀ-ÖØ-öø-ÿ]+)*$/;
const LINKEDIN = /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\//;

export const MIN_AGE_YEARS = 14;
export const LIMITS = {
  name: 60,
  headline: 120,
  about: 2000,
  linkedIn: 200,
  skills: 50,
  skill: 50,
  experienceYears: 60,
  salary: 1_000_000_000,
  noticeDays: 365,
} as const;

export function nameProblem(value: string): string | null {
  const name = value.trim();
  if (!name) return t`Enter your full name`;
  if (name.length < 2 || name.length > LIMITS.name) return t`Use 2 to ${LIMITS.name} characters`;
  if (!NAME.test(name)) return t`Use letters only, with a single space between names`;
  return null;
}

export function mobileProblem(value: string): string | null {
  if (!value) return t`Enter your mobile number`;
  if (!/^\d+$/.test(value)) return t`Use digits only`;
  if (value.length < 5 || value.length > 15) return t`A mobile number has 5 to 15 digits`;
  return null;
}

export function dialCodeProblem(value: string): string | null {
  return DIAL_CODE.test(value) ? null : t`Choose the country code`;
}

export function linkedInProblem(value: string): string | null {
  const url = value.trim();
  if (!url) return null;
  if (url.length > LIMITS.linkedIn) return t`At most ${LIMITS.linkedIn} characters`;
  return LINKEDIN.test(url) ? null : t`Paste your profile address, e.g. https://www.linkedin.com/in/your-name`;
}

/** The latest birth date allowed today: 14 years ago. */
export function latestBirthDate(today: Date = new Date()): Date {
  return dayjs(today).subtract(MIN_AGE_YEARS, 'year').toDate();
}

export function birthDateProblem(value: string | null, today: Date = new Date()): string | null {
  if (!value) return null;
  const date = dayjs(value);
  if (!date.isValid()) return t`Choose a valid date`;
  if (date.isAfter(dayjs(latestBirthDate(today)), 'day')) return t`You must be at least ${MIN_AGE_YEARS} years old`;
  return null;
}

export function skillProblem(value: string): string | null {
  const skill = value.trim();
  if (!skill) return t`A skill cannot be blank`;
  if (skill.length > LIMITS.skill) return t`A skill has at most ${LIMITS.skill} characters`;
  return null;
}

/** Errors keyed by field, without the empty ones. */
export function only<K extends string>(found: Record<K, string | null>): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(found) as K[]) {
    const message = found[key];
    if (message) out[key] = message;
  }
  return out;
}
