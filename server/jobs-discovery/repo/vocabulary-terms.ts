// The board's vocabulary (job_search_terms) as "did you mean" reads it (did-you-mean.ts).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { scopedTo } from '../../db/tenant-scope.ts';
import { isLiveJob } from '../../jobs/index.ts';

export type AlikeRow = { word: string; known: boolean; alike: string[] | null };

/** For each word: whether the vocabulary holds it, and its five closest terms by trigrams. */
export async function alikeTerms(db: Db, clientId: string, words: readonly string[]): Promise<AlikeRow[]> {
  const { rows } = await sql<AlikeRow>`select w as word,
      exists (select 1 from job_search_terms t where ${scopedTo(db, clientId).owns('t')} and t.term = w) as known,
      array(select t.term from job_search_terms t where ${scopedTo(db, clientId).owns('t')}
        and length(t.term) between length(w) - 2 and length(w) + 2 and similarity(t.term, w) > 0.3
        -- Not another form of the same word: the search already matched its stem.
        and plainto_tsquery('english', t.term)::text <> plainto_tsquery('english', w)::text
        order by similarity(t.term, w) desc, t.term limit 5) as alike
    from unnest(${words}::text[]) as w`.execute(db);
  return rows;
}

/** Every term is held by a live job of the board. */
export async function allHeldByLiveJobs(db: Db, clientId: string, terms: readonly string[]): Promise<boolean> {
  const held = terms.map(
    (
      term,
    ) => sql<boolean>`exists (select 1 from jobs as j where ${scopedTo(db, clientId).owns('j')} and ${isLiveJob('j')}
      and j.search @@ plainto_tsquery('english', ${term}))`,
  );
  const { rows } = await sql<{ found: boolean }>`select (${sql.join(held, sql` and `)}) as found`.execute(db);
  return rows[0]?.found === true;
}
