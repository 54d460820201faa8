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

/**
 * What the copy found of a first pass it could not fill: how many days back it holds every live
 * job (`reach`), and how many title matches (`t`) and document matches (`d`) it found within them,
 * fewer than a pool; null for a pass it filled.
 */
export type CopyFound = { reach: number; title: number | null; document: number | null };

/**
 * What the copy gives the first pass: its ids (`t`, then `d`'s others), or what it found of them,
 * with the newest document matches (`d`) when it held a whole pool of those and not of titles.
 */
export type HeldFirstPass = { pool: string[] } | { short: CopyFound; d: string[] | null };

const DAY_MS = 86_400_000;
/**
 * Taken off the copy's reach before a window counts as within it: the windows are measured back
 * from PostgreSQL's clock, which may run a little behind this process's.
 */
const CLOCK_MARGIN_MS = 5 * 60_000;

/**
 * The first pass from the copy, or null when there is no current copy to ask. The held jobs are
 * every live job posted since the oldest of them, so a posting window within that reach holds
 * exactly the matches the copy found there, and beyond it about as many for its share of the
 * board's jobs: the SQL's first pass reads only the windows that could fill a pool
 * (search-repo.ts, expectedFromCopy).
 */
export async function heldRankingPool(
  db: Db,
  spec: SearchSpec,
  k: Extract<Keyword, { mode: 'words' }>,
  stamp: string,
  size: number,
): Promise<HeldFirstPass | null> {
  const held = answerable(spec) ? await currentCopy(db, spec.scope, k.groups, stamp) : null;
  if (!held) return null;
  const { copy, lex } = held;
  const now = Date.now();
  const { t, d } = recentPool(copy, spec, k, lex, now, size);
  const reach = Math.max(0, (now - copy.since - CLOCK_MARGIN_MS) / DAY_MS);
  // A pass the copy could not fill: how many it found (the whole board held fills every pass).
  const found = (ids: string[]) => (ids.length < size && !copy.whole ? ids.length : null);
  const title = found(t);
  // Every word required and a whole pool of titles: `d` is not read (rankingPool's one-time filter).
  const titlesSuffice = k.every && t.length >= size;
  const document = titlesSuffice ? null : found(d);
  if (title !== null || document !== null) {
    // A whole pool of document matches among the held is the newest of all: only the titles are
    // left for the SQL (a common word in descriptions, rare in titles: at a million jobs its
    // windows were 6-27 ms of a first asking's statements).
    const documentsHeld = document === null;
    if (documentsHeld) recentJobsAnswered.documentPools++;
    return { short: { reach, title, document }, d: documentsHeld ? d : null };
  }
  recentJobsAnswered.pools++;
  return { pool: titlesSuffice ? t : [...new Set([...t, ...d])] };
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
