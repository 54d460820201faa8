// Reading a printed period back into ISO 8601 dates for JSON Resume ('Jul 2022 – Present' →
// start 2022-07, no end). The builder's dates are free text, so only the common shapes are read:
// 'Jul 2022', 'July 2022', '07/2022', '2022-07', '2022-07-15', '2022'; an end of 'Present',
// 'Current', 'Now' or 'Today' is left open. Anything else gives no date rather than a wrong one.
export type IsoRange = { startDate?: string; endDate?: string };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const OPEN = /^(present|current|now|today|ongoing)$/i;
const pad = (n: number) => String(n).padStart(2, '0');

function isoOf(text: string): string | undefined {
  const t = text.trim().replace(/\.$/, '');
  let m = /^([A-Za-z]{3,9})\.?\s+(\d{4})$/.exec(t);
  if (m) {
    const month = MONTHS.indexOf((m[1] ?? '').slice(0, 3).toLowerCase());
    return month >= 0 ? `${m[2]}-${pad(month + 1)}` : undefined;
  }
  m = /^(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) {
    const month = Number(m[1]);
    return month >= 1 && month <= 12 ? `${m[2]}-${pad(month)}` : undefined;
  }
  m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(t);
  if (m) {
    const month = Number(m[2]);
    const day = m[3] ? Number(m[3]) : null;
    if (month < 1 || month > 12 || (day !== null && (day < 1 || day > 31))) return undefined;
    return day === null ? `${m[1]}-${m[2]}` : `${m[1]}-${m[2]}-${m[3]}`;
  }
  return /^[12]\d{3}$/.test(t) ? t : undefined;
}

export function isoRange(text: string | null | undefined): IsoRange {
  if (!text?.trim()) return {};
  // 'A – B', 'A - B', 'A — B', 'A to B', '2014-2018'; the hyphen inside '2022-07' is not a separator.
  const years = /^\s*(\d{4})-(\d{4})\s*$/.exec(text);
  const [from = '', to, ...rest] = years ? years.slice(1) : text.split(/\s+(?:[–—-]|to)\s+|\s*[–—]\s*/i);
  if (rest.length) return {};
  const start = isoOf(from);
  const range: IsoRange = start ? { startDate: start } : {};
  if (to !== undefined && !OPEN.test(to.trim())) {
    const end = isoOf(to);
    if (end) range.endDate = end;
  }
  return range;
}
