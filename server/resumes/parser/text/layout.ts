// Lines from positioned text (a PDF page's items), in reading order. A page laid out in two columns
// (a sidebar beside the main text) is read column by column: the left column, then the right, after
// any full-width header above them. Pure geometry, unit tested without a PDF.
import { isDateOnly } from '../fields/dates.ts';
import { cleanLine } from './lines.ts';

/** A run of text on a page: x and the baseline y in points from the top-left corner. */
export type PlacedText = { str: string; x: number; y: number; width: number; size: number };

type Placed = PlacedText & { right: number };

export type PageLines = { text: string; size: number }[];

/** Where a page splits into two columns: the gutter's x and the bottom of the full-width header. */
export type Gutter = { x: number; headerBottom: number };

export function linesOfPage(items: readonly PlacedText[]): PageLines {
  const placed = items
    .filter((i) => i.str.trim().length > 0 && Number.isFinite(i.x) && Number.isFinite(i.y) && i.size > 0)
    .map((i) => ({ ...i, right: i.x + Math.max(0, i.width) }));
  const gutter = findGutter(placed);
  if (!gutter) return buildLines(placed);
  const header = placed.filter((i) => i.y <= gutter.headerBottom);
  const body = placed.filter((i) => i.y > gutter.headerBottom);
  // By the item's middle, so that nothing is lost at the gutter's edge.
  const isLeft = (i: Placed) => i.x + i.right < 2 * gutter.x;
  return [...buildLines(header), ...buildLines(body.filter(isLeft)), ...buildLines(body.filter((i) => !isLeft(i)))];
}

const MIN_GUTTER_PT = 8;
const MAX_HEADER_SHARE = 0.4;
const MIN_SIDE_SHARE = 0.1;

/**
 * The vertical gap that splits the page's body into two real columns, or null for a
 * one-column page. Items crossing a candidate gap must all sit above the columns (a header); each
 * column needs a few lines and a fair share of the text, and the right one must not be just dates
 * (right-aligned dates beside a one-column job list are not a column).
 */
export function findGutter(items: readonly Placed[]): Gutter | null {
  if (items.length < 8) return null;
  const minX = Math.min(...items.map((i) => i.x));
  const maxX = Math.max(...items.map((i) => i.right));
  const width = maxX - minX;
  if (width <= 0) return null;
  let best: (Gutter & { gap: number; header: number }) | null = null;
  for (let x = minX + 0.15 * width; x <= minX + 0.85 * width; x += 2) {
    const candidate = gutterAt(items, x);
    if (!candidate) continue;
    // The real gutter leaves the fewest items above the columns; a gap inside a column (beside
    // its short lines) is crossed by that column's longer lines. Then the widest gap wins.
    if (!best || candidate.header < best.header || (candidate.header === best.header && candidate.gap > best.gap))
      best = candidate;
  }
  return best && { x: best.x, headerBottom: best.headerBottom };
}

function gutterAt(items: readonly Placed[], x: number): (Gutter & { gap: number; header: number }) | null {
  let headerBottom = -Infinity;
  for (const i of items) if (i.x < x - 1 && i.right > x + 1) headerBottom = Math.max(headerBottom, i.y);
  const body = items.filter((i) => i.y > headerBottom + 0.5);
  const header = items.length - body.length;
  if (header > MAX_HEADER_SHARE * items.length) return null;
  const left = body.filter((i) => i.right <= x);
  const right = body.filter((i) => i.x >= x);
  if (baselines(left) < 3 || baselines(right) < 3) return null;
  const gap = Math.min(...right.map((i) => i.x)) - Math.max(...left.map((i) => i.right));
  if (gap < MIN_GUTTER_PT) return null;
  const chars = (list: readonly Placed[]) => list.reduce((n, i) => n + i.str.trim().length, 0);
  const total = chars(body);
  if (chars(left) < MIN_SIDE_SHARE * total || chars(right) < MIN_SIDE_SHARE * total) return null;
  const rightLines = buildLines(right);
  const dateLines = rightLines.filter((l) => isDateOnly(l.text)).length;
  if (dateLines * 2 >= rightLines.length) return null;
  return { x, headerBottom, gap, header };
}

function baselines(items: readonly Placed[]): number {
  return new Set(items.map((i) => Math.round(i.y / 3))).size;
}

/** Items grouped into lines by baseline, top to bottom, each line's items left to right. */
function buildLines(items: readonly Placed[]): PageLines {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: Placed[][] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    const first = row?.[0];
    if (row && first && Math.abs(item.y - first.y) <= 0.4 * Math.max(item.size, first.size)) row.push(item);
    else rows.push([item]);
  }
  return rows
    .map((row) => {
      row.sort((a, b) => a.x - b.x);
      let text = '';
      let prev: Placed | null = null;
      for (const item of row) {
        if (prev) text += separator(prev, item, text);
        text += item.str;
        prev = item;
      }
      return { text: cleanLine(text), size: Math.max(...row.map((i) => i.size)) };
    })
    .filter((l) => l.text.length > 0);
}

/** A tab for a gap as wide as a tab stop (a right-aligned date), a space for a word gap, else nothing. */
function separator(prev: Placed, next: Placed, soFar: string): string {
  const gap = next.x - prev.right;
  const size = Math.max(prev.size, next.size);
  if (gap > 1.5 * size) return '\t';
  if (gap > 0.15 * size && !/\s$/.test(soFar) && !/^\s/.test(next.str)) return ' ';
  return '';
}
