// A sample of a large board's candidates, which a search's facet counts are estimated from
// (facets.ts; docs/candidate-search.md, "The facets of a large board"). Counting every match of
// a search with few filters reads most of the board: at 1,000,000 candidates each facet of a
// search by nothing grouped a million rows (the skills' joined a million profiles). A sample of
// whole pages of the table, drawn by PostgreSQL (`tablesample system`), holds about `rows` of the
// board's candidates; a count in it times the inverse of its share is an estimate of the board's
// count, unbiased, unlike the newest rows (which lean toward what recently active candidates
// have). The seed is fixed: every search reads the same pages, which stay in the database's
// buffers, and a search asked again shows the same numbers.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Rows } from './facet-read.ts';
import { expectedRows } from './newest-matches.ts';

type Where = RawBuilder<SqlBool>;

export type SampleLimits = {
  /** Boards the planner expects to hold fewer findable candidates than this are counted whole. */
  sampleFrom: number;
  /** How many of the board's candidates the sample is drawn to hold. */
  rows: number;
  /** A count is estimated from the sample only when this many sampled candidates pass its filters. */
  estimateFrom: number;
  /** Otherwise its matches are read up to this many, and past it estimated from what was read. */
  countUpTo: number;
};

/**
 * 5,000 of the board's candidates: about 1,000 pages of the table (8 MB), read once a search, 20 ms
 * at a million candidates. Estimated from 20 passing candidates (within about a fifth, as the
 * search's own estimate, newest-matches.ts); a search fewer pass (fewer than about 4,000 of a
 * million match) has its matches read, up to 500: reading 8,824 matches of "senior kotlin" and
 * their profiles took a second cold. Boards under 20,000 are counted whole, as every board was
 * before: their matches are as few as a read up to the cap.
 */
export const SAMPLE_LIMITS: SampleLimits = { sampleFrom: 20_000, rows: 5_000, estimateFrom: 20, countUpTo: 500 };

/**
 * The share of the table's pages (a percent) to sample for about `limits.rows` of a board of
 * `board` candidates, or null to count it whole: a small board, or a board so small a share of the
 * table that its sample would read more rows of other boards than the board holds.
 */
export function samplePercent(table: number, board: number, limits: SampleLimits): number | null {
  if (board < limits.sampleFrom || board <= 0) return null;
  // Four significant figures: an exact literal that does not change with every small drift.
  const percent = Number(((100 * limits.rows) / board).toPrecision(4));
  if ((percent / 100) * table > board) return null;
  return Math.min(100, percent);
}

/** How many rows candidate_search holds, as its statistics say (0 before it was first analysed). */
async function tableRows(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select greatest(reltuples, 0)::float8 as n from pg_class
    where oid = 'candidate_search'::regclass`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The percent to sample for a board (`board`: its findable candidates' condition), or null. */
export async function boardSamplePercent(db: Db, board: Where, limits: SampleLimits): Promise<number | null> {
  const [table, expected] = await Promise.all([tableRows(db), expectedRows(db, board)]);
  return samplePercent(table, expected, limits);
}

/** The sample's rows of a board: `percent` of the table's pages, the same every time. */
export const sampleRows = (percent: number, board: Where): Rows =>
  sql`candidate_search d tablesample system (${sql.lit(percent)}) repeatable (51) where ${board}`;
