// A keyword search's matches counted once up to a bound, and read with the tier of each when they
// are few (issue 51, docs/candidate-search.md "Ranking"): the page by relevance is then ranked from
// them with no further read.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { boundedRead } from './bounded-count.ts';
import type { Conditions } from './search-conditions.ts';

/** A match, with the tiers its keyword is found in: doc_a (3), doc_ab (2), companies and education (1). */
export type Match = { user_id: string; t3: boolean; t2: boolean; abc: boolean };

/**
 * How many rows match `where` (which holds the keyword `q`), counted up to `upTo` as `countUpTo`
 * counts them; and, when fewer than `rankAt` do, every one of them with its tiers, most recently
 * active first (the order of relevance within a tier). The rows are read for the count either way;
 * their tiers are tested only when they are all, so a search with more matches pays for its count
 * alone (testing three tiers on each of 1,021 rows added 7 ms to a keyword with synonyms).
 */
export async function matchesUpTo(
  db: Db,
  c: Conditions,
  where: RawBuilder<SqlBool>,
  q: RawBuilder<string>,
  upTo: number,
  rankAt: number,
): Promise<{ matching: number; matches: Match[] | null }> {
  return boundedRead(db, c, async (trx) => {
    const { rows } = await sql<Match & { n: string }>`select s.user_id, s.n,
        s.doc_a @@ ${q} as t3, s.doc_ab @@ ${q} as t2, ts_filter(s.doc, '{a,b,c}') @@ ${q} as abc
      from (select f.*, count(*) over () as n, row_number() over () as i from
        (select d.user_id, d.last_active_at, d.doc_a, d.doc_ab, d.doc from candidate_search d
          where ${where} limit ${upTo}) f) s
      where s.n < ${rankAt} or s.i = 1
      order by s.last_active_at desc nulls last, s.user_id`.execute(trx);
    const matching = Number(rows[0]?.n ?? 0);
    return { matching, matches: matching < rankAt ? rows : null };
  });
}

/**
 * The first `need` by relevance from every match, most recently active first: what rankedIds
 * (search-page.ts) reads tier by tier when it sorts, here chosen from rows already read. Tier 3's
 * newest `need`, then tier 2's newest `need` without them, then the newest `known + max(need,
 * window)` of the rest with companies and education before the about text.
 */
export function rankedFrom(matches: readonly Match[], need: number, window: number): string[] {
  const ids = matches
    .filter((m) => m.t3)
    .slice(0, need)
    .map((m) => m.user_id);
  if (ids.length >= need) return ids;
  const tier3 = new Set(ids);
  const withSkills = matches.filter((m) => m.t2).slice(0, need);
  ids.push(...withSkills.map((m) => m.user_id).filter((id) => !tier3.has(id)));
  if (ids.length >= need) return ids.slice(0, need);
  const known = new Set(ids);
  const lower = matches.slice(0, known.size + Math.max(need, window)).filter((m) => !known.has(m.user_id));
  // Stable: each of the two stays newest first.
  lower.sort((a, b) => Number(b.abc) - Number(a.abc));
  ids.push(...lower.map((m) => m.user_id));
  return ids.slice(0, need);
}
