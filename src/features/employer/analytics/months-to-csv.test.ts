import { describe, expect, it } from 'vitest';
import type { EmployerAnalyticsMonth } from '@generated/api/model';
import { csvCell, monthsToCsv } from './months-to-csv';

const month = (over: Partial<EmployerAnalyticsMonth> = {}): EmployerAnalyticsMonth => ({
  month: '2026-03',
  jobsPosted: 4,
  jobViews: 3975,
  applyStarts: 402,
  applications: 241,
  sources: { search: 130, alert: 51, direct: 38, import: 7, invitation: 15 },
  timeToFirstApplicantHours: 6.2,
  timeToHireDays: null,
  shortlisted: 44,
  inInterview: 17,
  hired: 3,
  rejected: 81,
  candidateProfileViews: 118,
  invitationsSent: 26,
  ...over,
});

describe('monthsToCsv', () => {
  it('writes one header row and one row per month with every field, nulls empty', () => {
    const csv = monthsToCsv([
      month(),
      month({ month: '2026-04', timeToFirstApplicantHours: null, timeToHireDays: 21.5 }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines).toEqual([
      'month,jobsPosted,jobViews,applyStarts,applications,shortlisted,inInterview,hired,rejected,candidateProfileViews,invitationsSent,sources.search,sources.alert,sources.direct,sources.import,sources.invitation,timeToFirstApplicantHours,timeToHireDays',
      '2026-03,4,3975,402,241,44,17,3,81,118,26,130,51,38,7,15,6.2,',
      '2026-04,4,3975,402,241,44,17,3,81,118,26,130,51,38,7,15,,21.5',
      '',
    ]);
  });

  it('writes only the header for no months', () => {
    expect(monthsToCsv([]).split('\r\n')).toHaveLength(2);
  });
});

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
  });

  it('keeps text from running as a spreadsheet formula, numbers as numbers', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('@x,y')).toBe('"\'@x,y"');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});
