// How a resume prints dates and lists: each layout picks a style, so the corpus covers the forms
// resumes really use ('Jul 2022 – Present', 'July 2022 - June 2023', '07/2022 – 06/2023', '2019-03').
import type { YearMonth } from './people.ts';

export type DateStyle = 'short' | 'long' | 'numeric' | 'iso';

/** How one rendering varies the wording and order a layout prints, chosen per sample. */
export type Variant = {
  style: DateStyle;
  /** The word for a job still held: 'Present', 'Current', 'Now', 'Till date'. */
  now: string;
  /** Between the two dates of a range: ' – ', ' - ', ' to '. */
  dash: string;
  /** Which of a heading's synonyms to print (index into the layout's lists). */
  synonym: number;
  /** How the title and the company share a line. */
  order: 'title-first' | 'company-first' | 'at';
  /** Whether bullets end with a full stop. */
  periods: boolean;
  educationFirst: boolean;
  /** Bullets repeated per job, to make longer (two-page) resumes. */
  extraBullets: number;
};

export const bulletText = (text: string, v: Variant) => (v.periods ? text : text.replace(/\.$/, ''));

const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function month(d: YearMonth, style: DateStyle): string {
  const mm = String(d.month).padStart(2, '0');
  switch (style) {
    case 'short':
      return `${SHORT[d.month - 1]} ${d.year}`;
    case 'long':
      return `${LONG[d.month - 1]} ${d.year}`;
    case 'numeric':
      return `${mm}/${d.year}`;
    case 'iso':
      return `${d.year}-${mm}`;
  }
}

export function period(from: YearMonth, to: YearMonth | null, style: DateStyle, dash = ' – ', now = 'Present'): string {
  return `${month(from, style)}${dash}${to ? month(to, style) : now}`;
}

export const years = (from: YearMonth, to: YearMonth, dash = ' – ') => `${from.year}${dash}${to.year}`;

/** A grade as a layout prints it: '8.7 CGPA' may come out as 'CGPA: 8.7'. */
export function printedGrade(grade: string, flip: boolean): string {
  const m = /^([\d.]+) (CGPA|GPA)$/.exec(grade);
  return m && flip ? `${m[2]}: ${m[1]}${m[2] === 'GPA' ? '/4.0' : '/10'}` : grade;
}
