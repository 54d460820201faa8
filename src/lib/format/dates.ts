// The product's date formats (specification §9) and the relative day labels of lists such as
// chats and notifications. Unparseable or missing dates show the empty-value dash.
import { t } from '@lingui/core/macro';
import dayjs, { type Dayjs } from 'dayjs';
import { constants } from '@generated/manifest';
import { pageLocale } from '@/lib/i18n/i18n';

export type DateInput = string | number | Date | Dayjs | null | undefined;

const { date: DATE, dateTime: DATE_TIME, month: MONTH } = constants.dateFormats;

function parse(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** The date in the page's language: month and weekday names (dayjs's locale, loaded with the catalogue). */
function inPageLocale(d: Dayjs): Dayjs {
  const locale = pageLocale();
  return locale === 'en' ? d : d.locale(locale);
}

function formatWith(value: DateInput, pattern: string): string {
  const d = parse(value);
  return d ? inPageLocale(d).format(pattern) : constants.emptyValue;
}

/** 05 Mar 2026 */
export function formatDate(value: DateInput): string {
  return formatWith(value, DATE);
}

/** 05 Mar 2026 02:30 PM */
export function formatDateTime(value: DateInput): string {
  return formatWith(value, DATE_TIME);
}

/** 02:30 PM (the time part of formatDateTime), for messages within a day. */
export function formatTime(value: DateInput): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a date format pattern, not a text
  return formatWith(value, 'hh:mm A');
}

/** 3 Mar: a day on a chart's axis. A date-only value ('2026-03-03') is that calendar day. */
export function formatDayMonth(value: DateInput): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a date format pattern, not a text
  return formatWith(value, 'D MMM');
}

/** Mar 2026 */
export function formatMonth(value: DateInput): string {
  return formatWith(value, MONTH);
}

/**
 * 'Today', 'Yesterday', the weekday name for the rest of the last week, then the date.
 * Days are calendar days in local time, so 00:10 today and 23:50 yesterday are a day apart.
 */
export function relativeDay(value: DateInput, now: DateInput = new Date()): string {
  const d = parse(value);
  if (!d) return constants.emptyValue;
  const kind = relativeDayKind(d, now);
  // The specification's 'Today' and 'Yesterday' (constants.relativeDays), in the page's language.
  if (kind === 'today') return t`Today`;
  if (kind === 'yesterday') return t`Yesterday`;
  return inPageLocale(d).format(kind === 'weekday' ? 'dddd' : DATE);
}

/** Which of relativeDay's forms a date takes, for texts that say it in a sentence of their own. */
export function relativeDayKind(
  value: DateInput,
  now: DateInput = new Date(),
): 'today' | 'yesterday' | 'weekday' | 'date' | null {
  const d = parse(value);
  const ref = parse(now) ?? dayjs();
  if (!d) return null;
  const days = ref.startOf('day').diff(d.startOf('day'), 'day');
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  return days > 1 && days < constants.relativeDays.weekdayWithinDays ? 'weekday' : 'date';
}

/** A date is expired when it is earlier than now (specification §4); no date never expires. */
export function isExpired(value: DateInput, now: DateInput = new Date()): boolean {
  const d = parse(value);
  const ref = parse(now) ?? dayjs();
  return d ? d.isBefore(ref) : false;
}
