// The keyword planned against the board: typo corrections looked up in the board's vocabulary
// (repo/keyword-query.ts reads it and builds the tsquery).
import type { Db } from '../db/database.ts';
import { keywordGroups, mayBeTypo, oneEditAway, type KeywordGroup } from '../keywords/index.ts';
import { keywordVocabulary } from './repo/keyword-query.ts';

/** At most this many words of one keyword are corrected, and each by at most this many words. */
const MAX_TYPO_WORDS = 4;
const MAX_CORRECTIONS = 5;

/**
 * The keyword's groups with one-letter typos corrected: a plain word of five letters or more that
 * no candidate document of the board holds also matches the words one edit away that some do
 * ("javascrpt" finds "javascript", "pyhton" finds "python"). Null when the keyword has no word.
 */
export async function planKeyword(db: Db, clientId: string, keyword: string): Promise<KeywordGroup[] | null> {
  const groups = keywordGroups(keyword);
  if (!groups.length) return null;
  const suspects = groups.filter(mayBeTypo).slice(0, MAX_TYPO_WORDS);
  const edits = new Map(suspects.map((g) => [g.typed, oneEditAway(g.typed)]));
  const wanted = [...new Set([...edits.keys(), ...[...edits.values()].flat()])];
  const found = await keywordVocabulary(db, clientId, groups, wanted);
  if (!(found.words > 0)) return null;
  const vocabulary = new Set(found.terms);
  return groups.map((g) => {
    const neighbours = edits.get(g.typed);
    if (!neighbours || vocabulary.has(g.typed)) return g;
    const corrections = neighbours.filter((w) => vocabulary.has(w)).slice(0, MAX_CORRECTIONS);
    return { ...g, variants: [...g.variants, ...corrections] };
  });
}
