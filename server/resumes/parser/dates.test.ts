// Dates as resumes print them, to ISO dates on the first of the month.
import { describe, expect, it } from 'vitest';
import { findDate, findDateRange, findDates, isDateOnly, toIsoDate, withoutRange } from './fields/dates.ts';

const range = (text: string) => {
  const r = findDateRange(text);
  return r && { from: toIsoDate(r.from), to: toIsoDate(r.to), isCurrent: r.isCurrent };
};

describe('date ranges', () => {
  it.each([
    ['Jul 2022 – Present', '2022-07-01', null, true],
    ['July 2022 - June 2023', '2022-07-01', '2023-06-01', false],
    ['07/2022 – 06/2023', '2022-07-01', '2023-06-01', false],
    ['2018 – 2022', '2018-01-01', '2022-01-01', false],
    ['2018-2022', '2018-01-01', '2022-01-01', false],
    ['2019-03 – 2021-06', '2019-03-01', '2021-06-01', false],
    ['Sept. 2019 to Mar 2021', '2019-09-01', '2021-03-01', false],
    ["Sep '21 - now", '2021-09-01', null, true],
    ['Mar 2019 to date', '2019-03-01', null, true],
    ['Jan 2020 – Till date', '2020-01-01', null, true],
    ['Since 2020', '2020-01-01', null, true],
    ['December, 2015 — Current', '2015-12-01', null, true],
    ['7.2016 - 9.2018', '2016-07-01', '2018-09-01', false],
  ])('%s', (text, from, to, isCurrent) => {
    expect(range(text)).toEqual({ from, to, isCurrent });
  });

  it('finds the range inside a line and cuts it out cleanly', () => {
    const line = 'Senior Engineer, Acme Corp (07/2022 – 06/2023)';
    const r = findDateRange(line);
    expect(r && withoutRange(line, r)).toBe('Senior Engineer, Acme Corp');
    const tabbed = 'Acme Corp\tJan 2020 - Dec 2021';
    const t = findDateRange(tabbed);
    expect(t && withoutRange(tabbed, t)).toBe('Acme Corp');
  });

  it('reads a lone date as a date, not a range', () => {
    expect(findDateRange('2019-03')).toBeNull();
    expect(toIsoDate(findDate('2019-03'))).toBe('2019-03-01');
    expect(toIsoDate(findDate('Issued May 2021'))).toBe('2021-05-01');
    expect(toIsoDate(findDate('Graduated 2018'))).toBe('2018-01-01');
  });

  it('does not take phone numbers, grades or other numbers for dates', () => {
    expect(findDates('+91 98230 12345')).toEqual([]);
    expect(findDates('8.7 CGPA, 78%')).toEqual([]);
    expect(findDates('serving 75,000 users across 12 markets')).toEqual([]);
    expect(findDates('(512) 555-0143')).toEqual([]);
  });

  it('knows a line of nothing but dates', () => {
    expect(isDateOnly('Jul 2022 – Present')).toBe(true);
    expect(isDateOnly('2014 – 2018')).toBe(true);
    expect(isDateOnly('Python')).toBe(false);
    expect(isDateOnly('Acme Corp  2014 – 2018')).toBe(false);
  });
});
