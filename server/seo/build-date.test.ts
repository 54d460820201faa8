// A feed's build date holds still between two requests, entries or none, so its ETag does.
import { describe, expect, it } from 'vitest';
import { buildDate } from './build-date.ts';

describe('a feed’s build date', () => {
  it('is the newest entry’s time, whatever the clock says', () => {
    const times = [Date.parse('2026-11-02T10:00:00Z'), Date.parse('2026-11-30T08:30:00Z'), Number.NaN];
    expect(buildDate(times).toISOString()).toBe('2026-11-30T08:30:00.000Z');
  });

  it('is one fixed time for a feed with no entries, not the request’s second', () => {
    expect(buildDate([]).getTime()).toBe(0);
    expect(buildDate([Number.NaN]).getTime()).toBe(0);
  });
});
