// The newest rows of a keyword search without its keyword, read once with the keyword's tier for
// each (issue 51, docs/candidate-search.md "Ranking"): they rank a page without a count, and say
// how common the keyword is, so a common one is estimated rather than counted.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Match } from './tier-ranking.ts';

/**
 * The search without its keyword, walked in order of activity. `testedInIndex` when the activity
 * index holds every filter of it (an experience range, a city): the walk then reads the index
 * alone and fetches only the rows it keeps.
 */
export type Base = { where: RawBuilder<SqlBool>; testedInIndex: boolean };

/**
 * The matches among the newest `walked` rows of the base, newest first: every match newer than the
 * last row walked is among them, so the newest n of a tier are known from them whenever they hold
 * n of it. `whole` when the base held no more rows: they are then every match. `reachedScan` when
 * the walk read all the rows it was allowed, so a read of the same newest rows would find nothing
 * more.
 */
export type NewestMatches = { walked: number; matches: Match[]; whole: boolean; reachedScan: boolean };

/** The tier of a row that matches, null for one that does not; the lower tiers tested only when needed. */
const tierOf = (q: RawBuilder<string>) => sql<number | null>`case when not d.doc @@ ${q} then null
  when d.doc_a @@ ${q} then 3 when d.doc_ab @@ ${q} then 2 when ts_filter(d.doc, '{a,b,c}') @@ ${q} then 1 else 0 end`;

const WALK = sql`d.last_active_at desc nulls last, d.user_id`;

/**
 * The newest rows of `base`, each tested for the keyword `q` as it is read, in one statement: an
 * index walk that stops after `enough` matches or `scan` rows, whatever the keyword matches. Only
 * the matches come back, each with its place in the walk, and the `scan`th row if it is reached
 * first.
 * Stopping at the matches matters when the base's rows are far apart in the walk (a skill in a
 * city: 2,000 of them read 40,000 rows of the city, 139 ms at 1,000,000 candidates).
 */
export async function newestMatches(
  db: Db,
  base: Base,
  q: RawBuilder<string>,
  scan: number,
  enough: number,
): Promise<NewestMatches> {
  const walk = base.testedInIndex
    ? sql`select n.user_id, n.last_active_at, t.tier from
        (select d.user_id, d.last_active_at from candidate_search d where ${base.where} order by ${WALK} limit ${scan}) n
        cross join lateral (select ${tierOf(q)} as tier from candidate_search d where d.user_id = n.user_id) t`
    : sql`select d.user_id, d.last_active_at, ${tierOf(q)} as tier from candidate_search d where ${base.where}
        order by ${WALK} limit ${scan}`;
  // row_number over the walk's own order is computed as the rows pass, so the limit stops the walk.
  const { rows } = await sql<{ user_id: string; tier: number | null; i: string }>`select s.user_id, s.tier, s.i
    from (select w.user_id, w.tier,
      row_number() over (order by w.last_active_at desc nulls last, w.user_id) as i from (${walk}) w) s
    where s.tier is not null or s.i = ${scan}
    limit ${enough}`.execute(db);
  const read = rows.map((r) => ({ ...r, i: Number(r.i) })).sort((a, b) => a.i - b.i);
  const found = read.filter((r) => r.tier !== null);
  const reachedScan = read.some((r) => r.i === scan);
  const stopped = found.length === enough;
  return {
    walked: stopped ? (found.at(-1)?.i ?? 0) : scan,
    matches: found.map((r) => {
      const tier = Number(r.tier);
      return { user_id: r.user_id, t3: tier === 3, t2: tier >= 2, abc: tier >= 1 };
    }),
    whole: !stopped && !reachedScan,
    reachedScan,
  };
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
