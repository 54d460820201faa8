// PostgreSQL's own statistics of the jobs table, kept in memory: how common each word of titles
// and of whole documents is (the most common elements of jobs.title_search and jobs.search, with
// their frequencies) and when jobs were posted (the histogram of posted_at), all refreshed by
// ANALYZE. The search's first ranking pass reads them to choose how to look (search-repo.ts,
// docs/job-search.md, "Speed"). Asking pg_stats in every search cost more than the rest of the
// statement it was in (13 of 16 ms of "react developer" at 100,000 jobs): the view is expanded,
// planned and joined anew each time. The statistics change only when the table is analysed, so
// one read a minute per process is as good.
import type { Db } from '../db/database.ts';
import { readStatsRows, type StatsRow } from './repo/jobs-stats-rows.ts';

/** How common the lexemes of one column are. */
export type WordShares = {
  /** Each listed lexeme's share of jobs; a word too rare to be listed is not here. */
  shares: ReadonlyMap<string, number>;
  /** The least share listed: an unlisted word is rarer (1 when nothing is listed). */
  least: number;
};

/** How common each value of a column is. */
export type ValueShares = {
  /** The most common values' shares. */
  shares: ReadonlyMap<string, number>;
  /** The share of any one value not listed, as PostgreSQL estimates it. */
  other: number;
  /** The share of jobs with none. */
  none: number;
};

/** The columns whose values' shares are read: the place and category filters of a search. */
export const VALUE_COLUMNS = ['city_id', 'state_id', 'country_id', 'category_id'] as const;
export type ValueColumn = (typeof VALUE_COLUMNS)[number];

export type JobsStatistics = {
  /** The planner's estimate of how many jobs there are. */
  jobs: number;
  values: ReadonlyMap<ValueColumn, ValueShares>;
  title: WordShares;
  document: WordShares;
  /** Sampled posting dates, oldest first, and the share of jobs with none (drafts). */
  posted: { bounds: Date[]; nullShare: number };
};

/** How long a process keeps the statistics before reading them again. */
export const JOBS_STATISTICS_TTL_MS = 60_000;

const kept = new WeakMap<Db, { at: number; stats: Promise<JobsStatistics> }>();

function wordShares(row: StatsRow | undefined): WordShares {
  const elems = row?.elems ?? [];
  const freqs = (row?.freqs ?? []).map(Number);
  const shares = new Map<string, number>();
  // The frequencies end with three more numbers (least, greatest and null share): zip by element.
  elems.forEach((e, i) => shares.set(e, freqs[i] ?? 0));
  return { shares, least: elems.length ? Math.min(...elems.map((_, i) => freqs[i] ?? 1)) : 1 };
}

function valueShares(row: StatsRow, jobs: number): ValueShares {
  const vals = row.vals ?? [];
  const freqs = (row.val_freqs ?? []).map(Number);
  const shares = new Map(vals.map((v, i) => [v, freqs[i] ?? 0]));
  // n_distinct below zero is a share of the rows (PostgreSQL's convention for growing columns).
  const nd = Number(row.n_distinct ?? 0);
  const distinct = nd < 0 ? -nd * jobs : nd;
  const listed = freqs.reduce((a, b) => a + b, 0);
  const rest = Math.max(0, 1 - listed - Number(row.null_frac ?? 0));
  const none = Number(row.null_frac ?? 0);
  return { shares, other: distinct > vals.length ? rest / (distinct - vals.length) : rest, none };
}

async function readStatistics(db: Db): Promise<JobsStatistics> {
  const rows = await readStatsRows(db, VALUE_COLUMNS);
  const of = (name: string) => rows.find((r) => r.attname === name);
  const posted = of('posted_at');
  const jobs = Number(rows[0]?.jobs ?? 0);
  const values = new Map<ValueColumn, ValueShares>();
  for (const column of VALUE_COLUMNS) {
    const row = of(column);
    if (row) values.set(column, valueShares(row, jobs));
  }
  return {
    jobs,
    values,
    title: wordShares(of('title_search')),
    document: wordShares(of('search')),
    posted: {
      bounds: (posted?.bounds ?? []).map((b) => new Date(Number(b) * 1000)),
      nullShare: Number(posted?.null_frac ?? 0),
    },
  };
}

/** The statistics, read at most once per JOBS_STATISTICS_TTL_MS per database handle. */
export function jobsStatistics(db: Db, now = Date.now()): Promise<JobsStatistics> {
  const hit = kept.get(db);
  if (hit && now - hit.at < JOBS_STATISTICS_TTL_MS) return hit.stats;
  const stats = readStatistics(db);
  kept.set(db, { at: now, stats });
  // A failed read is not kept: the next search asks again.
  stats.catch(() => {
    if (kept.get(db)?.stats === stats) kept.delete(db);
  });
  return stats;
}

/** The share of jobs holding the commonest lexeme of a tsquery: 0 when none is listed. */
export function commonestShare(tree: string, words: WordShares): number {
  const lexemes = (tokens(tree) ?? []).flatMap((t) => (t.kind === 'lexeme' ? [t.text] : []));
  return Math.max(0, ...lexemes.map((l) => words.shares.get(l) ?? 0));
}

/**
 * A lexeme's share: as listed, or, unlisted, what PostgreSQL's own estimate assumes (half the least
 * listed share, at most 0.5%; ts_selfuncs.c), since an unlisted word is rarer than any listed.
 */
function lexemeShare(lexeme: string, words: WordShares): number {
  return words.shares.get(lexeme) ?? Math.min(0.005, words.least / 2);
}

type Token = { kind: 'lexeme'; text: string } | { kind: '&' | '|' | '!' | '(' | ')' };

/** The tokens of a `querytree` text; a phrase operator (<->, <2>) is read as &, a prefix or weight dropped. */
function tokens(tree: string): Token[] | null {
  const out: Token[] = [];
  const re = /\s*(?:'((?:[^']|'')*)'(?::[*A-D]+)?|(<\d*-?>)|([&|!()]))/gy;
  let at = 0;
  for (let m = re.exec(tree); m; m = re.exec(tree)) {
    at = re.lastIndex;
    if (m[1] !== undefined) out.push({ kind: 'lexeme', text: m[1].replace(/''/g, "'") });
    else if (m[2]) out.push({ kind: '&' });
    else out.push({ kind: m[3] as '&' | '|' | '!' | '(' | ')' });
  }
  return tree.slice(at).trim() ? null : out;
}

/**
 * About the share of jobs matching a tsquery (as `querytree` prints it), from the lexemes' shares:
 * either of two alternatives 1 − (1 − a)(1 − b); both, the rarer's (correlated words, "react" and
 * "js", hold together more often than chance says); a negation, anything. 1 when it cannot be read.
 */
export function treeShare(tree: string, words: WordShares): number {
  const list = tokens(tree);
  if (!list?.length) return 1;
  let i = 0;
  const peek = () => list[i]?.kind;
  const primary = (): number => {
    const t = list[i++];
    if (!t) throw new Error('end of query');
    if (t.kind === 'lexeme') return lexemeShare(t.text, words);
    if (t.kind === '!') return (primary(), 1);
    if (t.kind !== '(') throw new Error(`unexpected ${t.kind}`);
    const inner = either();
    if (list[i++]?.kind !== ')') throw new Error('unclosed');
    return inner;
  };
  const both = (): number => {
    let s = primary();
    while (peek() === '&') {
      i++;
      s = Math.min(s, primary());
    }
    return s;
  };
  const either = (): number => {
    let s = both();
    while (peek() === '|') {
      i++;
      s = 1 - (1 - s) * (1 - both());
    }
    return s;
  };
  try {
    const share = either();
    return i === list.length ? share : 1;
  } catch {
    return 1;
  }
}

/**
 * The share of jobs posted in the last `days` days, from the posting-date histogram (its bounds
 * split the dated jobs into equal parts): 1 when there is no histogram yet.
 */
export function postedWithinShare(days: number, posted: JobsStatistics['posted'], now: Date): number {
  const { bounds, nullShare } = posted;
  if (bounds.length < 2) return 1;
  const since = now.getTime() - days * 86_400_000;
  const newer = bounds.filter((b) => b.getTime() >= since).length;
  // Half a part more than the bounds counted: the window ends somewhere inside the next part.
  return Math.min(1, ((newer + 0.5) / (bounds.length - 1)) * (1 - nullShare));
}

/**
 * About the share of jobs whose column holds one of these values, or with `orNone` none (1 when
 * nothing is known of the column).
 */
export function valuesShare(
  column: ValueColumn,
  values: readonly string[],
  stats: JobsStatistics,
  orNone = false,
): number {
  const known = stats.values.get(column);
  if (!known || !values.length) return 1;
  const held = values.reduce((n, v) => n + (known.shares.get(v) ?? known.other), 0);
  return Math.min(1, held + (orNone ? known.none : 0));
}
