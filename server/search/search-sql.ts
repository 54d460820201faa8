// SQL of candidate search over candidate_search (alias d): the scope (the board's findable
// candidates), one condition per filter type, the orders, a page, the total and the ids of a
// whole result. Every index of candidate_search is partial on `findable`, which every query here
// names.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import { USD_RATES } from '../discovery/currency.ts';
import type { FilterType, Range, SearchFilters } from './filters.ts';
import { tsqueryOf } from './keyword-sql.ts';

export type Scope = { clientId: string; companyId: string };
export type SortKey = 'relevance' | 'lastActiveAt' | 'experience';
export type Conditions = Partial<Record<FilterType, RawBuilder<SqlBool>>>;

const NONE = sql<SqlBool>`false`;

const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const containsAny = (column: RawBuilder<string>, values: readonly string[]) =>
  values.length ? sql<SqlBool>`${column} like any(${values.map((v) => `%${likeEscaped(v)}%`)}::text[])` : NONE;
const inList = (column: RawBuilder<string>, values: readonly string[]) =>
  values.length ? sql<SqlBool>`${column} = any(${[...values]}::text[])` : NONE;
const overlaps = (column: RawBuilder<string[]>, values: readonly string[]) =>
  values.length ? sql<SqlBool>`${column} && ${[...values]}::text[]` : NONE;

/** Within any of the ranges: a range's lower end included, its upper end excluded unless equal to it. */
export function inRanges(value: RawBuilder<number | null>, ranges: readonly Range[]): RawBuilder<SqlBool> {
  if (!ranges.length) return NONE;
  const one = (r: Range) =>
    r.max === null
      ? sql<SqlBool>`${value} >= ${r.min}`
      : r.max <= r.min
        ? sql<SqlBool>`${value} between ${r.min} and ${r.min + 11}`
        : sql<SqlBool>`(${value} >= ${r.min} and ${value} < ${r.max})`;
  return sql<SqlBool>`(${sql.join(ranges.map(one), sql` or `)})`;
}

const rateCases = Object.entries(USD_RATES).map(([code, rate]) => sql`when ${sql.lit(code)} then ${sql.lit(rate)}`);
/** The expected salary in US dollars a year; a profile without a currency is taken to be in dollars. */
export const salaryUsd = sql<
  number | null
>`(d.expected_salary / (case coalesce(d.salary_currency, 'USD') ${sql.join(rateCases, sql` `)} end))`;

/** Salary ranges compare yearly dollars, so every range is closed at both ends. */
export function inSalaryRanges(ranges: readonly Range[]): RawBuilder<SqlBool> {
  if (!ranges.length) return NONE;
  const one = (r: Range) =>
    r.max === null ? sql<SqlBool>`${salaryUsd} >= ${r.min}` : sql<SqlBool>`${salaryUsd} between ${r.min} and ${r.max}`;
  return sql<SqlBool>`(${sql.join(ranges.map(one), sql` or `)})`;
}

const col = <T>(name: string) => sql<T>`${sql.ref(`d.${name}`)}`;

/** One condition per filter type the search uses; types left out have none. */
export function conditionsOf(scope: Scope, f: SearchFilters): Conditions {
  const c: Conditions = {};
  if (f.keyword) c.keyword = sql<SqlBool>`d.doc @@ ${tsqueryOf(f.keyword)}`;
  if (f.listIds)
    c.list = f.listIds.length
      ? sql<SqlBool>`exists (select 1 from candidate_list_members m join candidate_lists l on l.id = m.list_id
          where m.candidate_id = d.user_id and l.client_id = ${scope.clientId} and l.company_id = ${scope.companyId}
          and l.id = any(${f.listIds}::uuid[]))`
      : NONE;
  if (f.companies) c.company = containsAny(col('companies'), f.companies);
  if (f.titles) c.title = containsAny(col('titles'), f.titles);
  if (f.domainIds) c.domain = inList(col('domain_id'), f.domainIds);
  if (f.skillKeys) c.skills = overlaps(col('skill_keys'), f.skillKeys);
  if (f.experience) c.experience = inRanges(col('experience_months'), f.experience);
  if (f.salary) c.salary = inSalaryRanges(f.salary);
  if (f.qualificationKeys) c.education = overlaps(col('qualification_keys'), f.qualificationKeys);
  if (f.certifications) c.certification = containsAny(col('certificates'), f.certifications);
  if (f.genderIds) c.gender = inList(col('gender_id'), f.genderIds);
  if (f.cityIds) c.location = inList(col('city_id'), f.cityIds);
  return c;
}

/** The board's findable candidates meeting every condition but the one left out. */
export function whereOf(scope: Scope, c: Conditions, leaveOut?: FilterType): RawBuilder<SqlBool> {
  const parts = Object.entries(c)
    .filter(([type]) => type !== leaveOut)
    .map(([, cond]) => cond);
  return sql<SqlBool>`d.client_id = ${scope.clientId} and d.findable${sql.join(
    parts.map((p) => sql` and ${p}`),
    sql``,
  )}`;
}

/**
 * The relevance tier: 3 when the whole keyword is found in the name, headline, titles or skills
 * (A), 2 with the companies (B) too, 1 with education and certificates (C), 0 only with the about
 * text. A title or skill hit therefore always ranks above a passing mention, whatever ts_rank says.
 */
function tierOf(q: RawBuilder<string>, doc: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(case when ts_filter(${doc}, '{a}') @@ ${q} then 3 when ts_filter(${doc}, '{a,b}') @@ ${q} then 2
    when ts_filter(${doc}, '{a,b,c}') @@ ${q} then 1 else 0 end)`;
}

/** The order of a sort over the columns of `t` (candidate_search, or a subquery naming them alike). */
function orderOf(t: 'd' | 'x', sort: SortKey, ascending: boolean): RawBuilder<unknown> {
  const c = (name: string) => sql.ref(`${t}.${name}`);
  const dir = sql.raw(ascending ? 'asc' : 'desc');
  const active = sql`${c('last_active_at')} ${dir} nulls last, ${c('user_id')}`;
  if (sort === 'experience') return sql`${c('experience_months')} ${dir} nulls last, ${active}`;
  return active;
}

export type PageRow = { user_id: string; relevance: number | null };

/**
 * One page of ids in order, with the relevance of a keyword search (the tier plus the rank
 * squashed into [0, 1), so 0 to 4) and the total. Ranking has to read every match anyway, so a
 * keyword search takes its total from the same scan (a window count) rather than a second one;
 * only a page past the end, which has no row to carry it, counts again.
 */
export async function pageOf(
  db: Db,
  where: RawBuilder<SqlBool>,
  f: SearchFilters,
  order: { sort: SortKey; ascending: boolean },
  limit: number,
  offset: number,
): Promise<{ rows: PageRow[]; total: number }> {
  const q = f.keyword ? tsqueryOf(f.keyword) : null;
  const page = sql`limit ${limit} offset ${offset}`;
  if (!q) {
    // Without a keyword the page is read in the order of an index and stops early; the count is
    // its own (index-only where no filter reads the rows) statement, run beside it.
    const [found, total] = await Promise.all([
      sql<{ user_id: string }>`select d.user_id from candidate_search d where ${where}
        order by ${orderOf('d', order.sort, order.ascending)} ${page}`.execute(db),
      countOf(db, where),
    ]);
    return { rows: found.rows.map((r) => ({ user_id: r.user_id, relevance: null })), total };
  }
  // The subquery computes the tier and rank once per match (relevance), or leaves them to the rows
  // of the page (the other sorts).
  const ranked = order.sort === 'relevance';
  const x = sql.ref('x.doc');
  const { rows } = ranked
    ? await sql<{ user_id: string; relevance: number; total: string }>`select x.user_id,
          x.tier + x.rank / (x.rank + 0.1) as relevance, x.total
        from (select d.user_id, d.last_active_at, ${tierOf(q, sql.ref('d.doc'))} as tier,
          ts_rank(d.doc, ${q}) as rank, count(*) over () as total from candidate_search d where ${where}) x
        order by x.tier desc, x.rank desc, x.last_active_at desc nulls last, x.user_id ${page}`.execute(db)
    : await sql<{ user_id: string; relevance: number; total: string }>`select x.user_id,
          ${tierOf(q, x)} + ts_rank(${x}, ${q}) / (ts_rank(${x}, ${q}) + 0.1) as relevance, x.total
        from (select d.user_id, d.last_active_at, d.experience_months, d.doc, count(*) over () as total
          from candidate_search d where ${where}) x
        order by ${orderOf('x', order.sort, order.ascending)} ${page}`.execute(db);
  const total = rows[0] ? Number(rows[0].total) : offset > 0 ? await countOf(db, where) : 0;
  return { rows: rows.map((r) => ({ user_id: r.user_id, relevance: Number(r.relevance) })), total };
}

export async function countOf(db: Db, where: RawBuilder<SqlBool>): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from candidate_search d where ${where}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The ids of the whole result, best first, up to `cap` (a saved search's snapshot). */
export async function idsOf(db: Db, where: RawBuilder<SqlBool>, f: SearchFilters, cap: number): Promise<string[]> {
  const { rows } = await pageOf(db, where, f, { sort: 'relevance', ascending: false }, cap, 0);
  return rows.map((r) => r.user_id);
}
