// The candidate's name: the first prominent line near the top that is only letters and spaces,
// two to four words (particles like 'van' or 'de' aside), and neither a heading, a job title nor a
// place. How sure we are depends on corroboration: the largest type on the page, an e-mail address
// made of the same words.
import { headingOf } from './headings.ts';
import { isPlace } from './places.ts';
import { titleScore } from './roles.ts';
import type { TextLine } from '../text/lines.ts';
import type { Found } from './contact.ts';

const PARTICLES = new Set([
  'de',
  'da',
  'del',
  'della',
  'di',
  'van',
  'von',
  'der',
  'den',
  'la',
  'le',
  'bin',
  'binti',
  'al',
  'el',
  'y',
  'dos',
  'du',
  'ter',
]);
const NAME_WORD =
  /^(?:\p{Lu}[\p{Ll}\p{M}]*(?:\p{Lu}[\p{Ll}\p{M}]+)?(?:['’-]\p{L}[\p{Ll}\p{M}]*)*|\p{Lu}[\p{Lu}\p{M}]*(?:['’-]\p{Lu}[\p{Lu}\p{M}]*)*|\p{Lu}\.)$/u;
const NOT_NAMES = /^(?:curriculum vitae|resume|résumé|cv|bio ?data)$/i;

export function findName(top: readonly TextLine[], email: string | null): Found<string> | null {
  const candidates = top.slice(0, 12).flatMap((line, index) => {
    const text = nameCandidate(line.text);
    return text ? [{ text, index, size: line.size }] : [];
  });
  if (!candidates.length) return null;
  const largest = Math.max(...top.slice(0, 12).map((l) => l.size ?? 0));
  const prominent = largest > 0 ? candidates.find((c) => c.size === largest) : undefined;
  const chosen = prominent ?? candidates[0];
  if (!chosen) return null;
  const bodySize = median(top.map((l) => l.size ?? 0).filter((s) => s > 0));
  let confidence = 0.5;
  if (prominent && largest > bodySize * 1.2) confidence += 0.2;
  if (chosen.index === 0) confidence += 0.05;
  if (email && matchesEmail(chosen.text, email)) confidence += 0.25;
  const allCaps = chosen.text === chosen.text.toUpperCase();
  return {
    value: allCaps ? titleCase(chosen.text) : chosen.text,
    confidence: Math.min(0.97, confidence - (allCaps ? 0.05 : 0)),
  };
}

/** The line, or its first part before a separator ('Priya Sharma | Engineer'), if it reads as a name. */
function nameCandidate(line: string): string | null {
  const text = line.split(/\s*(?:[|•·\t,]|\s[–—-]\s)\s*/)[0]?.trim() ?? '';
  if (!text || text.length > 60 || headingOf(text) || NOT_NAMES.test(text) || isPlace(text)) return null;
  const words = text.split(/\s+/);
  const core = words.filter((w) => !PARTICLES.has(w.toLowerCase()));
  if (core.length < 2 || core.length > 4 || words.length > 6) return null;
  if (!core.every((w) => NAME_WORD.test(w))) return null;
  if (titleScore(text) > 0) return null;
  return text;
}

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, ' ');

/** Whether the e-mail's local part is made of the name ('priya.sharma', 'psharma', 'sharma.p92'). */
export function matchesEmail(name: string, email: string): boolean {
  const local = fold(email.split('@')[0] ?? '').replace(/\s+/g, '');
  const parts = fold(name)
    .split(/\s+/)
    .filter((p) => p.length >= 3);
  return parts.some((p) => local.includes(p));
}

function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
