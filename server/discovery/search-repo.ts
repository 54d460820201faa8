// SQL of the job search: which jobs are in scope, the filters, the relevance order, one page, and
// the facet counts. Facets follow standard faceted-search semantics: each facet is counted over
// the jobs matching every filter except its own (the category facet ignores categoryIds, the
// location facet ignores cityId, ...), so a bucket's count is what choosing that value would give.
// The counts, and the total, come from one statement over the jobs matching the other filters.
import { expressionBuilder, sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import type { JobsTable } from '../db/tables-jobs.ts';
import { yearlyUsdSql } from './currency.ts';
import { DATE_WINDOWS, type JobFilters, type JobSort, type JobStatus } from './job-filters.ts';
import { jobColumnsOf, type JobRow } from './job-rows.ts';
import { groupQuery } from './job-keyword.ts';
import { isLiveJob } from './live.ts';
import { FREQUENCY_CAP, relevance } from './relevance.ts';
import type { KeywordGroup } from '../search/keyword.ts';

type J = { j: JobsTable };
const eb = expressionBuilder<J, 'j'>();
const TRUE = sql<SqlBool>`true`;

/** Which jobs a search runs over: a tenant's live jobs, or one company's own jobs in any status. */
export type SearchScope =
  | { kind: 'public'; clientId: string }
  | { kind: 'company'; clientId: string; companyId: string; statuses: JobStatus[] | null };

/**
 * How the keyword matches. 'words': the keyword's groups (server/discovery/job-keyword.ts), a job
 * matching any of them, ranked by how many it holds (docs/job-search.md). 'fuzzy': trigram
 * similarity of the keyword to the title's words, used when no group matches any job in scope
 * (a misspelling no correction found).
 */
export type Keyword =
  | { mode: 'words'; groups: KeywordGroup[]; frequencies: number[]; text: string; every: boolean }
  | { mode: 'fuzzy'; text: string };

/** A search with categories already widened to their subcategories. */
export type SearchSpec = {
  scope: SearchScope;
  filters: JobFilters;
  keyword: Keyword | null;
  /** Lower-cased skill names of the signed-in candidate, for relevance. */
  profileSkills: string[];
};

/** A job holding every group. */
const allGroups = (groups: KeywordGroup[]) => sql<string>`(${sql.join(groups.map(groupQuery), sql` && `)})`;
/** A job holding any of the groups. */
const anyGroup = (groups: KeywordGroup[]) => sql<string>`(${sql.join(groups.map(groupQuery), sql` || `)})`;

/** SQL: the job's status as shown, ACTIVE past its expiry being EXPIRED. */
const shownStatusSql = sql<string>`(case when j.status = 'ACTIVE' and j.expires_at <= now() then 'EXPIRED' else j.status end)`;

function scopeCondition(scope: SearchScope): Expression<SqlBool> {
  if (scope.kind === 'public') return eb.and([eb('j.client_id', '=', scope.clientId), isLiveJob('j')]);
  const own: Expression<SqlBool>[] = [
    eb('j.client_id', '=', scope.clientId),
    eb('j.company_id', '=', scope.companyId),
    eb('j.status', '!=', 'DELETED'),
    eb('j.deleted_at', 'is', null),
  ];
  if (scope.statuses)
    own.push(
      scope.statuses.length ? sql<SqlBool>`${shownStatusSql} in (${sql.join(scope.statuses)})` : sql<SqlBool>`false`,
    );
  return eb.and(own);
}

function keywordCondition(k: Keyword): Expression<SqlBool> {
  // `<<%` is strict word similarity above pg_trgm.strict_word_similarity_threshold (0.5 by
  // default): one wrong letter in a word of six or more still matches, a mere prefix does not.
  if (k.mode === 'fuzzy') return sql<SqlBool>`${k.text} <<% j.title`;
  return k.every ? sql<SqlBool>`j.search @@ ${allGroups(k.groups)}` : sql<SqlBool>`j.search @@ ${anyGroup(k.groups)}`;
}

/** Whether at least `enough` jobs in scope hold every group (counted no further). */
export async function everyGroupHeldBy(
  db: Db,
  scope: SearchScope,
  groups: KeywordGroup[],
  enough: number,
): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from (select 1 from jobs as j
    where ${scopeCondition(scope)} and j.search @@ ${allGroups(groups)} limit ${enough}) as m`.execute(db);
  return Number(rows[0]?.n ?? 0) >= enough;
}

/**
 * How many jobs in scope hold each group, up to FREQUENCY_CAP: all zero means the keyword is
 * matched fuzzily; otherwise the rarer a group, the more it weighs in the ranking ("frontend" in
 * "frontend developer" says more than "developer"). Each count stops at the cap.
 */
export async function groupFrequencies(db: Db, scope: SearchScope, groups: KeywordGroup[]): Promise<number[]> {
  const counts = groups.map(
    (g) => sql<number>`(select count(*) from (select 1 from jobs as j where ${scopeCondition(scope)}
      and j.search @@ ${groupQuery(g)} limit ${FREQUENCY_CAP}) as m)`,
  );
  const { rows } = await sql<{ n: number[] }>`select array[${sql.join(counts)}]::int[] as n`.execute(db);
  return (rows[0]?.n ?? []).map(Number);
}

/** Filters outside the facets: they narrow every count. */
function baseCondition(spec: SearchSpec): Expression<SqlBool> {
  const f = spec.filters;
  const all: Expression<SqlBool>[] = [scopeCondition(spec.scope)];
  if (spec.keyword) all.push(keywordCondition(spec.keyword));
  if (f.stateId) all.push(eb('j.state_id', '=', f.stateId));
  // WFH jobs open to the country, or to anywhere, are in it too.
  if (f.countryId)
    all.push(
      eb.or([
        eb('j.country_id', '=', f.countryId),
        eb.and([eb('j.location_type', '=', 'WFH'), eb('j.country_id', 'is', null)]),
      ]),
    );
  if (f.salaryMinUsd !== null || f.salaryMaxUsd !== null) {
    // Public searches cannot filter on a salary the employer hid.
    if (spec.scope.kind === 'public') all.push(eb('j.is_salary_visible', '=', true));
    if (f.salaryMinUsd !== null) all.push(sql<SqlBool>`${yearlyUsdSql('j', 'salary_max')} >= ${f.salaryMinUsd}`);
    if (f.salaryMaxUsd !== null) all.push(sql<SqlBool>`${yearlyUsdSql('j', 'salary_min')} <= ${f.salaryMaxUsd}`);
  }
  // A job that names no experience is open to any.
  if (f.experienceMin !== null) all.push(sql<SqlBool>`coalesce(j.experience_max, 50) >= ${f.experienceMin}`);
  if (f.experienceMax !== null) all.push(sql<SqlBool>`coalesce(j.experience_min, 0) <= ${f.experienceMax}`);
  if (f.companyId) all.push(eb('j.company_id', '=', f.companyId));
  return eb.and(all);
}

type FacetConditions = {
  cat: Expression<SqlBool>;
  emp: Expression<SqlBool>;
  wp: Expression<SqlBool>;
  loc: Expression<SqlBool>;
  date: Expression<SqlBool>;
};

function facetConditions(f: JobFilters): FacetConditions {
  return {
    cat: f.categoryIds.length ? eb('j.category_id', 'in', f.categoryIds) : TRUE,
    emp: f.employmentTypes.length ? eb('j.employment_type', 'in', f.employmentTypes) : TRUE,
    wp: f.workplaceTypes.length
      ? eb.or(
          f.workplaceTypes.map((t) =>
            t === 'WFH'
              ? eb.or([eb('j.workplace_type', '=', 'WFH'), eb('j.location_type', '=', 'WFH')])
              : eb('j.workplace_type', '=', t),
          ),
        )
      : TRUE,
    loc: f.cityId ? eb('j.city_id', '=', f.cityId) : TRUE,
    date: f.datePosted ? sql<SqlBool>`j.posted_at >= now() - ${DATE_WINDOWS[f.datePosted]} * interval '1 hour'` : TRUE,
  };
}

/** SQL: how many of the job's skills the candidate has. */
function profileMatch(skills: string[]): RawBuilder<number> {
  return sql<number>`(select count(*) from unnest(j.skills) as s where lower(s) = any(${skills}::text[]))`;
}

function orderBy(spec: SearchSpec, sort: JobSort): RawBuilder<unknown>[] {
  // Live jobs are always posted; `posted_at desc` is the order of the jobs_public index, so the
  // newest-first page is read from it instead of sorting the tenant's jobs. Drafts have no
  // posting date, so the company's own list falls back to when they were created.
  const newest =
    spec.scope.kind === 'company' ? [sql`coalesce(j.posted_at, j.created_at) desc`] : [sql`j.posted_at desc`];
  const last = [...newest, sql`j.id`];
  if (sort === 'newest') return last;
  if (sort === 'salary_desc' || sort === 'salary_asc') {
    const visible =
      spec.scope.kind === 'public'
        ? sql`(case when j.is_salary_visible then ${yearlyUsdSql('j', 'salary_max')} end)`
        : yearlyUsdSql('j', 'salary_max');
    return [sql`${visible} ${sql.raw(sort === 'salary_desc' ? 'desc' : 'asc')} nulls last`, ...last];
  }
  const keys: RawBuilder<unknown>[] = [];
  const k = spec.keyword;
  if (k?.mode === 'words') keys.push(...relevance(k.groups, k.frequencies, k.text, k.every));
  else if (k?.mode === 'fuzzy') keys.push(sql`strict_word_similarity(${k.text}, j.title) desc`);
  else keys.push(sql`j.is_featured desc`);
  if (spec.profileSkills.length) keys.push(sql`${profileMatch(spec.profileSkills)} desc`);
  return [...keys, ...last];
}

export async function searchPage(
  db: Db,
  spec: SearchSpec,
  sort: JobSort,
  page: number,
  limit: number,
): Promise<JobRow[]> {
  const c = facetConditions(spec.filters);
  let q = db
    .selectFrom('jobs as j')
    .select(jobColumnsOf('j'))
    .where(baseCondition(spec))
    .where(eb.and([c.cat, c.emp, c.wp, c.loc, c.date]));
  for (const key of orderBy(spec, sort)) q = q.orderBy(key);
  return q
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
}

export type FacetRow = {
  facet: 'total' | 'category' | 'employment' | 'workplace' | 'location' | 'date';
  value: string;
  label: string;
  n: number;
};

type FacetSqlRow = {
  g: number;
  category_id: string | null;
  employment_type: string | null;
  city_id: string | null;
  city_nm: string | null;
  n_total: string;
  n_cat: string;
  n_emp: string;
  n_loc: string;
  wp_office: string;
  wp_wfh: string;
  wp_hybrid: string;
  d_any: string;
} & Record<`d_${string}`, string>;

// grouping(category_id, employment_type, city_id) of each grouping set: a bit is set for each
// column the row is NOT grouped by.
const SET_ALL = 7;
const SET_CATEGORY = 3;
const SET_EMPLOYMENT = 5;
const SET_CITY = 6;

/**
 * The total and every facet's buckets, each facet counted under all the other filters. One scan
 * of the jobs matching the base filters, grouped by grouping sets, with each facet's count
 * filtered by every condition but its own. (A CTE read once per facet was materialised and
 * spilled to disk at 100,000 jobs; see docs/benchmark.md.)
 */
export async function searchFacets(db: Db, spec: SearchSpec): Promise<FacetRow[]> {
  const c = facetConditions(spec.filters);
  const all = sql<SqlBool>`${c.cat} and ${c.emp} and ${c.wp} and ${c.loc} and ${c.date}`;
  const noWp = sql<SqlBool>`${c.cat} and ${c.emp} and ${c.loc} and ${c.date}`;
  const noDate = sql<SqlBool>`${c.cat} and ${c.emp} and ${c.wp} and ${c.loc}`;
  const { rows } = await sql<FacetSqlRow>`
    select grouping(j.category_id, j.employment_type, j.city_id) as g,
      j.category_id::text as category_id, j.employment_type, j.city_id, max(j.city_nm) as city_nm,
      count(*) filter (where ${all}) as n_total,
      count(*) filter (where ${c.emp} and ${c.wp} and ${c.loc} and ${c.date}) as n_cat,
      count(*) filter (where ${c.cat} and ${c.wp} and ${c.loc} and ${c.date}) as n_emp,
      count(*) filter (where ${c.cat} and ${c.emp} and ${c.wp} and ${c.date}) as n_loc,
      count(*) filter (where ${noWp} and j.workplace_type = 'OFFICE') as wp_office,
      count(*) filter (where ${noWp} and (j.workplace_type = 'WFH' or j.location_type = 'WFH')) as wp_wfh,
      count(*) filter (where ${noWp} and j.workplace_type = 'HYBRID') as wp_hybrid,
      count(*) filter (where ${noDate}) as d_any,
      ${sql.join(
        Object.entries(DATE_WINDOWS).map(
          ([v, h]) =>
            sql`count(*) filter (where ${noDate} and j.posted_at >= now() - ${sql.lit(h)} * interval '1 hour') as ${sql.ref(`d_${v}`)}`,
        ),
      )}
    from jobs as j
    where ${baseCondition(spec)}
    group by grouping sets ((), (j.category_id), (j.employment_type), (j.city_id))`.execute(db);
  const out: FacetRow[] = [];
  for (const r of rows) {
    const g = Number(r.g);
    if (g === SET_ALL) {
      out.push({ facet: 'total', value: '', label: '', n: Number(r.n_total) });
      out.push({ facet: 'workplace', value: 'OFFICE', label: '', n: Number(r.wp_office) });
      out.push({ facet: 'workplace', value: 'WFH', label: '', n: Number(r.wp_wfh) });
      out.push({ facet: 'workplace', value: 'HYBRID', label: '', n: Number(r.wp_hybrid) });
      out.push({ facet: 'date', value: 'any', label: '', n: Number(r.d_any) });
      for (const v of Object.keys(DATE_WINDOWS))
        out.push({ facet: 'date', value: v, label: '', n: Number(r[`d_${v}`]) });
    } else if (g === SET_CATEGORY && r.category_id !== null)
      out.push({ facet: 'category', value: r.category_id, label: '', n: Number(r.n_cat) });
    else if (g === SET_EMPLOYMENT && r.employment_type !== null)
      out.push({ facet: 'employment', value: r.employment_type, label: '', n: Number(r.n_emp) });
    else if (g === SET_CITY && r.city_id !== null)
      out.push({ facet: 'location', value: r.city_id, label: r.city_nm ?? '', n: Number(r.n_loc) });
  }
  return out;
}
