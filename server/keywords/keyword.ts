// The keyword of a candidate search as groups of alternatives: every group must be found, by any
// of its spellings. "senior js dev" is [senior] [js | javascript | ecmascript | es6] [dev]; known
// phrases of the synonym dictionary stay one group ("react native", "front end"), and a
// hyphenated word is also tried joined ("e-commerce" | "ecommerce", as the documents hold both),
// and a word with a slash as its parts ("ui/ux" | "ui ux").
import { BUILT_IN, normalise, SOFTWARE_FIELDS, SOFTWARE_ROLES, termVariants, type Dictionary } from './synonyms.ts';

export type KeywordGroup = {
  /** The words as typed (a phrase for dictionary phrases). */
  typed: string;
  /** Every spelling to look for, the typed one first. */
  variants: string[];
  /**
   * Titles of related roles (server/keywords/related-roles.ts), which public job search matches in
   * titles, below the group itself, when few jobs hold every group. None elsewhere.
   */
  related?: string[];
  /** The related roles' names, one per role, as the screen shows them ("site reliability engineer"). */
  relatedNames?: string[];
};

const MAX_GROUPS = 12;
const LONGEST_PHRASE = 3;

const known = (phrase: string, dictionary: Dictionary) => termVariants(phrase, dictionary).length > 1;

/** Whether every word of `part` is a word of `whole` ("support" of "customer support"). */
const within = (part: string, whole: string) => {
  const words = new Set(whole.split(' '));
  return part !== whole && part.split(' ').every((w) => words.has(w));
};

function variantsOf(term: string, dictionary: Dictionary): string[] {
  // A phrase is not widened to a part of itself ("customer support" is not any "support"), unless
  // that part is what the group is called ("react js" is React).
  const name = dictionary.canonical.get(term);
  const out = new Set(termVariants(term, dictionary).filter((v) => v === name || !within(v, term)));
  if (/[\p{L}\p{N}]-[\p{L}\p{N}]/u.test(term)) out.add(term.replace(/-/g, ''));
  // "ui/ux" is also the two words (documents hold both forms, migration 0038).
  if (/[\p{L}\p{N}]\/[\p{L}\p{N}]/u.test(term)) out.add(term.replace(/\//g, ' '));
  return [...out];
}

/** The groups of a keyword, or none when it holds no letter or digit. */
export function keywordGroups(keyword: string, dictionary: Dictionary = BUILT_IN): KeywordGroup[] {
  const words = normalise(keyword)
    .split(' ')
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  const groups: KeywordGroup[] = [];
  for (let i = 0; i < words.length && groups.length < MAX_GROUPS;) {
    let taken = 1;
    for (let n = Math.min(LONGEST_PHRASE, words.length - i); n > 1; n--) {
      if (known(words.slice(i, i + n).join(' '), dictionary)) {
        taken = n;
        break;
      }
    }
    const typed = words.slice(i, i + taken).join(' ');
    // "javascript developer" is also a JavaScript engineer: the role word after a software field.
    const field = groups.at(-1)?.variants.some((v) => SOFTWARE_FIELDS.has(dictionary.canonical.get(v) ?? v));
    const roles = field ? SOFTWARE_ROLES.get(typed) : undefined;
    groups.push({ typed, variants: roles ? [...roles] : variantsOf(typed, dictionary) });
    i += taken;
  }
  return groups;
}

/** Words long enough for a one-letter typo to be corrected: shorter ones have too many neighbours. */
export const TYPO_MIN_LENGTH = 5;
/** The vocabulary keeps words of at most 40 letters: a longer one has nothing to be corrected to. */
const TYPO_MAX_LENGTH = 40;

/** Whether a group is a single plain word that a typo correction may widen. */
export const mayBeTypo = (g: KeywordGroup): boolean =>
  g.variants.length === 1 &&
  /^[\p{L}\p{N}]+$/u.test(g.typed) &&
  [...g.typed].length >= TYPO_MIN_LENGTH &&
  [...g.typed].length <= TYPO_MAX_LENGTH;

const ALPHABET = [...'abcdefghijklmnopqrstuvwxyz0123456789'];

/**
 * Every word one edit away: a letter deleted, two neighbours swapped, one replaced or one
 * inserted (Damerau-Levenshtein distance 1). Looked up exactly in the board's vocabulary, so a
 * correction is always a word some candidate's profile holds.
 */
export function oneEditAway(word: string): string[] {
  const letters = [...word];
  const alphabet = [...new Set([...ALPHABET, ...letters])];
  const out = new Set<string>();
  for (let i = 0; i <= letters.length; i++) {
    const head = letters.slice(0, i).join('');
    const tail = letters.slice(i);
    if (tail.length) out.add(head + tail.slice(1).join(''));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2).join(''));
    for (const c of alphabet) {
      if (tail.length) out.add(head + c + tail.slice(1).join(''));
      out.add(head + c + tail.join(''));
    }
  }
  out.delete(word);
  return [...out];
}
