// Periods as a resume prints them, from the profile's ISO dates: jobs and projects to the month
// ('Jul 2022 – Present'), education to the year ('2014 – 2018').
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const ISO = /^(\d{4})-(\d{2})/;

/** 'Jul 2022' from '2022-07-01'; null when the value is not an ISO date. */
export function monthYear(iso: string | null | undefined): string | null {
  const m = iso ? ISO.exec(iso) : null;
  if (!m) return null;
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${month} ${m[1]}` : (m[1] ?? null);
}

function yearOf(iso: string | null | undefined): string | null {
  return iso ? (ISO.exec(iso)?.[1] ?? null) : null;
}

/** A period to the month; an open end (current, or no end date) is 'Present'. */
export function monthPeriod(from: string | null | undefined, to: string | null | undefined, current = false): string {
  const start = monthYear(from);
  const end = current || !to ? 'Present' : monthYear(to);
  return [start, end].filter(Boolean).join(' – ');
}

/** A period to the year, as education is usually printed. */
export function yearPeriod(from: string | null | undefined, to: string | null | undefined): string {
  const start = yearOf(from);
  const end = to ? yearOf(to) : 'Present';
  if (start && end === start) return start;
  return [start, end].filter(Boolean).join(' – ');
}
