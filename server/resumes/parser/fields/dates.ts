// Dates as resumes print them: 'Jul 2022 – Present', 'July 2022 - June 2023', '07/2022 – 06/2023',
// '2018 – 2022', '2019-03', 'Since 2020'. Read to the month where printed, as ISO dates on the
// first of the month (the contract's rule); a year alone is January of that year.

export type MonthDate = { year: number; month: number | null };

export type DateRange = {
  from: MonthDate | null;
  to: MonthDate | null;
  isCurrent: boolean;
  /** Where the range sits in the text it was found in, to cut it out. */
  start: number;
  end: number;
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const NOW_WORDS = 'present|current|now|till date|to date|today|ongoing|date';

// One date: a month name and year ('Jul 2022', 'July, 2022', "Sep '21"), a numeric month and year
// ('07/2022', '7.2022', '07-2022'), ISO year-month ('2019-03'), or a year. The lookarounds keep
// digits of phone numbers and longer numbers out.
const DATE_SOURCE =
  `(?:(?<mn>${MONTH_NAME})\\.?,?\\s*(?<my>\\d{4}|['’]\\d{2})(?!\\d)` +
  `|(?<nm>0?[1-9]|1[0-2])[/.-](?<ny>(?:19|20)\\d{2})(?![\\d/])` +
  `|(?<iy>(?:19|20)\\d{2})[-/.](?<im>0[1-9]|1[0-2])(?![\\d/.-]?\\d)` +
  `|(?<y>(?:19|20)\\d{2})(?![\\d/]))`;
const NOW_SOURCE = `(?<now>\\b(?:${NOW_WORDS})\\b)`;
const RANGE = new RegExp(
  `(?<since>\\bsince\\s+)?(?<![\\w/.-])${DATE_SOURCE}(?:\\s*(?:[-–—~→]|to|until|till|through)\\s*(?:${DATE_SOURCE.replace(/\?<(\w+)>/g, '?<$1_2>')}|${NOW_SOURCE}))?`,
  'giu',
);

type Groups = Record<string, string | undefined>;

function monthDate(g: Groups, suffix: string): MonthDate | null {
  const at = (k: string) => g[k + suffix];
  const mn = at('mn');
  const my = at('my');
  if (mn && my) {
    const month = MONTHS.indexOf(mn.slice(0, 3).toLowerCase()) + 1;
    const digits = my.replace(/['’]/, '');
    const year = digits.length === 2 ? 2000 + Number(digits) - (Number(digits) > 50 ? 100 : 0) : Number(digits);
    return { year, month };
  }
  if (at('nm') && at('ny')) return { year: Number(at('ny')), month: Number(at('nm')) };
  if (at('iy') && at('im')) return { year: Number(at('iy')), month: Number(at('im')) };
  if (at('y')) return { year: Number(at('y')), month: null };
  return null;
}

/** Every date and date range in the text, in order; a lone date is a range with no end. */
export function findDates(text: string): DateRange[] {
  const found: DateRange[] = [];
  for (const m of text.matchAll(RANGE)) {
    const g: Groups = m.groups ?? {};
    const from = monthDate(g, '');
    const to = monthDate(g, '_2');
    const isCurrent = Boolean(g.now) || (Boolean(g.since) && !to);
    if (!from) continue;
    found.push({ from, to, isCurrent, start: m.index, end: m.index + m[0].length });
  }
  return found;
}

/** The first real range in the text (two dates, 'Since X', or a date to 'Present'), or null. */
export function findDateRange(text: string): DateRange | null {
  return findDates(text).find((d) => d.to !== null || d.isCurrent) ?? null;
}

/** A single date (an issue date, a graduation year), the first in the text. */
export function findDate(text: string): MonthDate | null {
  return findDates(text)[0]?.from ?? null;
}

export function toIsoDate(d: MonthDate | null): string | null {
  if (!d) return null;
  return `${String(d.year).padStart(4, '0')}-${String(d.month ?? 1).padStart(2, '0')}-01`;
}

/** Whether the text is nothing but dates and their punctuation (a right-aligned date column). */
export function isDateOnly(text: string): boolean {
  const dates = findDates(text);
  if (!dates.length) return false;
  let rest = text;
  for (const d of [...dates].reverse()) rest = rest.slice(0, d.start) + rest.slice(d.end);
  return !/\p{L}{2,}/u.test(rest);
}

/** The text without the given range, its brackets and the separators left dangling around it. */
export function withoutRange(text: string, range: Pick<DateRange, 'start' | 'end'>): string {
  return (text.slice(0, range.start) + '\t' + text.slice(range.end))
    .replace(/[([]\s*\t\s*[)\]]/g, '\t')
    .replace(/\s*[|·•,–—-]?\s*\t\s*[|·•,–—-]?\s*/g, '\t')
    .replace(/^\t+|\t+$/g, '')
    .trim();
}
