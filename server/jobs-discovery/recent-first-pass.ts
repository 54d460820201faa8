// The first ranking pass, and the keyword's word counts, from the board's newest jobs held in memory
// (recent-jobs.ts), when they give what the SQL of search-repo.ts (rankingPool, keywordStats)
// would: the held copy is at the board's current stamp, and it holds a whole pool of each kind
// asked for (enough jobs holding every word), or every live job of the board. The held jobs are
// every live job posted since the oldest of them, so the newest matches among them are the newest
// of all, and a count among them is at least the board's.
import type { Db } from '../db/database.ts';
import { boardPosting } from './board-posting.ts';
import { keywordLexemes } from './keyword-lexemes.ts';
import { recentJobs, recentJobsAnswered, type RecentJobs } from './recent-jobs.ts';
import { answerable, keywordHolders, recentPool } from './recent-matches.ts';
import type { Keyword, SearchScope, SearchSpec } from './search-spec.ts';
import type { KeywordGroup } from '../keywords/index.ts';
import type { GroupLexemes } from './keyword-lexemes.ts';

/** The board's copy at `stamp` with the keyword's lexemes, or null when there is none or they cannot be matched. */
async function currentCopy(
  db: Db,
  scope: SearchScope,
  groups: readonly KeywordGroup[],
  stamp: string,
): Promise<{ copy: RecentJobs; lex: GroupLexemes[] } | null> {
  if (scope.kind !== 'public') return null;
  const { all } = await boardPosting(db, scope.clientId);
  const held = recentJobs(db, scope.clientId, stamp, all);
  if (!held?.current) return null;
  const lex = await keywordLexemes(db, groups);
  return lex ? { copy: held.copy, lex } : null;
}

/** The first pass's ids (`t`, then `d`'s others), or null when memory cannot give them. */
export async function heldRankingPool(
  db: Db,
  spec: SearchSpec,
  k: Extract<Keyword, { mode: 'words' }>,
  stamp: string,
  size: number,
): Promise<string[] | null> {
  const held = answerable(spec) ? await currentCopy(db, spec.scope, k.groups, stamp) : null;
  if (!held) return null;
  const { copy, lex } = held;
  const { t, d } = recentPool(copy, spec, k, lex, Date.now(), size);
  if (t.length < size && !copy.whole) return null;
  const pool = (() => {
    // Every word required and a whole pool of titles: `d` is not read (rankingPool's one-time filter).
    if (k.every && t.length >= size) return t;
    if (d.length < size && !copy.whole) return null;
    return [...new Set([...t, ...d])];
  })();
  if (pool) recentJobsAnswered.pools++;
  return pool;
}

/** A group's tsquery as `querytree` prints it, from its lexemes (what jobs-statistics.ts reads). */
function treeOf(g: GroupLexemes): string {
  return g.spellings.map((s) => `( ${s.map((w) => `'${w.replace(/'/g, "''")}'`).join(' & ')} )`).join(' | ');
}

/**
 * keywordStats' counts from memory: whether at least `enough` live jobs hold every group, and
 * otherwise how many hold each (up to `cap`), with each group's tree; null when memory cannot say
 * (no current copy, or too few held jobs hold every group and the copy is not the whole board).
 */
export async function heldKeywordCounts(
  db: Db,
  scope: SearchScope,
  groups: KeywordGroup[],
  enough: number,
  cap: number,
  stamp: string,
): Promise<{ every: boolean; frequencies: number[]; trees: string[] } | null> {
  const held = await currentCopy(db, scope, groups, stamp);
  if (!held) return null;
  const { copy, lex } = held;
  const { every, each } = keywordHolders(copy, lex, Date.now());
  const trees = lex.map(treeOf);
  if (!copy.whole && every < enough) return null;
  recentJobsAnswered.words++;
  if (every >= enough) return { every: true, frequencies: [], trees };
  return { every: false, frequencies: each.map((n) => Math.min(n, cap)), trees };
}
