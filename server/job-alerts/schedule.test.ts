// When digests fall due: 08:00 local time in the tenant's zone, across daylight-saving changes,
// weekly on the weekday the alert was made, and missed slots skipped rather than caught up.
import { describe, expect, it } from 'vitest';
import { firstDue, nextDue } from './schedule.ts';

const iso = (d: Date) => d.toISOString();

describe('digest schedule', () => {
  it('sends daily at 08:00 local time, today if it is still to come', () => {
    expect(iso(firstDue('daily', 'Asia/Kolkata', new Date('2026-03-02T01:00:00Z')))).toBe('2026-03-02T02:30:00.000Z');
    expect(iso(firstDue('daily', 'Asia/Kolkata', new Date('2026-03-02T04:30:00Z')))).toBe('2026-03-03T02:30:00.000Z');
    expect(iso(firstDue('daily', 'UTC', new Date('2026-03-02T08:00:00Z')))).toBe('2026-03-03T08:00:00.000Z');
  });

  it('keeps 08:00 local across daylight saving (Europe/Berlin, 29 March and 25 October 2026)', () => {
    const before = new Date('2026-03-28T07:00:00Z'); // 08:00 CET
    expect(iso(nextDue('daily', 'Europe/Berlin', before, before))).toBe('2026-03-29T06:00:00.000Z'); // 08:00 CEST
    const autumn = new Date('2026-10-24T06:00:00Z'); // 08:00 CEST
    expect(iso(nextDue('daily', 'Europe/Berlin', autumn, autumn))).toBe('2026-10-25T07:00:00.000Z'); // 08:00 CET
  });

  it('sends weekly on the weekday the alert was made, from the next week', () => {
    // Monday 2 March 2026, 10:00 in New York.
    const monday = new Date('2026-03-02T15:00:00Z');
    const first = firstDue('weekly', 'America/New_York', monday);
    expect(iso(first)).toBe('2026-03-09T12:00:00.000Z'); // Monday 08:00 EDT (DST began 8 March)
    expect(iso(nextDue('weekly', 'America/New_York', first, first))).toBe('2026-03-16T12:00:00.000Z');
  });

  it('skips slots missed while no worker ran', () => {
    const due = new Date('2026-03-02T02:30:00Z');
    const late = new Date('2026-03-05T10:00:00Z');
    expect(iso(nextDue('daily', 'Asia/Kolkata', due, late))).toBe('2026-03-06T02:30:00.000Z');
    expect(iso(nextDue('weekly', 'Asia/Kolkata', due, late))).toBe('2026-03-09T02:30:00.000Z');
  });
});
