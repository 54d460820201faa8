// The keyword as SQL: one tsquery where every group must match by one of its spellings, and the
// read that plans it (keyword-plan.ts) against the board's vocabulary.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { weighted } from '../../db/weighted-query.ts';
import { scopedTo } from '../../db/tenant-scope.ts';
import type { KeywordGroup } from '../../keywords/index.ts';

/** The tsquery: groups ANDed, each group's spellings ORed, a spelling of several words a phrase. */
export function tsqueryOf(groups: readonly KeywordGroup[]): RawBuilder<string> {
  const group = (g: KeywordGroup) =>
    sql`(${sql.join(
      g.variants.map((v) => sql`phraseto_tsquery('english', ${v})`),
      sql` || `,
    )})`;
  return sql<string>`(${sql.join(groups.map(group), sql` && `)})`;
}

/**
 * The tier of a row of candidate_search (alias d) that matches `q` (docs/candidate-search.md,
 * "Ranking"): 3 in the headline or job titles, 2 with the skills and name, 1 with companies,
 * education and certificates, 0 only in the about text.
 */
export function tierOf(q: RawBuilder<string>): RawBuilder<number> {
  return sql<number>`(case when d.doc_a @@ ${q} then 3 when d.doc_ab @@ ${q} then 2
    when d.doc @@ ${weighted(q, 'ABC')} then 1 else 0 end)`;
}

export type KeywordVocabulary = { words: number; terms: string[] };

/**
 * One round trip: how many words the keyword's tsquery keeps ("the of" is all stop words, so
 * none), and which of the `wanted` words the board's candidate vocabulary holds.
 */
export async function keywordVocabulary(
  db: Db,
  clientId: string,
  groups: readonly KeywordGroup[],
  wanted: readonly string[],
): Promise<KeywordVocabulary> {
  const { rows } = await sql<{ n: number; terms: string[] | null }>`select numnode(${tsqueryOf(groups)}) as n,
      array(select term from candidate_search_terms where ${scopedTo(db, clientId).owns('candidate_search_terms')}
        and term = any(${wanted}::text[])) as terms`.execute(db);
  return { words: Number(rows[0]?.n ?? 0), terms: rows[0]?.terms ?? [] };
}
