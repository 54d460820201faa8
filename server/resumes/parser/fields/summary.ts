// The summary ('about'): the text under a Summary/Objective/Profile heading, or, without one, the
// first lines of sentences in the header (less surely).
import type { Found } from './contact.ts';
import { isBullet, isDescription, joinWrapped, stripBullet } from './entries.ts';

export function summaryOf(lines: readonly string[]): Found<string> | null {
  const text = joinParagraph(lines);
  return text ? { value: text, confidence: 0.85 } : null;
}

/** Sentences in the header, after the name and contact lines: a summary without its heading. */
export function unheadedSummaryOf(header: readonly string[]): Found<string> | null {
  const start = header.findIndex((l) => isDescription(l) && !/@|\d{5}/.test(l));
  if (start < 0) return null;
  const end = header.findIndex((l, i) => i > start && !isDescription(l) && !/^\p{Ll}/u.test(l));
  const text = joinParagraph(header.slice(start, end < 0 ? undefined : end));
  return text ? { value: text, confidence: 0.5 } : null;
}

/** Lines of prose joined into one paragraph; bullets kept one a line. */
function joinParagraph(lines: readonly string[]): string | null {
  const out: string[] = [];
  for (const line of lines) {
    if (isBullet(line) || !out.length) out.push(stripBullet(line));
    else out[out.length - 1] = joinWrapped(out[out.length - 1] ?? '', line);
  }
  return out.join('\n').trim() || null;
}
