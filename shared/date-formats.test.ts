import { describe, expect, it } from 'vitest';
import { storableDate, storableDateTime } from './date-formats.ts';

describe('date formats', () => {
  it('take RFC 3339 dates from year 0001, as PostgreSQL does', () => {
    expect(storableDate('2026-03-14')).toBe(true);
    expect(storableDate('0001-01-01')).toBe(true);
    expect(storableDate('9999-12-31')).toBe(true);
    expect(storableDate('0000-02-29')).toBe(false);
    expect(storableDate('2023-02-29')).toBe(false);
  });

  it('take instants that PostgreSQL and JavaScript both read', () => {
    expect(storableDateTime('2026-03-14T09:30:00.000Z')).toBe(true);
    expect(storableDateTime('2026-03-14T09:30:00+05:30')).toBe(true);
    expect(storableDateTime('2026-03-14T09:30:00-14:00')).toBe(true);
    expect(storableDateTime('0000-01-01T00:00:00Z')).toBe(false);
    expect(storableDateTime('1998-12-31T23:59:60Z')).toBe(false);
    expect(storableDateTime('2026-03-14T09:30:00+23:59')).toBe(false);
  });
});
