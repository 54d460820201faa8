// A keyword search's matches counted once up to a bound, and read with the tier of each when they
// are few (issue 51, docs/candidate-search.md "Ranking"): the page by relevance is then ranked from
// them with no further read.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { weighted } from '../../db/weighted-query.ts';
import { boundedRead } from './bounded-count.ts';
import type { Conditions } from './search-conditions.ts';
import type { Match } from './tier-ranking.ts';

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
        s.doc_a @@ ${q} as t3, s.doc_ab @@ ${q} as t2, s.doc @@ ${weighted(q, 'ABC')} as abc
      from (select f.*, count(*) over () as n, row_number() over () as i from
        (select d.user_id, d.last_active_at, d.doc_a, d.doc_ab, d.doc from candidate_search d
          where ${where} limit ${upTo}) f) s
      where s.n < ${rankAt} or s.i = 1
      order by s.last_active_at desc nulls last, s.user_id`.execute(trx);
    const matching = Number(rows[0]?.n ?? 0);
    return { matching, matches: matching < rankAt ? rows : null };
  });
}
