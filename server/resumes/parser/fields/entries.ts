// A section's lines cut into entries (jobs, projects): each entry is a head (title, company, dates:
// short lines) and a body (description: bullets and sentences). A line wrapped from the previous
// bullet is joined back to it; a head run holding several date ranges is several entries without
// descriptions, cut where the dates say.
import { gradeIn } from './academic.ts';
import { findDateRange, isDateOnly } from './dates.ts';
import { isPlace } from './places.ts';
import { startsWithActionVerb } from './roles.ts';

export type Block = { head: string[]; body: string[] };

const BULLET = /^(?:[•·▪◦●○■□▸►➢✓✔*]|[-–—](?=\s))\s*/;

export const isBullet = (text: string) => BULLET.test(text);

/** A wrapped line joined back: 'well-' + 'tested' keeps its hyphen without a space. */
export const joinWrapped = (previous: string, next: string) =>
  /\p{L}-$/u.test(previous) && /^\p{Ll}/u.test(next) ? previous + next : `${previous} ${next}`;
export const stripBullet = (text: string) => text.replace(BULLET, '').trim();

/** Whether a line describes (a bullet, a sentence) rather than names (a title, a company, dates). */
export function isDescription(text: string): boolean {
  if (isBullet(text)) return true;
  if (findDateRange(text)) return false;
  const all = text.split(/\s+/);
  const words = all.length;
  if (text.length > 90 || words >= 11) return true;
  // Sentences are mostly lower-case words; titles, companies and degrees are mostly capitalised.
  if (words >= 6 && all.filter((w) => /^\p{Ll}/u.test(w)).length >= 0.5 * words) return true;
  if (/[.!?;]$/.test(text) && words >= 5 && !/\b(?:inc|ltd|co|corp|llc)\.$/i.test(text)) return true;
  return startsWithActionVerb(text) && words >= 3;
}

/** A line that belongs after an entry's dates without starting a new one: a place, a grade, 'Remote'. */
export function isTrailer(text: string): boolean {
  return (
    isPlace(text) ||
    /^(?:remote|hybrid|on-?site|full[- ]time|part[- ]time|contract|freelance|internship)$/i.test(text) ||
    gradeIn(text)?.text.length === text.length
  );
}

export type SplitOptions = {
  /** Entries carry dates (jobs): a lone short line after a description is a wrapped line, not an entry. */
  dated: boolean;
};

export function splitBlocks(lines: readonly string[], { dated }: SplitOptions): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  let inBody = false;
  lines.forEach((text, i) => {
    if (isDescription(text)) {
      if (!current) blocks.push((current = { head: [], body: [] }));
      const last = current.body.length - 1;
      if (inBody && last >= 0 && wrapsPrevious(text, current.body[last] ?? ''))
        current.body[last] = joinWrapped(current.body[last] ?? '', text);
      else current.body.push(stripBullet(text));
      inBody = true;
      return;
    }
    if (current && inBody && continuesDescription(lines, i)) {
      current.body[current.body.length - 1] = joinWrapped(current.body[current.body.length - 1] ?? '', text);
      return;
    }
    if (!current || inBody) {
      blocks.push((current = { head: [], body: [] }));
      inBody = false;
    }
    current.head.push(text);
  });
  const split = blocks.flatMap(splitByRanges);
  return dated ? joinStrayLines(split) : split;
}

const DANGLING_END = /(?:[,(&/+–-]|\b(?:and|or|with|of|the|to|for|in|on|a|an|using|across|by|from|into|via))$/i;

/** Whether a description line is the wrapped end of the one before (not a bullet of its own). */
function wrapsPrevious(text: string, previous: string): boolean {
  return !isBullet(text) && (/^\p{Ll}/u.test(text) || DANGLING_END.test(previous));
}

/** Whether the short line at i wraps the description line before it rather than opening an entry. */
function continuesDescription(lines: readonly string[], i: number): boolean {
  const text = lines[i] ?? '';
  const previous = lines[i - 1] ?? '';
  if (/^\p{Ll}/u.test(text)) return true;
  if (findDateRange(text) || dateFollows(lines, i)) return false;
  if (DANGLING_END.test(previous)) return true;
  return /[.;!?]$/.test(text) && !/\b(?:inc|ltd|co|corp|llc|jr|sr)\.$/i.test(text);
}

function dateFollows(lines: readonly string[], i: number): boolean {
  for (const next of lines.slice(i + 1, i + 3)) {
    if (isDescription(next)) return false;
    if (findDateRange(next)) return true;
  }
  return false;
}

/**
 * A head with several date ranges (entries without descriptions) cut into one entry per range.
 * Dates on the first line ('Acme Corp  Jul 2022 – Present' then the title) start each entry;
 * dates further down ('Engineer — Acme' then the dates) end each one, with any place or grade after them.
 */
function splitByRanges(block: Block): Block[] {
  const ranged = block.head.map((t) => findDateRange(t) !== null);
  if (ranged.filter(Boolean).length < 2) return [block];
  const groups: string[][] = [];
  if (ranged[0]) {
    block.head.forEach((t, i) => (ranged[i] || !groups.length ? groups.push([t]) : groups[groups.length - 1]?.push(t)));
  } else {
    let group: string[] = [];
    let closed = false;
    block.head.forEach((t, i) => {
      if (closed && !isTrailer(t)) {
        groups.push(group);
        group = [];
        closed = false;
      }
      group.push(t);
      if (ranged[i]) closed = true;
    });
    if (group.length) {
      if (closed || !groups.length) groups.push(group);
      else groups[groups.length - 1]?.push(...group);
    }
  }
  return groups.map((head, i) => ({ head, body: i === groups.length - 1 ? block.body : [] }));
}

/**
 * A one-line entry with no dates and no description right after a described entry is a wrapped
 * description line that did not look like one ('Operations Team' ending a bullet): join it back.
 */
function joinStrayLines(blocks: Block[]): Block[] {
  const joined: Block[] = [];
  for (const block of blocks) {
    const previous = joined[joined.length - 1];
    const [only] = block.head;
    const stray =
      previous?.body.length &&
      block.head.length === 1 &&
      !block.body.length &&
      only !== undefined &&
      !findDateRange(only) &&
      !isDateOnly(only);
    if (stray)
      previous.body[previous.body.length - 1] = joinWrapped(previous.body[previous.body.length - 1] ?? '', only);
    else joined.push(block);
  }
  return joined;
}
