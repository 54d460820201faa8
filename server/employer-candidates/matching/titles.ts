// How close two job titles are: the same title through the synonym dictionary is 100, else the
// share of the job title's words the other title has. Seniority words ("Senior", "Lead") are left
// out: a Backend Engineer is a fit for a Senior Backend Engineer role, the experience factor
// judges the seniority.
import { canonicalTerm, normalise } from '../../keywords/index.ts';

const IGNORED = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'head',
  'chief',
  'associate',
  'trainee',
  'intern',
  'i',
  'ii',
  'iii',
  'iv',
  'and',
  'or',
  'of',
  'the',
  'a',
  'an',
  'for',
  'in',
  'at',
  'with',
  'to',
]);

// Words of titles that name one role: a Frontend Developer is a Frontend Engineer. Kept here, not
// in the shared dictionary, because search must still tell "developer" from "engineer" apart.
const ROLE_WORDS: ReadonlyMap<string, string> = new Map([
  ['developer', 'engineer'],
  ['programmer', 'engineer'],
  ['dev', 'engineer'],
  ['eng', 'engineer'],
  ['mgr', 'manager'],
]);

/**
 * The meaningful words of a title, each in its dictionary form, with the dictionary's two-word
 * terms joined ("front end developer" → frontend, developer; "software developer" also adds
 * "software engineer").
 */
export function titleWords(title: string): string[] {
  const words = normalise(title)
    .split(/[^a-z0-9+#.]+/)
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter((w) => w && !IGNORED.has(w));
  const out = new Set<string>();
  words.forEach((w, i) => {
    const word = canonicalTerm(w);
    out.add(ROLE_WORDS.get(word) ?? word);
    const next = words[i + 1];
    if (next) {
      const pair = `${w} ${next}`;
      const canonical = canonicalTerm(pair);
      if (canonical !== pair) out.add(canonical);
    }
  });
  return [...out];
}

/** 0 to 100: how much of `jobTitle` the other title covers. */
export function titleSimilarity(jobTitle: string, other: string): number {
  if (canonicalTerm(jobTitle) === canonicalTerm(other)) return 100;
  const wanted = titleWords(jobTitle);
  if (!wanted.length) return 0;
  const has = new Set(titleWords(other));
  if (wanted.every((w) => has.has(w))) return 100;
  return (100 * wanted.filter((w) => has.has(w)).length) / wanted.length;
}
