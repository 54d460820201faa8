// A board's own synonym groups (issue 18; admin settings, "Search"), kept in clients.settings at
// search.synonyms beside the built-in dictionary. Read defensively: a stored value of the wrong
// shape counts as no group. Job search builds its dictionary from them once per change.
import type { Db } from '../db/database.ts';
import { storedSynonyms } from './repo/board-synonyms.ts';
import { BUILT_IN, normalise, withBoardGroups, type Dictionary } from './synonyms.ts';

export type SynonymGroup = { language: 'en'; terms: string[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The groups stored in a board's settings, terms normalised, groups of fewer than two left out. */
export function storedSynonymGroups(settings: unknown): SynonymGroup[] {
  const search = isObject(settings) ? settings.search : undefined;
  const list = isObject(search) ? search.synonyms : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((g): SynonymGroup[] => {
    if (!isObject(g) || g.language !== 'en' || !Array.isArray(g.terms)) return [];
    const terms = [...new Set(g.terms.filter((t): t is string => typeof t === 'string').map(normalise))].filter((t) =>
      /[\p{L}\p{N}]/u.test(t),
    );
    return terms.length > 1 ? [{ language: 'en', terms }] : [];
  });
}

/** Dictionaries built from boards' groups, by board, with the stored text they were built from. */
const built = new Map<string, { text: string; dictionary: Dictionary }>();
const MAX_BOARDS = 1_000;

/**
 * The dictionary of a board's job search: the built-in one with the board's groups. `settings`:
 * the board's settings as the request already read them (with its tenant), so they are not read
 * again; without them, the groups are read.
 */
export async function boardDictionary(db: Db, clientId: string, settings?: unknown): Promise<Dictionary> {
  const groups = storedSynonymGroups(
    settings !== undefined ? settings : { search: { synonyms: await storedSynonyms(db, clientId) } },
  );
  if (!groups.length) return BUILT_IN;
  const text = JSON.stringify(groups);
  const kept = built.get(clientId);
  if (kept?.text === text) return kept.dictionary;
  if (built.size >= MAX_BOARDS) built.clear();
  const dictionary = withBoardGroups(groups.map((g) => g.terms));
  built.set(clientId, { text, dictionary });
  return dictionary;
}
