// The date checks of the section forms, also made by the server: a start is needed, the end is
// never before the start, an entry that is not ongoing has an end, and what cannot lie ahead does
// not (a job or project not started yet, a past job that "ended" next year, a certificate issued
// tomorrow). Dates are compared by month, as they are picked.
import { t } from '@lingui/core/macro';
import dayjs from 'dayjs';
import type { ProfileSectionKind } from '@generated/api/model';

export type DateRange = { from: string | null; to: string | null; ongoing: boolean };
export type RangeErrors = { from?: string; to?: string };

type Rule = {
  /** Whether the start may lie ahead (a place at a school starting next term). */
  futureStart: boolean;
  /** Whether a finished entry's end may lie ahead (an expected graduation, an expiry date). */
  futureEnd: boolean;
};

export const RANGE_RULES: Record<ProfileSectionKind, Rule> = {
  experience: { futureStart: false, futureEnd: false },
  education: { futureStart: true, futureEnd: true },
  project: { futureStart: false, futureEnd: false },
  certificate: { futureStart: false, futureEnd: true },
};

type RangeTexts = {
  noStart: string;
  startAhead: string;
  noEnd: string;
  endBeforeStart: string;
  endAhead: string;
};

/**
 * Each kind's messages as whole sentences (a translator sees each one entire): a certificate has
 * an issue and an expiry month where the others have a start and an end, and each kind has its
 * own box to tick when the entry has no end. A function, as the language is known only at use.
 */
function rangeTexts(kind: ProfileSectionKind): RangeTexts {
  switch (kind) {
    case 'experience':
      return {
        noStart: t`Choose the start month`,
        startAhead: t`The start month cannot be in the future`,
        noEnd: t`Choose the end month, or tick “I currently work here”`,
        endBeforeStart: t`The end month cannot be before the start month`,
        endAhead: t`The end month cannot be in the future, or tick “I currently work here”`,
      };
    case 'education':
      return {
        noStart: t`Choose the start month`,
        startAhead: t`The start month cannot be in the future`,
        noEnd: t`Choose the end month, or tick “I am still studying here”`,
        endBeforeStart: t`The end month cannot be before the start month`,
        endAhead: t`The end month cannot be in the future, or tick “I am still studying here”`,
      };
    case 'project':
      return {
        noStart: t`Choose the start month`,
        startAhead: t`The start month cannot be in the future`,
        noEnd: t`Choose the end month, or tick “This project is ongoing”`,
        endBeforeStart: t`The end month cannot be before the start month`,
        endAhead: t`The end month cannot be in the future, or tick “This project is ongoing”`,
      };
    case 'certificate':
      return {
        noStart: t`Choose the issue month`,
        startAhead: t`The issue month cannot be in the future`,
        noEnd: t`Choose the expiry month, or tick “It does not expire”`,
        endBeforeStart: t`The expiry month cannot be before the issue month`,
        endAhead: t`The expiry month cannot be in the future, or tick “It does not expire”`,
      };
  }
}

const month = (date: string) => date.slice(0, 7);

export function rangeProblems(kind: ProfileSectionKind, range: DateRange, today: Date = new Date()): RangeErrors {
  const rule = RANGE_RULES[kind];
  const texts = rangeTexts(kind);
  const now = dayjs(today).format('YYYY-MM');
  const errors: RangeErrors = {};
  if (!range.from) errors.from = texts.noStart;
  else if (!rule.futureStart && month(range.from) > now) errors.from = texts.startAhead;
  if (range.ongoing) return errors;
  if (!range.to) errors.to = texts.noEnd;
  else if (range.from && month(range.to) < month(range.from)) errors.to = texts.endBeforeStart;
  else if (!rule.futureEnd && month(range.to) > now) errors.to = texts.endAhead;
  return errors;
}

/**
 * The date an end picked as a month is sent as: the month's last day, so it is never before a
 * start in the same month; but never after today where the end may not lie ahead (a job that
 * ended this month ended by today, and the server compares whole dates).
 */
export function endDateOf(kind: ProfileSectionKind, picked: string | null, today: Date = new Date()): string | null {
  if (!picked) return null;
  const end = dayjs(picked).endOf('month');
  const now = dayjs(today);
  return (!RANGE_RULES[kind].futureEnd && end.isAfter(now, 'day') ? now : end).format('YYYY-MM-DD');
}
