import { describe, expect, it } from 'vitest';
import { endDateOf, rangeProblems } from './date-rules';

const today = new Date('2026-03-15T12:00:00');

describe('the date checks of the section forms', () => {
  it('refuses an end before the start, whatever the section', () => {
    for (const kind of ['experience', 'education', 'project', 'certificate'] as const)
      expect(rangeProblems(kind, { from: '2022-07-01', to: '2021-06-30', ongoing: false }, today).to).toMatch(
        /cannot be before the/,
      );
  });

  it('accepts an end in the same month as the start', () => {
    expect(rangeProblems('project', { from: '2023-02-14', to: '2023-02-28', ongoing: false }, today)).toEqual({});
  });

  it('refuses a start in the future for a job, and an end in the future for a past job', () => {
    expect(rangeProblems('experience', { from: '2026-04-01', to: null, ongoing: true }, today).from).toBe(
      'The start month cannot be in the future',
    );
    expect(rangeProblems('experience', { from: '2024-01-01', to: '2026-05-31', ongoing: false }, today).to).toMatch(
      /tick “I currently work here”/,
    );
    expect(rangeProblems('experience', { from: '2024-01-01', to: '2026-03-31', ongoing: false }, today)).toEqual({});
  });

  it('allows an expected graduation and an expiry ahead', () => {
    expect(rangeProblems('education', { from: '2024-08-01', to: '2028-05-31', ongoing: false }, today)).toEqual({});
    expect(rangeProblems('certificate', { from: '2025-04-12', to: '2028-04-12', ongoing: false }, today)).toEqual({});
  });

  it('needs an end unless the entry is ongoing, when the end is ignored', () => {
    expect(rangeProblems('education', { from: '2024-08-01', to: null, ongoing: false }, today).to).toMatch(
      /still studying here/,
    );
    expect(rangeProblems('experience', { from: '2024-08-01', to: '2001-01-01', ongoing: true }, today)).toEqual({});
  });

  it('sends a picked end month as its last day, or today for a job that ended this month', () => {
    expect(endDateOf('experience', '2024-02-01', today)).toBe('2024-02-29');
    expect(endDateOf('experience', '2026-03-01', today)).toBe('2026-03-15');
    expect(endDateOf('education', '2026-03-01', today)).toBe('2026-03-31');
    expect(endDateOf('project', null, today)).toBeNull();
  });
});
