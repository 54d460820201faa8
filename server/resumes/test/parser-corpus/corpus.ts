// The accuracy corpus: synthetic people, each rendered in one of six layouts in turn, with the
// date style and the word for 'present' varied, all in memory.
import type { ResumeMime } from '../../parser/types.ts';
import { headingsDocx, tableDocx } from './docx-layouts.ts';
import type { DateStyle, Variant } from './format.ts';
import { classicPdf, compactPdf, plainPdf } from './pdf-one-column.ts';
import { sidebarPdf } from './pdf-sidebar.ts';
import { makePeople, type Person } from './people.ts';

export type Layout = 'pdf-classic' | 'pdf-sidebar' | 'pdf-plain' | 'pdf-compact' | 'docx-headings' | 'docx-table';

export type Sample = { id: string; layout: Layout; mime: ResumeMime; bytes: Uint8Array; person: Person };

export const LAYOUTS: Layout[] = [
  'pdf-classic',
  'pdf-sidebar',
  'pdf-plain',
  'pdf-compact',
  'docx-headings',
  'docx-table',
];

const PDF: ResumeMime = 'application/pdf';
const DOCX: ResumeMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const STYLES: DateStyle[] = ['short', 'long', 'numeric', 'iso'];
const NOW_WORDS = ['Present', 'Current', 'Now', 'Till date'];
const DASHES = [' – ', ' - ', ' to ', '–'];
const ORDERS: Variant['order'][] = ['title-first', 'company-first', 'at'];

/** The i-th rendering of a layout: every choice cycles at its own period, so they combine. */
export function variant(i: number): Variant {
  return {
    style: STYLES[i % STYLES.length] ?? 'short',
    now: NOW_WORDS[i % NOW_WORDS.length] ?? 'Present',
    dash: DASHES[(i + 1) % DASHES.length] ?? ' – ',
    synonym: i,
    order: ORDERS[i % ORDERS.length] ?? 'title-first',
    periods: i % 3 !== 2,
    educationFirst: i % 2 === 1,
    extraBullets: i % 3 === 0 ? 3 : 0,
  };
}

export function render(person: Person, layout: Layout, i: number): Promise<Uint8Array> {
  const style = STYLES[i % STYLES.length] ?? 'short';
  switch (layout) {
    case 'pdf-classic':
      return classicPdf(person, variant(i));
    case 'pdf-sidebar':
      return sidebarPdf(person, { style, right: i % 2 === 1 });
    case 'pdf-plain':
      return plainPdf(person, { style });
    case 'pdf-compact':
      return compactPdf(person, { style: i % 2 ? 'numeric' : 'iso' });
    case 'docx-headings':
      return headingsDocx(person, variant(i + 1));
    case 'docx-table':
      return tableDocx(person, { style: i % 2 ? 'iso' : 'short' });
  }
}

export async function buildCorpus(count = 36): Promise<Sample[]> {
  const people = makePeople(count);
  return Promise.all(
    people.map(async (person, i) => {
      const layout = LAYOUTS[i % LAYOUTS.length] ?? 'pdf-classic';
      const bytes = await render(person, layout, Math.floor(i / LAYOUTS.length));
      return {
        id: `${String(i + 1).padStart(2, '0')}-${layout}`,
        layout,
        mime: layout.startsWith('pdf') ? PDF : DOCX,
        bytes,
        person,
      };
    }),
  );
}
