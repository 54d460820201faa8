// The ranked pools of keyword searches, kept (issue 18; docs/job-search.md, "Speed"). A keyword
// search ranks exactly only its pool: the newest jobs holding the words in their title, and the
// newest of all its matches (search-repo.ts). Finding and ranking them is most of a search's
// database time, and they change only when a job does, which moves the board's stamp. So a
// search's ranked pool is kept while the stamp stays the same, and for at most a minute: the next
// page of the same search, or the same search by the next person, is read straight from it (each
// job's liveness checked anew, since a job passing its expiry writes nothing). The same design as
// Solr's query result cache, which keeps each query's ordered matches until the next commit.
import type { Keyword, SearchSpec } from './search-spec.ts';
import { stampedCache } from './stamped-cache.ts';

/** Rankings kept, the least recently asked dropped first (200 ids each: about 15 kB). */
const rankings = stampedCache<string[]>(500);

/**
 * What a ranked pool depends on: where and what is searched, and what ranks it (the words' counts,
 * the candidate's own skills). Not how the pool is looked for (the statistics' estimates, whether
 * titles are common).
 */
export function rankingKey(spec: SearchSpec, k: Extract<Keyword, { mode: 'words' }>): string {
  const { groups, frequencies, text, every } = k;
  return JSON.stringify([
    spec.scope,
    spec.filters,
    spec.outside ?? null,
    spec.profileSkills,
    groups,
    frequencies,
    text,
    every,
  ]);
}

/** The ranked ids of `key` on a board at `stamp`: the kept ones, or `read` (then kept). */
export function keptRanking(
  key: string,
  stamp: string,
  read: () => Promise<string[]>,
  now?: number,
): Promise<string[]> {
  return rankings.get(key, stamp, read, now);
}

/** Forgets every kept ranking (for the benchmark's first-asking searches). */
export function forgetKeptRankings(): void {
  rankings.clear();
}
