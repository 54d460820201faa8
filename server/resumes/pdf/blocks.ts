// The pieces every template draws in a column: entries (title and date, subtitle and grades, then
// lines), lines as bullets or as a paragraph, a wrapped inline list (contact details, skills), and
// whole sections with the template's heading. Each block first keeps its start together, so a
// heading never ends a page without the first lines under it.
import type { Flow } from './flow.ts';
import { paragraphOf } from '../../../shared/resumes/lines.ts';
import type { Entry, Section } from './model.ts';

export type Heading = {
  height: (flow: Flow, title: string) => number;
  draw: (flow: Flow, title: string) => void;
};

export type InlineItem = { text: string; link: string | null };

const BULLET = '•';

/** Two lines of body text, the least an entry or paragraph starts a page with. */
const startLines = (flow: Flow, lines: string[]) =>
  lines.length ? flow.lineHeight('regular', flow.style.body) * Math.min(2, lines.length + 1) : 0;

function headHeight(flow: Flow, e: Entry): number {
  const s = flow.style;
  const dateWidth = e.date ? flow.widthOf(e.date, 'regular', s.small) + 8 : 0;
  let h = flow.measure(e.title, 'bold', s.entryTitle, flow.column.width - dateWidth);
  if (e.subtitle) h += flow.measure(e.subtitle, 'semibold', s.body);
  return h;
}

/** A text on the left with a shorter one aligned right on the same first line. */
function pair(flow: Flow, left: { text: string; bold: boolean }, right: string | null): void {
  const s = flow.style;
  const { x, width } = flow.column;
  const rightWidth = right ? flow.widthOf(right, 'regular', s.small) + 1 : 0;
  const y = flow.doc.y;
  if (left.bold) flow.use('bold', s.entryTitle, s.text);
  else flow.use('semibold', s.body, s.muted);
  flow.write(left.text, x, { width: width - (right ? rightWidth + 8 : 0) });
  const below = flow.doc.y;
  if (right) {
    // The smaller text sits on the larger one's baseline.
    flow.doc.y = y + (left.bold ? s.entryTitle : s.body) - s.small;
    flow.use('regular', s.small, s.muted);
    flow.write(right, x + width - rightWidth, { width: rightWidth, align: 'right' });
  }
  flow.doc.y = Math.max(below, flow.doc.y);
}

export function drawLines(flow: Flow, lines: string[], bullets: boolean): void {
  const s = flow.style;
  if (!lines.length) return;
  if (!bullets) {
    flow.keep(startLines(flow, lines));
    flow.use('regular', s.body, s.text);
    flow.write(paragraphOf(lines));
    return;
  }
  const indent = s.body * 1.2;
  const { x } = flow.column;
  const line1 = flow.lineHeight('regular', s.body);
  for (const line of lines) {
    // A bullet of a few lines stays whole; a longer one may run on over the page break.
    flow.keep(Math.min(flow.measure(line, 'regular', s.body, flow.column.width - indent), line1 * 3));
    const y = flow.doc.y;
    flow.use('regular', s.body, flow.style.accentText);
    flow.write(BULLET, x, { width: indent });
    flow.doc.y = y;
    flow.use('regular', s.body, s.text);
    flow.write(line, x + indent);
  }
}

export function drawEntry(flow: Flow, e: Entry): void {
  flow.keep(headHeight(flow, e) + startLines(flow, e.lines));
  pair(flow, { text: e.title, bold: true }, e.date);
  if (e.subtitle) pair(flow, { text: e.subtitle, bold: false }, e.aside);
  if (e.lines.length) {
    flow.gap(flow.style.body * 0.2);
    drawLines(flow, e.lines, e.bullets);
  }
}

/**
 * Items side by side, separated by `sep`, wrapping to a new line (and page) as needed; each item
 * is placed whole, so a link stays one link. An item wider than the column gets its own lines.
 */
export function drawInline(flow: Flow, items: InlineItem[], opts: { sep: string; size: number; colour: string }): void {
  const s = flow.style;
  const { x, width } = flow.column;
  const line = flow.lineHeight('regular', opts.size);
  const sepWidth = flow.widthOf(opts.sep, 'regular', opts.size);
  flow.keep(line);
  let y = flow.doc.y;
  let cx = x;
  const newLine = (below = y + line) => {
    flow.doc.y = below;
    flow.keep(line);
    y = flow.doc.y;
    cx = x;
  };
  for (const item of items) {
    const w = flow.widthOf(item.text, 'regular', opts.size);
    if (cx > x && cx + sepWidth + w <= x + width) {
      flow.use('regular', opts.size, s.muted);
      flow.doc.text(opts.sep, cx, y, { lineBreak: false });
      cx += sepWidth;
    } else if (cx > x) newLine();
    flow.use('regular', opts.size, opts.colour);
    const link = item.link ? { link: item.link, underline: false } : {};
    if (w <= width) {
      flow.doc.text(item.text, cx, y, { lineBreak: false, width: w + 1, ...link });
      cx += w;
    } else {
      flow.doc.y = y;
      flow.write(item.text, x, { width, link: item.link });
      newLine(flow.doc.y);
    }
  }
  flow.doc.y = cx > x ? y + line : y;
}

/** Skills as bullets in `columns` columns, row by row. */
function drawSkillGrid(flow: Flow, skills: string[], columns: number): void {
  const s = flow.style;
  const indent = s.body * 1.2;
  const cell = flow.column.width / columns;
  for (let i = 0; i < skills.length; i += columns) {
    const row = skills.slice(i, i + columns);
    const height = Math.max(...row.map((k) => flow.measure(k, 'regular', s.body, cell - indent - 4)));
    flow.keep(height);
    const y = flow.doc.y;
    row.forEach((skill, c) => {
      const cx = flow.column.x + c * cell;
      flow.doc.y = y;
      flow.use('regular', s.body, s.accentText);
      flow.write(BULLET, cx, { width: indent });
      flow.doc.y = y;
      flow.use('regular', s.body, s.text);
      flow.write(skill, cx + indent, { width: cell - indent - 4 });
    });
    flow.doc.y = y + height;
  }
}

export function drawSkills(flow: Flow, section: Extract<Section, { kind: 'skills' }>, columns: number): void {
  if (section.bullets) drawSkillGrid(flow, section.skills, columns);
  else
    drawInline(
      flow,
      section.skills.map((text) => ({ text, link: null })),
      { sep: ' · ', size: flow.style.body, colour: flow.style.text },
    );
}

/** What must fit under a heading for it to stay on this page: the section's first block. */
function firstBlockHeight(flow: Flow, section: Section): number {
  const s = flow.style;
  if (section.kind === 'entries') {
    const first = section.entries[0];
    return first ? headHeight(flow, first) + startLines(flow, first.lines) : 0;
  }
  if (section.kind === 'skills') return flow.lineHeight('regular', s.body);
  return startLines(flow, section.lines);
}

export function drawSection(flow: Flow, section: Section, heading: Heading, skillColumns: number): void {
  const s = flow.style;
  flow.gap(s.body * 1.3);
  flow.keep(heading.height(flow, section.title) + firstBlockHeight(flow, section));
  heading.draw(flow, section.title);
  if (section.kind === 'text') drawLines(flow, section.lines, section.bullets);
  else if (section.kind === 'skills') drawSkills(flow, section, skillColumns);
  else
    section.entries.forEach((e, i) => {
      if (i > 0) flow.gap(s.body * 0.8);
      drawEntry(flow, e);
    });
}
