// The date checks of the section forms, also made by the server: a start is needed, the end is
// never before the start, an entry that is not ongoing has an end, and what cannot lie ahead does
// not (a job or project not started yet, a past job that "ended" next year, a certificate issued
// tomorrow). Dates are compared by month, as they are picked.
import dayjs from 'dayjs';
import type { ProfileSectionKind } from '@generated/api/model';

export type DateRange = { from: string | null; to: string | null; ongoing: boolean };
export type RangeErrors = { from?: string; to?: string };

type Rule = {
  /** Whether the start may lie ahead (a place at a school starting next term). */
  futureStart: boolean;
  /** Whether a finished entry's end may lie ahead (an expected graduation, an expiry date). */
  futureEnd: boolean;
  startWord: string;
  endWord: string;
  ongoingHint: string;
};

export const RANGE_RULES: Record<ProfileSectionKind, Rule> = {
  experience: {
    futureStart: false,
    futureEnd: false,
    startWord: 'start',
    endWord: 'end',
    ongoingHint: 'or tick “I currently work here”',
  },
  education: {
    futureStart: true,
    futureEnd: true,
    startWord: 'start',
    endWord: 'end',
    ongoingHint: 'or tick “I am still studying here”',
  },
  project: {
    futureStart: false,
    futureEnd: false,
    startWord: 'start',
    endWord: 'end',
    ongoingHint: 'or tick “This project is ongoing”',
  },
  certificate: {
    futureStart: false,
    futureEnd: true,
    startWord: 'issue',
    endWord: 'expiry',
    ongoingHint: 'or tick “It does not expire”',
  },
};

const month = (date: string) => date.slice(0, 7);

export function rangeProblems(kind: ProfileSectionKind, range: DateRange, today: Date = new Date()): RangeErrors {
  const rule = RANGE_RULES[kind];
  const now = dayjs(today).format('YYYY-MM');
  const errors: RangeErrors = {};
  if (!range.from) errors.from = `Choose the ${rule.startWord} month`;
  else if (!rule.futureStart && month(range.from) > now)
    errors.from = `The ${rule.startWord} month cannot be in the future`;
  if (range.ongoing) return errors;
  if (!range.to) errors.to = `Choose the ${rule.endWord} month, ${rule.ongoingHint}`;
  else if (range.from && month(range.to) < month(range.from))
    errors.to = `The ${rule.endWord} month cannot be before the ${rule.startWord} month`;
  else if (!rule.futureEnd && month(range.to) > now)
    errors.to = `The ${rule.endWord} month cannot be in the future, ${rule.ongoingHint}`;
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
