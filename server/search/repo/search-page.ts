// A page of candidate search, in order, with work bounded by the page rather than by how many
// candidates match (docs/candidate-search.md, "Ranking" and "Speed"): the total counted up to
// TOTAL_CAP, relevance read tier by tier in order of activity, and every ordered read planned from
// what was counted or read, never from the planner's guess of how many rows a keyword matches.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { weighted } from '../../db/weighted-query.ts';
import type { FilterType, SearchFilters } from '../filters.ts';
import { countUpTo, heldByOneBtree } from './bounded-count.ts';
import { matchesUpTo } from './few-matches.ts';
import { tierOf, tsqueryOf } from './keyword-query.ts';
import { ESTIMATE_FROM, estimateOf, expectedRows, newestMatches, newestMeeting, type Base } from './newest-matches.ts';
import { allOf, keeping, whereOf, type Conditions, type Scope, type SortKey } from './search-conditions.ts';
import { allTiers, newestTiers, ranked, type Tiers } from './tier-ranking.ts';

/** The count of a search stops here: past it the total reads "1,000+" (`totalCapped`). */
export const TOTAL_CAP = 1000;

/**
 * An ordered read walks the activity (or experience) index only when at least this many rows
 * beyond the page match; with fewer it sorts them. See `plannedOrder`.
 */
const WALK_FROM = 1000;

/**
 * How many of the newest matches below the title and skill tiers are put in tier order (companies
 * and education before the about text). Past them those two tiers are in order of activity alone.
 */
const LOWER_TIERS_WINDOW = 1000;

export type PageRow = { user_id: string; relevance: number | null };
/** `estimate`: how many match, estimated rather than counted (the total and `totalCapped` then come from it). */
export type PageOf = { rows: PageRow[]; total: number; totalCapped: boolean; estimate: number | null };

type Where = RawBuilder<SqlBool>;
type Order = { sort: SortKey; ascending: boolean };
const RECENT: Order = { sort: 'lastActiveAt', ascending: false };

/**
 * The order of a sort, in one of two forms that sort alike. `walk` names the indexed columns, so
 * PostgreSQL may read the activity or experience index in order and stop after the page; `sort`
 * wraps them in a no-op expression no index serves, so it finds the rows some other way (the GIN
 * lookup of a keyword, the filters' indexes) and sorts them.
 *
 * Descending: the key, most first and unknown last, then (for experience) the most recently active,
 * then the id. Ascending is that order backwards, as an index read backwards gives it (fewest months
 * first, then the least recently active, the id from the end), but for the unknown keys, which
 * still come last: backwards they come first, so an ascending walk is read in two parts, each
 * holding only known or only unknown keys (`orderedIds`), and its form names the index's own place
 * for them.
 */
function orderOf({ sort, ascending }: Order, form: 'walk' | 'sort'): RawBuilder<unknown> {
  const active = form === 'walk' ? sql`d.last_active_at` : sql`(d.last_active_at + interval '0')`;
  const months = form === 'walk' ? sql`d.experience_months` : sql`(d.experience_months + 0)`;
  const [key, ...ties] = sort === 'experience' ? [months, active] : [active];
  if (!ascending) return sql`${sql.join([key, ...ties].map((c) => sql`${c} desc nulls last`))}, d.user_id`;
  const unknownKeys = sql.raw(form === 'walk' ? 'nulls first' : 'nulls last');
  const byTies = ties.map((c) => sql`, ${c} asc nulls first`);
  return sql`${key} asc ${unknownKeys}${sql.join(byTies, sql``)}, d.user_id desc`;
}

/**
 * Which form of the order to use, from how many rows match (counted up to `need + WALK_FROM`).
 * The planner guesses a condition's rows from statistics, and when it guesses many for a condition
 * that matches few (a synonym nobody has in a title: 900 guessed, none there) it walks the whole
 * index looking for them: 250 ms at 100,000 candidates. A bounded count is a few milliseconds and
 * is never wrong: with fewer than `need + WALK_FROM` matches they are sorted (at most that many);
 * with more, they are at least that dense, so the walk stops within `need × board / (need +
 * WALK_FROM)` rows.
 */
const formOf = (matching: number, need: number) => (matching < need + WALK_FROM ? 'sort' : 'walk');

/** The order of a sort in the form `formOf` chooses. */
const plannedOrder = (order: Order, matching: number, need: number) => orderOf(order, formOf(matching, need));

/** The column a sort is by, whose unknown values come last either way. */
const keyOf = ({ sort }: Order) => (sort === 'experience' ? sql`d.experience_months` : sql`d.last_active_at`);

/**
 * A page in a sort's order, in the form `formOf` chooses. An ascending walk reads the index
 * backwards, which gives the unknown keys first: it reads the known ones, then, when they do not
 * fill the page, the unknown ones (at 1,000,000 candidates, "fewest months first, with SQL" sorted
 * 32,000 matches, 750 ms, where the walk reads a few hundred rows).
 */
async function orderedIds(db: Db, where: Where, order: Order, matching: number, limit: number, offset = 0) {
  const need = offset + limit;
  const form = formOf(matching, need);
  const inOrder = orderOf(order, form);
  if (form === 'sort' || !order.ascending) return idsIn(db, where, inOrder, limit, offset);
  const known = await idsIn(db, sql<SqlBool>`${where} and ${keyOf(order)} is not null`, inOrder, need);
  const unknown =
    known.length < need
      ? await idsIn(db, sql<SqlBool>`${where} and ${keyOf(order)} is null`, inOrder, need - known.length)
      : [];
  return [...known, ...unknown].slice(offset);
}

async function idsIn(db: Db, where: Where, order: RawBuilder<unknown>, limit: number, offset = 0) {
  const { rows } = await sql<{ user_id: string }>`select d.user_id from candidate_search d where ${where}
    order by ${order} limit ${limit} offset ${offset}`.execute(db);
  return rows.map((r) => r.user_id);
}

/** How many of the newest rows a tier read tests before it looks the tier up instead. */
const SCAN = 2000;

/** How many of the newest rows of a search without its keyword a tier read tests, for a page needing `need`. */
const scanOf = (need: number) => Math.max(SCAN, need * 4);

/**
 * The filters the activity indexes hold beside their order (migration 0065): the months, and the
 * city in the board's index (a city's own index is in its order).
 */
const HELD_BY_ACTIVITY: readonly FilterType[] = ['location', 'experience'];

function baseOf(scope: Scope, c: Conditions): Base {
  const types = Object.keys(c).filter((type) => type !== 'keyword') as FilterType[];
  return {
    where: whereOf(scope, c, 'keyword'),
    testedInIndex: types.includes('experience') && types.every((type) => HELD_BY_ACTIVITY.includes(type)),
  };
}

/**
 * The newest `need` rows of `base` in a tier. The newest `SCAN` rows of `base` are read in order
 * of activity and tested (newest-matches.ts, the same walk as the newest matches'); when `need` of
 * them are in the tier, or the base holds no more, those are the answer (any newer one would have
 * been among them). When fewer are, the tier holds under `need / SCAN` of the newest rows, so it
 * is looked up through its own GIN index and sorted. Either way no statement depends on the
 * planner guessing how many rows the tier holds.
 */
async function newestIn(db: Db, base: Base, tier: Where, need: number): Promise<string[]> {
  const newest = await newestMeeting(db, base, tier, scanOf(need), need);
  if (newest.found.length >= need || newest.whole) return newest.found;
  return idsIn(db, sql<SqlBool>`${base.where} and ${tier}`, orderOf(RECENT, 'sort'), need);
}

/**
 * The tiers read a statement at a time. `matching` is how many rows match the whole search
 * (counted up to `need + WALK_FROM` at least, or estimated past it). With fewer than a walk needs,
 * every tier is small and sorted; with more, a tier is the newest rows of the base tested for it
 * (`newestIn`) unless all of those were read already (`walked`): it is then looked up and sorted.
 */
function sqlTiers(db: Db, base: Base, q: RawBuilder<string>, need: number, matching: number, walked: boolean): Tiers {
  const sorted = formOf(matching, need) === 'sort' || walked;
  return {
    newest: (tier, n) => {
      const inTier = tier === 't3' ? sql<SqlBool>`d.doc_a @@ ${q}` : sql<SqlBool>`d.doc_ab @@ ${q}`;
      return sorted
        ? idsIn(db, sql<SqlBool>`${base.where} and ${inTier}`, orderOf(RECENT, 'sort'), n)
        : newestIn(db, base, inTier, n);
    },
    lower: async (n) => {
      const { rows } = await sql<{ user_id: string; abc: boolean }>`select d.user_id,
          d.doc @@ ${weighted(q, 'ABC')} as abc
        from candidate_search d where ${base.where} and d.doc @@ ${q}
        order by ${plannedOrder(RECENT, matching, n)} limit ${n}`.execute(db);
      return rows;
    },
  };
}

/** The relevance of a page's rows: the tier plus ts_rank squashed into [0, 1), so 0 to 4. */
async function relevanceOf(db: Db, q: RawBuilder<string>, ids: readonly string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const { rows } = await sql<{ user_id: string; relevance: number }>`select d.user_id,
      ${tierOf(q)} + ts_rank(d.doc, ${q}) / (ts_rank(d.doc, ${q}) + 0.1) as relevance
    from candidate_search d where d.user_id = any(${[...ids]}::uuid[])`.execute(db);
  return new Map(rows.map((r) => [r.user_id, Number(r.relevance)]));
}

/**
 * A keyword search's page by relevance. When the planner expects enough matches for a walk, the
 * newest rows of the search without its keyword are read first, each tested for the keyword and its
 * tier (a walk that stops after them): when they are the whole search they are every match, counted
 * exactly; when many of them match, the total is estimated from them and they give the page's
 * tiers; otherwise the matches are counted (and read, when few enough to rank at once). The
 * planner's expectation only chooses which is tried first (it is close for a word, low for a phrase
 * of common words, high for a synonym nobody has); what is read decides the rest. In the first
 * asking at 1,000,000 candidates, 161 of 300 searches read the newest rows for nothing before
 * counting ("senior kotlin" in a city), 6 ms each.
 */
async function byRelevance(db: Db, scope: Scope, c: Conditions, q: RawBuilder<string>, need: number) {
  const base = baseOf(scope, c);
  const where = whereOf(scope, c);
  const upTo = Math.max(TOTAL_CAP, need + WALK_FROM) + 1;
  if ((await expectedRows(db, where)) < need + WALK_FROM) {
    // Expected too few for a walk: the newest rows would hold too few to say anything, so they are
    // not read; the count reads every match with its tiers when they are as few as expected.
    const found = await matchesUpTo(db, c, where, q, upTo, need + WALK_FROM);
    const tiers = found.matches ? allTiers(found.matches) : sqlTiers(db, base, q, need, found.matching, false);
    return { ids: await ranked(tiers, need, LOWER_TIERS_WINDOW), matching: found.matching, estimate: null };
  }
  const scan = scanOf(need);
  const newest = await newestMatches(db, base, q, scan, Math.max(need, ESTIMATE_FROM) * 4);
  if (newest.whole) {
    const ids = await ranked(allTiers(newest.found), need, LOWER_TIERS_WINDOW);
    return { ids, matching: newest.found.length, estimate: null };
  }
  const estimate = await estimateOf(db, base, newest, need + WALK_FROM);
  const found = estimate
    ? { matching: estimate, matches: null }
    : await matchesUpTo(db, c, where, q, upTo, need + WALK_FROM);
  const tiers = found.matches
    ? allTiers(found.matches)
    : newestTiers(newest.found, sqlTiers(db, base, q, need, found.matching, newest.reachedScan));
  return { ids: await ranked(tiers, need, LOWER_TIERS_WINDOW), matching: found.matching, estimate };
}

/** The part of a search the activity indexes hold, walked, and the rest, tested on each row walked. */
function activitySplit(scope: Scope, c: Conditions): { base: Base; rest: Where } {
  const held = (type: FilterType) => HELD_BY_ACTIVITY.includes(type);
  return {
    base: { where: whereOf(scope, keeping(c, held)), testedInIndex: 'experience' in c },
    rest: allOf(keeping(c, (type) => !held(type))),
  };
}

/**
 * A page most recently active first of a search one btree does not hold (a skill, a title, a
 * keyword sorted by activity), from the newest rows of what the activity indexes hold, each tested
 * for the rest as it is read: when they are the whole search, the total is exact; when `need` of
 * them pass and they are many, they are the page and the total is estimated from their share (a
 * skill's count fetched every counted row to check its board: React or TypeScript, 33 ms at
 * 1,000,000 candidates). Null otherwise: the search is counted and its page read as before.
 */
async function byActivity(db: Db, scope: Scope, c: Conditions, need: number) {
  const { base, rest } = activitySplit(scope, c);
  const scan = scanOf(need);
  const newest = await newestMeeting(db, base, rest, scan, Math.max(need, ESTIMATE_FROM) * 4);
  if (newest.whole) return { ids: newest.found, matching: newest.found.length, estimate: null };
  if (newest.found.length < need) return null;
  const estimate = await estimateOf(db, base, newest, need + WALK_FROM);
  return estimate === null ? null : { ids: newest.found.slice(0, need), matching: estimate, estimate };
}

/**
 * One page of ids in order, with the relevance of a keyword search and the total up to TOTAL_CAP
 * (estimated past it for a common keyword).
 */
export async function pageOf(
  db: Db,
  scope: Scope,
  c: Conditions,
  f: SearchFilters,
  order: Order,
  limit: number,
  offset: number,
): Promise<PageOf> {
  const q = f.keyword ? tsqueryOf(f.keyword) : null;
  const need = offset + limit;
  let matching: number;
  let ids: string[];
  let estimate: number | null = null;
  if (q && order.sort === 'relevance') {
    const found = await byRelevance(db, scope, c, q, need);
    ({ matching, estimate } = found);
    ids = found.ids.slice(offset);
  } else {
    const recent = order.sort === 'relevance' || (order.sort === 'lastActiveAt' && !order.ascending);
    const walked = recent && !heldByOneBtree(c) ? await byActivity(db, scope, c, need) : null;
    if (walked) {
      ({ matching, estimate } = walked);
      ids = walked.ids.slice(offset, need);
    } else {
      // One bounded read is both the total and what plans the page.
      const where = whereOf(scope, c);
      matching = await countUpTo(db, c, where, Math.max(TOTAL_CAP, need + WALK_FROM) + 1);
      ids = await orderedIds(db, where, order, matching, limit, offset);
    }
  }
  const relevance = q ? await relevanceOf(db, q, ids) : new Map<string, number>();
  return {
    rows: ids.map((id) => ({ user_id: id, relevance: relevance.get(id) ?? null })),
    total: Math.min(matching, TOTAL_CAP),
    totalCapped: matching > TOTAL_CAP,
    estimate,
  };
}

/** The ids of the whole result, best first, up to `cap` (a saved search's snapshot). */
export async function idsOf(db: Db, scope: Scope, c: Conditions, f: SearchFilters, cap: number): Promise<string[]> {
  const where = whereOf(scope, c);
  const matching = await countUpTo(db, c, where, cap + WALK_FROM);
  if (!f.keyword) return orderedIds(db, where, { sort: 'relevance', ascending: false }, matching, cap);
  const q = tsqueryOf(f.keyword);
  return ranked(sqlTiers(db, baseOf(scope, c), q, cap, matching, false), cap, LOWER_TIERS_WINDOW);
}
