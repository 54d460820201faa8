// The keyword of a job search as groups of alternatives (issue 18; docs/job-search.md). The
// grouping, the synonym dictionary and the joined forms of hyphenated words are candidate search's
// (server/keywords/keyword.ts); what differs is that a job keyword's groups are alternatives to rank
// by, not conditions that must all hold, so a group that is only stop words ("in", "the") is left
// out rather than emptying the query, and long misspelt words may be two edits away.
import type { Db } from '../db/database.ts';
import {
  boardDictionary,
  keywordGroups,
  mayBeTypo,
  oneEditAway,
  type KeywordGroup,
  relatedRoleNames,
  relatedTitles,
  termVariants,
  type Dictionary,
} from '../keywords/index.ts';
import { keptPlan } from './kept-plans.ts';
import { readPlanRow } from './repo/keyword-queries.ts';

export { allGroups, anyGroup, anyRelated, groupQuery, holdsAny, relatedQuery } from './repo/keyword-queries.ts';

/** At most this many words of one keyword are corrected, and each by at most this many words. */
const MAX_TYPO_WORDS = 4;
const MAX_CORRECTIONS = 5;
/** From this length a word may carry two typos ("managment", "recepsionist"). */
const TWO_TYPOS_FROM = 9;

/** Words that say a job is wanted, not which: "jobs in pune", "nurse vacancies", "hiring now". */
const NOISE = new Set([
  'job',
  'jobs',
  'vacancy',
  'vacancies',
  'opening',
  'openings',
  'career',
  'careers',
  'hiring',
  'now',
]);

/** The keyword without its noise words; null when nothing else was typed ("jobs" browses). */
export function withoutNoise(keyword: string): string | null {
  const kept = keyword.split(/\s+/).filter((w) => w && !NOISE.has(w.toLowerCase()));
  return kept.length ? kept.join(' ') : null;
}

/** The groups with the titles of their related roles (public job search, when few jobs hold every group). */
export function withRelatedRoles(groups: KeywordGroup[], dictionary: Dictionary): KeywordGroup[] {
  return groups.map((g) => {
    const canonical = dictionary.canonical.get(g.typed) ?? g.typed;
    const related = relatedTitles(canonical, dictionary).filter((r) => !g.variants.includes(r));
    return related.length ? { ...g, related, relatedNames: relatedRoleNames(canonical) } : g;
  });
}

/** "front-end" is also tried as the two words "front end" (documents may hold either). */
function withSpacedForms(g: KeywordGroup): KeywordGroup {
  const spaced = g.variants.filter((v) => v.includes('-')).map((v) => v.replace(/-/g, ' '));
  return { ...g, variants: [...new Set([...g.variants, ...spaced])] };
}

/** Damerau-Levenshtein distance (adjacent swaps count once), for two-typo corrections. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++)
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  return (d[x.length] as number[])[y.length] as number;
}

/**
 * The keyword's groups with stop-word-only groups left out and typos corrected: a plain word of
 * five letters or more that no job title or skill of the board holds also matches the words one
 * edit away that some do ("acountant" finds "accountant"), and a word of nine or more two edits
 * away. Synonyms come from the built-in dictionary and the board's own groups. With `related`,
 * each group also carries the titles of its related roles (withRelatedRoles). Null when no group
 * keeps a word to look for.
 */
export async function planJobKeyword(
  db: Db,
  clientId: string,
  keyword: string,
  options: { related?: boolean; stamp?: Promise<string>; settings?: unknown } = {},
): Promise<KeywordGroup[] | null> {
  // The board's own synonym groups (admin settings) beside the built-in ones.
  const dictionary = await boardDictionary(db, clientId, options.settings);
  const read = () => readPlan(db, clientId, keyword, dictionary, options.related === true);
  if (!options.stamp) return read();
  // The plan reads the board's words (job_search_terms), which change only with a job's title or
  // skills, so only with the board's stamp; the dictionary is part of the key (kept-plans.ts).
  return keptPlan(dictionary, JSON.stringify([clientId, keyword, options.related === true]), await options.stamp, read);
}

async function readPlan(
  db: Db,
  clientId: string,
  keyword: string,
  dictionary: Dictionary,
  related: boolean,
): Promise<KeywordGroup[] | null> {
  const groups = keywordGroups(keyword, dictionary).map(withSpacedForms);
  if (!groups.length) return null;
  const suspects = groups.filter(mayBeTypo).slice(0, MAX_TYPO_WORDS);
  const edits = new Map(suspects.map((g) => [g.typed, oneEditAway(g.typed)]));
  const wanted = [...new Set([...edits.keys(), ...[...edits.values()].flat()])];
  const long = suspects.map((g) => g.typed).filter((w) => [...w].length >= TWO_TYPOS_FROM);
  const row = await readPlanRow(db, clientId, groups, wanted, long);
  const vocabulary = new Set(row?.terms ?? []);
  const alike = row?.alike ?? [];
  const kept = groups.filter((_, i) => Number(row?.nodes[i] ?? 0) > 0);
  if (!kept.length) return null;
  const corrections = new Map<string, string[]>();
  for (const g of kept) {
    const neighbours = edits.get(g.typed);
    if (!neighbours || vocabulary.has(g.typed)) continue;
    // A word of the board first; else a word of the dictionary ("docter" is a doctor, whom the
    // board's jobs call a physician), found through its synonyms below.
    let found = neighbours.filter((w) => vocabulary.has(w));
    if (!found.length) found = neighbours.filter((w) => dictionary.members.has(w));
    if (!found.length && [...g.typed].length >= TWO_TYPOS_FROM)
      found = alike.filter((w) => editDistance(w, g.typed) <= 2);
    if (found.length) corrections.set(g.typed, found.slice(0, MAX_CORRECTIONS));
  }
  // A correction brings its synonyms: "telecaler" is a telecaller, and so is an inside sales job.
  const widened = (g: KeywordGroup) => ({
    ...g,
    variants: [
      ...new Set([...g.variants, ...(corrections.get(g.typed) ?? []).flatMap((w) => termVariants(w, dictionary))]),
    ],
  });
  const planned = asPhrase(kept, corrections, dictionary) ?? kept.map(widened);
  return related ? withRelatedRoles(planned, dictionary) : planned;
}

/**
 * The groups read again with each misspelt word's first correction, when that completes a phrase
 * of the dictionary: "sofware engineer" is then "software engineer", with its synonyms ("software
 * developer", "sde"), rather than two words of which one is corrected. A corrected word left on
 * its own keeps its other corrections and the word as typed. Null when no phrase forms.
 */
function asPhrase(
  kept: KeywordGroup[],
  corrections: ReadonlyMap<string, string[]>,
  dictionary: Dictionary,
): KeywordGroup[] | null {
  if (!corrections.size) return null;
  const typedOf = new Map<string, string>();
  const words = kept.map((g) => {
    const first = corrections.get(g.typed)?.[0];
    if (first) typedOf.set(first, g.typed);
    return first ?? g.typed;
  });
  const regrouped = keywordGroups(words.join(' '), dictionary).map(withSpacedForms);
  if (regrouped.length >= kept.length) return null;
  return regrouped.map((g) => {
    const typo = typedOf.get(g.typed);
    return typo ? { ...g, variants: [...new Set([...g.variants, ...(corrections.get(typo) ?? []), typo])] } : g;
  });
}
