// The newest rows of a keyword search without its keyword, read once with the keyword's tier for
// each (issue 51, docs/candidate-search.md "Ranking"): they rank a page without a count, and say
// how common the keyword is, so a common one is estimated rather than counted.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { tierOf } from './keyword-query.ts';
import type { Match } from './tier-ranking.ts';

/**
 * The search without its keyword, walked in order of activity. `testedInIndex` when the activity
 * index holds every filter of it (an experience range, a city): the walk then reads the index
 * alone and fetches only the rows it keeps.
 */
export type Base = { where: RawBuilder<SqlBool>; testedInIndex: boolean };

/**
 * What the newest rows of a base held, newest first: every row newer than the last one walked that
 * passed the test is here, so the newest n of anything they hold n of are known from them. `whole`
 * when the base held no more rows: they are then every row that passes. `reachedScan` when the walk
 * read all the rows it was allowed, so a read of the same newest rows would find nothing more.
 */
type Newest<T> = { walked: number; found: T[]; whole: boolean; reachedScan: boolean };
export type NewestMatches = Newest<Match>;

const WALK = sql`d.last_active_at desc nulls last, d.user_id`;

/**
 * The newest rows of `base`, each put to `test` (a value, null for a row that fails) as it is read,
 * in one statement: an index walk that stops after `enough` rows pass or `scan` rows are read,
 * whatever the test passes. Only the rows that pass come back, each with its place in the walk, and
 * the `scan`th row if it is reached first. Stopping at the rows that pass matters when the base's
 * rows are far apart in the walk (a skill in a city: 2,000 of them read 40,000 rows of the city,
 * 139 ms at 1,000,000 candidates).
 */
async function newestRows(
  db: Db,
  base: Base,
  test: RawBuilder<number | null>,
  scan: number,
  enough: number,
): Promise<Newest<{ user_id: string; value: number }>> {
  const walk = base.testedInIndex
    ? sql`select n.user_id, n.last_active_at, t.value from
        (select d.user_id, d.last_active_at from candidate_search d where ${base.where} order by ${WALK} limit ${scan}) n
        cross join lateral (select ${test} as value from candidate_search d where d.user_id = n.user_id) t`
    : sql`select d.user_id, d.last_active_at, ${test} as value from candidate_search d where ${base.where}
        order by ${WALK} limit ${scan}`;
  // row_number over the walk's own order is computed as the rows pass, so the limit stops the walk.
  const { rows } = await sql<{ user_id: string; value: number | null; i: string }>`select s.user_id, s.value, s.i
    from (select w.user_id, w.value,
      row_number() over (order by w.last_active_at desc nulls last, w.user_id) as i from (${walk}) w) s
    where s.value is not null or s.i = ${scan}
    limit ${enough}`.execute(db);
  const read = rows.map((r) => ({ ...r, i: Number(r.i) })).sort((a, b) => a.i - b.i);
  const found = read.flatMap((r) => (r.value === null ? [] : [{ user_id: r.user_id, value: Number(r.value), i: r.i }]));
  const reachedScan = read.some((r) => r.i === scan);
  const stopped = found.length === enough;
  return { walked: stopped ? (found.at(-1)?.i ?? 0) : scan, found, whole: !stopped && !reachedScan, reachedScan };
}

/** The tier of a row that matches, null for one that does not (the tiers tested only on a match). */
const tierIfMatching = (q: RawBuilder<string>) => sql<number | null>`case when d.doc @@ ${q} then ${tierOf(q)} end`;

/** The newest rows of `base` that match the keyword `q`, with their tiers. */
export async function newestMatches(
  db: Db,
  base: Base,
  q: RawBuilder<string>,
  scan: number,
  enough: number,
): Promise<NewestMatches> {
  const newest = await newestRows(db, base, tierIfMatching(q), scan, enough);
  const found = newest.found.map(({ user_id, value: tier }) => ({
    user_id,
    t3: tier === 3,
    t2: tier >= 2,
    abc: tier >= 1,
  }));
  return { ...newest, found };
}

/** The newest ids of `base` that meet `rest`. */
export async function newestMeeting(
  db: Db,
  base: Base,
  rest: RawBuilder<SqlBool>,
  scan: number,
  enough: number,
): Promise<Newest<string>> {
  const newest = await newestRows(db, base, sql<number | null>`case when ${rest} then 1 end`, scan, enough);
  return { ...newest, found: newest.found.map((r) => r.user_id) };
}

/**
 * How many rows the planner expects `where` to match, from the table's statistics: a city, an
 * experience range, a skill and the board are each estimated well (their own columns' statistics),
 * which a keyword is not (a phrase, synonyms). Planned, not run.
 */
export async function expectedRows(db: Db, where: RawBuilder<SqlBool>): Promise<number> {
  const { rows } = await sql<{ 'QUERY PLAN': unknown }>`explain (format json)
    select from candidate_search d where ${where}`.execute(db);
  const raw = rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: { 'Plan Rows': number } }];
  return plan[0].Plan['Plan Rows'];
}

/**
 * How many of the newest rows of a base must pass before the search's matches are estimated from
 * them rather than counted: 20 give the share within about a fifth.
 */
export const ESTIMATE_FROM = 20;

/** An estimate to two significant figures, as precise as it is (87,593 reads 88,000). */
export const twoFigures = (n: number) => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
};

/**
 * How many rows match a search, estimated from the newest rows of its base: the share of them that
 * passed times how many the planner expects the base to hold (its statistics hold the board, a
 * city, a range well; a keyword they do not). Null when too few passed to say, or when the estimate
 * is under `atLeast`: such a search is counted, which for one that rare is cheap. Counting a common
 * keyword built its GIN index's whole bitmap to read 1,001 of its rows (react developer with its
 * synonyms at 1,000,000 candidates: 87,593 matches, 61-77 ms); the newest rows are read anyway, for
 * the page. The newest rows are the most recently active: a skill or a title more common among them
 * than on the whole board is estimated high (the tests' nurses, every one of the board's newest,
 * read 2,500 for 1,530), which the answer's label owns up to.
 */
export async function estimateOf(
  db: Db,
  base: Base,
  newest: { walked: number; found: readonly unknown[] },
  atLeast: number,
): Promise<number | null> {
  if (newest.found.length < ESTIMATE_FROM) return null;
  const estimate = (newest.found.length / newest.walked) * (await expectedRows(db, base.where));
  return estimate >= atLeast ? twoFigures(estimate) : null;
}
