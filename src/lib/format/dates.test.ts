import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayMonth, formatMonth, formatTime, isExpired, relativeDay } from './dates';

// Local-time constructors keep the tests independent of the machine's time zone.
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);
const NOW = at(2026, 3, 12, 10, 0); // a Thursday

describe('date formats', () => {
  it("formats a date as 'DD MMM YYYY'", () => {
    expect(formatDate(at(2026, 3, 5))).toBe('05 Mar 2026');
  });

  it("formats a date and time as 'DD MMM YYYY hh:mm A'", () => {
    expect(formatDateTime(at(2026, 3, 5, 14, 30))).toBe('05 Mar 2026 02:30 PM');
  });

  it("formats a time as 'hh:mm A', as in the date and time", () => {
    expect(formatTime(at(2026, 3, 5, 14, 30))).toBe('02:30 PM');
    expect(formatTime(null)).toBe('-');
  });

  it("formats a chart's day as 'D MMM', a date-only value being that calendar day", () => {
    expect(formatDayMonth('2026-03-03')).toBe('3 Mar');
    expect(formatDayMonth(at(2026, 12, 31, 23, 30))).toBe('31 Dec');
  });

  it("formats a month as 'MMM YYYY'", () => {
    expect(formatMonth(at(2026, 11, 20))).toBe('Nov 2026');
  });

  it('shows a dash for missing or invalid dates', () => {
    expect(formatDate(undefined)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatMonth('not a date')).toBe('-');
  });
});

describe('relativeDay', () => {
  it("says 'Today' for the same calendar day", () => {
    expect(relativeDay(at(2026, 3, 12, 0, 5), NOW)).toBe('Today');
  });

  it("says 'Yesterday' for the previous calendar day, even minutes ago", () => {
    expect(relativeDay(at(2026, 3, 11, 23, 50), at(2026, 3, 12, 0, 10))).toBe('Yesterday');
  });

  it('gives the weekday name within the last 7 days', () => {
    expect(relativeDay(at(2026, 3, 10), NOW)).toBe('Tuesday');
    expect(relativeDay(at(2026, 3, 6), NOW)).toBe('Friday');
  });

  it('falls back to the date a week or more ago, and for future days', () => {
    expect(relativeDay(at(2026, 3, 5), NOW)).toBe('05 Mar 2026');
    expect(relativeDay(at(2026, 3, 14), NOW)).toBe('14 Mar 2026');
  });

  it('shows a dash for a missing date', () => {
    expect(relativeDay(null, NOW)).toBe('-');
  });
});

describe('isExpired', () => {
  it('is true for a date earlier than now', () => {
    expect(isExpired(at(2026, 3, 12, 9, 59), NOW)).toBe(true);
  });

  it('is false for now and later', () => {
    expect(isExpired(NOW, NOW)).toBe(false);
    expect(isExpired(at(2026, 3, 13), NOW)).toBe(false);
  });

  it('is false without a date', () => {
    expect(isExpired(undefined, NOW)).toBe(false);
    expect(isExpired('garbage', NOW)).toBe(false);
  });
});
