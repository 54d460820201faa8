// The product's date formats (specification §9) and the relative day labels of lists such as
// chats and notifications. Unparseable or missing dates show the empty-value dash.
import dayjs, { type Dayjs } from 'dayjs';
import { constants } from '@generated/manifest';

export type DateInput = string | number | Date | Dayjs | null | undefined;

const { date: DATE, dateTime: DATE_TIME, month: MONTH } = constants.dateFormats;

function parse(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

function formatWith(value: DateInput, pattern: string): string {
  return parse(value)?.format(pattern) ?? constants.emptyValue;
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
  return formatWith(value, 'hh:mm A');
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
  const ref = parse(now) ?? dayjs();
  if (!d) return constants.emptyValue;
  const days = ref.startOf('day').diff(d.startOf('day'), 'day');
  if (days === 0) return constants.relativeDays.today;
  if (days === 1) return constants.relativeDays.yesterday;
  if (days > 1 && days < constants.relativeDays.weekdayWithinDays) return d.format('dddd');
  return d.format(DATE);
}

/** A date is expired when it is earlier than now (specification §4); no date never expires. */
export function isExpired(value: DateInput, now: DateInput = new Date()): boolean {
  const d = parse(value);
  const ref = parse(now) ?? dayjs();
  return d ? d.isBefore(ref) : false;
}
