// The keyword as SQL: typo corrections looked up in the board's vocabulary, then one tsquery where
// every group must match by one of its spellings.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import { keywordGroups, mayBeTypo, oneEditAway, type KeywordGroup } from './keyword.ts';

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
  // One round trip: whether the query keeps any word ("the of" is all stop words, so no keyword
  // at all), and which of the typed words and their neighbours the vocabulary holds.
  const { rows } = await sql<{ n: number; terms: string[] | null }>`select numnode(${tsqueryOf(groups)}) as n,
      array(select term from candidate_search_terms where client_id = ${clientId}
        and term = any(${wanted}::text[])) as terms`.execute(db);
  if (!(Number(rows[0]?.n ?? 0) > 0)) return null;
  const vocabulary = new Set(rows[0]?.terms ?? []);
  return groups.map((g) => {
    const neighbours = edits.get(g.typed);
    if (!neighbours || vocabulary.has(g.typed)) return g;
    const found = neighbours.filter((w) => vocabulary.has(w)).slice(0, MAX_CORRECTIONS);
    return { ...g, variants: [...g.variants, ...found] };
  });
}

/** The tsquery: groups ANDed, each group's spellings ORed, a spelling of several words a phrase. */
export function tsqueryOf(groups: readonly KeywordGroup[]): RawBuilder<string> {
  const group = (g: KeywordGroup) =>
    sql`(${sql.join(
      g.variants.map((v) => sql`phraseto_tsquery('english', ${v})`),
      sql` || `,
    )})`;
  return sql<string>`(${sql.join(groups.map(group), sql` && `)})`;
}
