// SQL of the job search: which jobs are in scope, the filters, the relevance order, one page, and
// the facet counts. Facets follow standard faceted-search semantics: each facet is counted over
// the jobs matching every filter except its own (the category facet ignores categoryIds, the
// location facet ignores cityId, ...), so a bucket's count is what choosing that value would give.
// The counts, and the total, come from one statement over the jobs matching the other filters,
// read up to a bound (docs/job-search.md, "Speed"): above it they are lower bounds, said so.
import { expressionBuilder, sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import { prepared } from '../db/prepared.ts';
import type { JobsTable } from '../db/tables-jobs.ts';
import { ownedBy, scopedTo } from '../db/tenant-scope.ts';
import { yearlyUsdSql, cardColumnsOf, type CardRow, isLiveJob } from '../jobs/index.ts';
import { DATE_WINDOWS, type JobFilters, type JobSort } from './job-filters.ts';
import type { ExpectedMatches, FacetRow, Keyword, PlaceFilters, SearchScope, SearchSpec } from './search-spec.ts';
import type { KeywordGroup } from '../keywords/index.ts';

export type { ExpectedMatches, FacetRow, Keyword, PlaceFilters, SearchScope, SearchSpec } from './search-spec.ts';
import { keptRanking, rankingKey } from './ranking-cache.ts';
import { heldKeywordCounts, heldRankingPool, type CopyFound } from './recent-first-pass.ts';
import { recentJobsAnswered } from './recent-jobs.ts';
import { stampedCache } from './stamped-cache.ts';
import { allGroups, anyGroup, anyRelated, groupQuery, holdsAny } from './job-keyword.ts';
import { FREQUENCY_CAP, relevance } from './repo/relevance.ts';
import {
  commonestShare,
  jobsStatistics,
  postedWithinShare,
  treeShare,
  valuesShare,
  type JobsStatistics,
} from './jobs-statistics.ts';

type J = { j: JobsTable };
const eb = expressionBuilder<J, 'j'>();
const TRUE = sql<SqlBool>`true`;

/** SQL: the job's status as shown, ACTIVE past its expiry being EXPIRED. */
const shownStatusSql = sql<string>`(case when j.status = 'ACTIVE' and j.expires_at <= now() then 'EXPIRED' else j.status end)`;

/** The search's board's jobs: a statement started here names the board (db/tenant-scope.ts). */
function boardJobs(db: Db, scope: SearchScope) {
  return scopedTo(db, scope.clientId).selectFrom('jobs as j');
}

/**
 * SQL: the job is in the search's scope. `scoped`: the statement was started from boardJobs, whose
 * scope already names the board, so the condition leaves the board out; raw SQL names it here.
 */
function scopeCondition(scope: SearchScope, scoped = false): Expression<SqlBool> {
  const board = scoped ? [] : [ownedBy('j', scope.clientId)];
  if (scope.kind === 'public') return eb.and([...board, isLiveJob('j')]);
  const own: Expression<SqlBool>[] = [
    ...board,
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
  return k.every ? sql<SqlBool>`j.search @@ ${allGroups(k.groups)}` : holdsAny(k.groups);
}

/**
 * Whether titles holding the keyword are common: the first ranking pass then walks the newest jobs
 * for it rather than asking the index. Walking visits about RANKING_POOL / share rows, the index
 * every match, share × jobs; the two meet where share = √(RANKING_POOL / jobs). A group's share is
 * its commonest lexeme's in PostgreSQL's statistics of title words. Titles holding every group are
 * at most as many as those of the rarest; holding any, at least as many as those of the commonest.
 */
function commonInTitles(trees: string[], stats: JobsStatistics, every: boolean): boolean {
  if (!trees.length) return false;
  const crossover = Math.sqrt(RANKING_POOL / Math.max(stats.jobs, 1));
  const shares = trees.map((t) => commonestShare(t, stats.title));
  return (every ? Math.min(...shares) : Math.max(...shares)) >= crossover;
}

/** The filters that say how many jobs a keyword is looked for among (categories with their subcategories). */
export type Narrowing = Pick<JobFilters, 'cityId' | 'stateId' | 'countryId' | 'categoryIds'>;

/**
 * About how many jobs hold the keyword in their title and in their document, in each posting
 * window, from PostgreSQL's statistics: jobs × the share posted in the window × the share holding
 * the keyword (treeShare; every group: the rarest group's, any group: either's), narrowed by the
 * place and category filters' shares. A related role
 * names titles the statistics are not asked about, so it leaves every window possible. The counts
 * are across tenants: for a small board more than it has, so no window is skipped for it. A count
 * too low only costs time: a wider window is read, finding the same newest matches.
 */
function expectedMatches(
  trees: string[],
  stats: JobsStatistics,
  every: boolean,
  related: boolean,
  narrowing: Narrowing,
  now: Date,
): ExpectedMatches {
  const f = narrowing;
  // A city lies in its state and country: the narrowest place filter says how many are left.
  const place = Math.min(
    f.cityId ? valuesShare('city_id', [f.cityId], stats) : 1,
    f.stateId ? valuesShare('state_id', [f.stateId], stats) : 1,
    // A job open to the whole country, or to anywhere, names none.
    f.countryId ? valuesShare('country_id', [f.countryId], stats, true) : 1,
  );
  const left = stats.jobs * place * (f.categoryIds.length ? valuesShare('category_id', f.categoryIds, stats) : 1);
  const within = [...RECENT_WINDOWS_DAYS.map((days) => left * postedWithinShare(days, stats.posted, now)), left];
  const share = (words: JobsStatistics['title']) => {
    if (!trees.length || related) return 1;
    const each = trees.map((t) => treeShare(t, words));
    return every ? Math.min(...each) : 1 - each.reduce((none, s) => none * (1 - s), 1);
  };
  const title = share(stats.title);
  const document = share(stats.document);
  return { title: within.map((n) => n * title), document: within.map((n) => n * document) };
}

export type KeywordStats = {
  every: boolean;
  frequencies: number[];
  commonInTitles: boolean;
  expected: ExpectedMatches;
};

/**
 * In one statement: whether at least `enough` jobs in scope hold every group (then every group is
 * required), and otherwise how many hold each group, up to FREQUENCY_CAP. All zero means the
 * keyword is matched fuzzily; otherwise the rarer a group, the more it weighs in the ranking
 * ("frontend" in "frontend developer" says more than "developer"). Each count stops at its bound.
 * And, from PostgreSQL's statistics, whether titles holding the keyword are common
 * (commonInTitles) and how many jobs could match in each posting window (expectedMatches).
 */
export async function keywordStats(
  db: Db,
  scope: SearchScope,
  groups: KeywordGroup[],
  enough: number,
  narrowing: Narrowing,
  stamp: Promise<string>,
  now: Date = new Date(),
): Promise<KeywordStats> {
  // What the words' counts say changes only with the board: they are kept by its stamp.
  const key = JSON.stringify([scope, groups, enough]);
  // From the board's copy in memory when it can say (recent-first-pass.ts), else one statement.
  const at = await stamp;
  const read = async () =>
    (await heldKeywordCounts(db, scope, groups, enough, FREQUENCY_CAP, at)) ?? countKeyword(db, scope, groups, enough);
  const [counted, stats] = await Promise.all([keptCounts.get(key, at, read), jobsStatistics(db)]);
  const { every, frequencies, trees } = counted;
  const related = !every && groups.some((g) => g.related?.length);
  return {
    every,
    frequencies,
    commonInTitles: commonInTitles(trees, stats, every),
    expected: expectedMatches(trees, stats, every, related, narrowing, now),
  };
}

type KeywordCounts = { every: boolean; frequencies: number[]; trees: string[] };

/** Keyword counts kept by the board's stamp (stamped-cache.ts). */
const keptCounts = stampedCache<KeywordCounts>(500);

/** Forgets the kept keyword counts (for the benchmark's first-asking searches). */
export function forgetKeptCounts(): void {
  keptCounts.clear();
}

/** The statement of keywordStats: the counts, and each group's tsquery as `querytree` prints it. */
async function countKeyword(
  db: Db,
  scope: SearchScope,
  groups: KeywordGroup[],
  enough: number,
): Promise<KeywordCounts> {
  const counts = groups.map(
    (g) => sql<number>`(select count(*) from (select 1 from jobs as j where ${scopeCondition(scope)}
      and ${holdsAny([g])} limit ${FREQUENCY_CAP}) as m)`,
  );
  const holdingEvery = (doc: RawBuilder<unknown>) =>
    sql<number>`(select count(*) from (select 1 from jobs as j where ${scopeCondition(scope)}
      and ${doc} @@ ${allGroups(groups)} limit ${enough}) as m)::int`;
  // The frequencies weigh partial matches only: a CASE reads them only when not every group is held.
  const { rows } = await sql<{ every: number; n: number[]; trees: string[] }>`select
      e.every,
      case when e.every >= ${enough} then '{}'::int[] else array[${sql.join(counts)}]::int[] end as n,
      array[${sql.join(groups.map((g) => sql`querytree(${groupQuery(g)})`))}]::text[] as trees
    from (select
      -- Titles first: title_search is in the row, where testing the whole document reads it back
      -- from TOAST storage (about 30 µs a job walked; docs/job-search.md, "Speed"). A title is
      -- part of the document, so a page of titles holding every group settles it.
      (case when ${holdingEvery(sql`j.title_search`)} >= ${enough} then ${enough}
        else ${holdingEvery(sql`j.search`)} end) as every
      -- offset 0 keeps the planner from pulling e up into the outer select, which would copy the
      -- count into each of its two uses and run it twice (3 to 16 ms of "nurse" at 100,000 jobs).
      offset 0) as e`.execute(db);
  const row = rows[0];
  return {
    every: Number(row?.every ?? 0) >= enough,
    frequencies: (row?.n ?? []).map(Number),
    trees: row?.trees ?? [],
  };
}

/** Filters outside the facets: they narrow every count. */
function baseCondition(spec: SearchSpec, scoped = false): Expression<SqlBool> {
  const filters = filterCondition(spec, scoped);
  return spec.keyword ? eb.and([filters, keywordCondition(spec.keyword)]) : filters;
}

/** The state and country filters (the city and the workplace are facets). */
function regionConditions(f: Pick<JobFilters, 'stateId' | 'countryId'>): Expression<SqlBool>[] {
  const all: Expression<SqlBool>[] = [];
  if (f.stateId) all.push(eb('j.state_id', '=', f.stateId));
  // WFH jobs open to the country, or to anywhere, are in it too.
  if (f.countryId)
    all.push(
      eb.or([
        eb('j.country_id', '=', f.countryId),
        eb.and([eb('j.location_type', '=', 'WFH'), eb('j.country_id', 'is', null)]),
      ]),
    );
  return all;
}

/** SQL: the job is not where these filters would keep it (a null column counts as elsewhere). */
function outsideCondition(f: PlaceFilters): Expression<SqlBool> {
  const c = facetConditions({ ...NO_FACETS, cityId: f.cityId, workplaceTypes: f.workplaceTypes });
  const inside = eb.and([...regionConditions(f), c.loc, c.wp]);
  return sql<SqlBool>`not coalesce(${inside}, false)`;
}

/** The base filters without the keyword (`scoped`: see scopeCondition). */
function filterCondition(spec: SearchSpec, scoped = false): Expression<SqlBool> {
  const f = spec.filters;
  const all: Expression<SqlBool>[] = [scopeCondition(spec.scope, scoped), ...regionConditions(f)];
  if (spec.outside) all.push(outsideCondition(spec.outside));
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

const NO_FACETS: Pick<JobFilters, FacetFilter> = {
  categoryIds: [],
  employmentTypes: [],
  workplaceTypes: [],
  cityId: null,
  datePosted: null,
};
type FacetFilter = 'categoryIds' | 'employmentTypes' | 'workplaceTypes' | 'cityId' | 'datePosted';

function facetConditions(f: Pick<JobFilters, FacetFilter>): FacetConditions {
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

/** The newest first: live jobs are always posted (the jobs_public index's order); drafts fall back to when they were created. */
function newestFirst(scope: SearchScope): RawBuilder<unknown> {
  return scope.kind === 'company' ? sql`coalesce(j.posted_at, j.created_at) desc` : sql`j.posted_at desc`;
}

function orderBy(spec: SearchSpec, sort: JobSort): RawBuilder<unknown>[] {
  const last = [newestFirst(spec.scope), sql`j.id`];
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

/**
 * How many of the newest matching jobs, and of the newest whose title matches, the ranking's first
 * pass takes (docs/job-search.md, "Speed"). The exact relevance keys read each job's whole
 * document; over every match of a common word that is seconds at a million jobs. The first pass
 * reads only the index and the jobs' own rows, and stops at this many of each.
 */
export const RANKING_POOL = 200;

/**
 * The posting windows, in days, in which the first pass looks for the newest matches before it
 * reads them all (docs/job-search.md, "Speed"). When a window holds a pool's worth of matches,
 * those are the newest of all, and only they were read: a word in 7% of a million jobs' texts
 * took 338 ms to read every match, 24 ms within the last day.
 */
export const RECENT_WINDOWS_DAYS = [1, 7, 30];

/** Every filter of the search (`scoped`: see scopeCondition). */
function everyCondition(spec: SearchSpec, scoped = false): Expression<SqlBool> {
  const c = facetConditions(spec.filters);
  return eb.and([baseCondition(spec, scoped), c.cat, c.emp, c.wp, c.loc, c.date]);
}

/**
 * The posting windows worth reading: from the first that could hold a pool's worth of matches.
 * One that could not would come back short, and the next would read its matches again (a word's
 * index entries, and the window's posting dates, read once per window: 20 of 21 ms of "data
 * analyst pune" at 100,000 jobs went on four windows, none full). The windows are nested, so
 * starting at a wider one finds the same newest matches.
 */
export function windowsWorthReading(windows: readonly number[], expected: readonly number[]): number[] {
  const first = windows.findIndex((_, i) => (expected[i] ?? Infinity) >= RANKING_POOL);
  return first < 0 ? [] : windows.slice(first);
}

/**
 * Each posting window's expected matches from what the board's copy of its newest jobs found
 * within its reach (`found`, fewer than a pool): within the reach, the window holds at most those
 * (it would come back short); beyond it, about that many for the window's share of the board's
 * jobs against the reach's (the posting histogram). Statistics of words cannot tell a phrase's
 * share ("junior supply chain analyst": its rarest word's), the copy counted it: at a million jobs
 * each window read is 4-8 ms of a first pass, a short one for nothing.
 */
export function expectedFromCopy(found: number, reach: number, posted: JobsStatistics['posted'], now: Date): number[] {
  const inReach = Math.max(postedWithinShare(reach, posted, now), Number.EPSILON);
  return [
    ...RECENT_WINDOWS_DAYS.map((days) =>
      days <= reach ? found : (found * postedWithinShare(days, posted, now)) / inReach,
    ),
    found / inReach,
  ];
}

/** First passes that read the document matches before the titles' (for tests and the benchmark). */
export const firstPasses = { documentsFirst: 0 };

/** The jobs expected to match among every job posted (ExpectedMatches' entry after the windows'). */
const expectedInAll = (expected: readonly number[]) => expected[RECENT_WINDOWS_DAYS.length] ?? Infinity;

/** Expected matches by window for the first pass, where the copy's count says more than the statistics. */
type CopyExpected = { title: number[] | undefined; document: number[] | undefined };

const NOTHING_FROM_COPY: CopyExpected = { title: undefined, document: undefined };

async function copyExpected(db: Db, found: CopyFound | undefined, now: Date): Promise<CopyExpected> {
  if (!found) return NOTHING_FROM_COPY;
  const { posted } = await jobsStatistics(db);
  const of = (n: number | null) => (n === null ? undefined : expectedFromCopy(n, found.reach, posted, now));
  return { title: of(found.title), document: of(found.document) };
}

/** CTEs `<name>0` … `<name>n` of the newest matches in each posting window, the last without one. */
type WindowedPool = { ctes: RawBuilder<unknown>[]; refs: string[] };

const countOf = (ref: string) => sql<number>`(select count(*) from ${sql.ref(ref)})`;

/** SQL: some CTE of the pool holds a whole pool's worth (the newest of all its matches). */
const fullPool = (refs: string[]) =>
  sql<SqlBool>`(${sql.join(
    refs.map((r) => sql`${countOf(r)} >= ${RANKING_POOL}`),
    sql` or `,
  )})`;

/**
 * The newest RANKING_POOL jobs matching `where`, looked for in each posting window of `windows`
 * in turn and last among all jobs, each read only when `ready` and every one before came back
 * short: when a window holds a pool's worth, they are the newest of all, and only the window's
 * matches were read.
 */
function windowedPool(
  name: string,
  where: Expression<SqlBool>,
  order: RawBuilder<unknown>,
  windows: readonly number[],
  ready: Expression<SqlBool>,
): WindowedPool {
  const spans = [...windows, null];
  const refs = spans.map((_, i) => `${name}${i}`);
  const ctes = spans.map((days, i) => {
    const before = refs.slice(0, i).map((r) => sql<SqlBool>`${countOf(r)} < ${RANKING_POOL}`);
    const recent = days === null ? TRUE : sql<SqlBool>`j.posted_at >= now() - ${days} * interval '1 day'`;
    return sql`${sql.ref(refs[i] ?? name)} as materialized (select j.id from jobs as j
      where ${where} and ${ready} and ${eb.and([TRUE, ...before])} and ${recent}
      order by ${order} limit ${RANKING_POOL})`;
  });
  return { ctes, refs };
}

/**
 * SQL: the ids of the first pass. `t`: the newest jobs whose title holds the keyword (the title is
 * part of the document, so they match it too), read from the jobs' own rows. `d`: the newest of
 * all matches, which adds the jobs holding the words only in their skills or description. When
 * every word is required and `t` is full, `d` is not read (a one-time filter): a job without the
 * words in its title ranks below every job with them (keys 3 and 6), so none of `d` could reach a
 * page of the pool. Both sort by an expression no index has, on purpose: the planner then asks
 * the GIN indexes for the matches and sorts them, rather than walking the posting-date index and
 * testing job after job, which it underestimates (for `d` each test reads the job's document back
 * from TOAST storage; for `t` a rare word means thousands of rows walked; docs/job-search.md).
 * On the public board both look in the recent posting windows first (RECENT_WINDOWS_DAYS), so a
 * common word's matches are read for a day's or a week's jobs, not for all of them.
 * `heldDocuments`: `d` itself, when the board's copy held a pool of document matches
 * (recent-first-pass.ts), and only `t` is read. Where fewer document matches than a pool are
 * expected (the copy's count, else the statistics'), `d` is read first and `t` only when `d` is
 * full: a short `d` is every match, titles' included.
 */
function rankingPool(
  spec: SearchSpec,
  k: Extract<Keyword, { mode: 'words' }>,
  fromCopy: CopyExpected = NOTHING_FROM_COPY,
  heldDocuments: string[] | null = null,
): RawBuilder<{ id: string }> {
  const c = facetConditions(spec.filters);
  const facets = eb.and([c.cat, c.emp, c.wp, c.loc, c.date]);
  const related = k.every ? null : anyRelated(k.groups);
  const titleQuery = k.every
    ? allGroups(k.groups)
    : related
      ? sql`(${anyGroup(k.groups)} || ${related})`
      : anyGroup(k.groups);
  const inTitle = sql<SqlBool>`j.title_search @@ ${titleQuery}`;
  const windows = spec.scope.kind === 'public' ? RECENT_WINDOWS_DAYS : [];
  // Where the board's copy counted the keyword's matches, its expectations choose the windows.
  const worth = (statistics: number[], copy: number[] | undefined) => {
    const byStatistics = windowsWorthReading(windows, statistics);
    if (!copy) return byStatistics;
    const chosen = windowsWorthReading(windows, copy);
    recentJobsAnswered.windowsLeftOut += Math.max(0, byStatistics.length - chosen.length);
    return chosen;
  };
  const byDate = sql`coalesce(j.posted_at, j.created_at) desc`;
  // A title common enough walks the posting-date index instead (commonInTitles), no window needed.
  const titles = (ready: Expression<SqlBool>) =>
    windowedPool(
      't',
      eb.and([filterCondition(spec), facets, inTitle]),
      k.commonInTitles ? newestFirst(spec.scope) : byDate,
      k.commonInTitles ? [] : worth(k.expected.title, fromCopy.title),
      ready,
    );
  const documentWindows = () => worth(k.expected.document, fromCopy.document);
  const union = (first: WindowedPool, then: WindowedPool) =>
    sql<{ id: string }>`with ${sql.join([...first.ctes, ...then.ctes])}
    ${sql.join(
      [...first.refs, ...then.refs].map((r) => sql`select id from ${sql.ref(r)}`),
      sql` union `,
    )}`;
  // Fewer document matches expected than a pool: `d` first, and `t` only when `d` came back full.
  // A `d` short of a pool is every match, and holds `t` (a title is in its document): at a million
  // jobs the title index's read for the same few matches was 3-4.5 ms of a 7 ms first pass.
  const documentsExpected = expectedInAll(fromCopy.document ?? k.expected.document);
  if (!heldDocuments && documentsExpected < RANKING_POOL) {
    firstPasses.documentsFirst++;
    const d = windowedPool('d', everyCondition(spec), byDate, documentWindows(), TRUE);
    return union(d, titles(fullPool(d.refs)));
  }
  const t = titles(TRUE);
  const ready = k.every ? sql<SqlBool>`not ${fullPool(t.refs)}` : TRUE;
  // The board's copy held the newest document matches: they are `d`, under the same condition.
  const d = heldDocuments
    ? { ctes: [sql`d as (select unnest(${heldDocuments}::uuid[]) as id where ${ready})`], refs: ['d'] }
    : windowedPool('d', everyCondition(spec), byDate, documentWindows(), ready);
  return union(t, d);
}

function withOrder<Q extends { orderBy(key: RawBuilder<unknown>): Q }>(q: Q, keys: RawBuilder<unknown>[]): Q {
  let out = q;
  for (const key of keys) out = out.orderBy(key);
  return out;
}

const CARD_SELECT = sql.join(cardColumnsOf('j').map((c) => sql.ref(c)));

/** The live jobs in scope among `ids`, in their order, from `offset` on: a page of kept ranked ids. */
async function rankedRows(db: Db, scope: SearchScope, ids: string[], offset: number, limit: number) {
  // Prepared: it reads jobs by key, so PostgreSQL's generic plan is the right one.
  const { rows } = await sql<CardRow>`${prepared} select ${CARD_SELECT}
    from unnest(${ids}::uuid[]) with ordinality as r(id, ord) join jobs as j on j.id = r.id
    where ${scopeCondition(scope)} order by r.ord limit ${limit} offset ${offset}`.execute(db);
  return rows;
}

/**
 * The page of a keyword search in relevance order: the first pass's jobs ranked exactly, then the
 * other matches newest first. The ranked pool is kept while the board's stamp stays the same
 * (ranking-cache.ts): a page within it is one statement, reading only the page's jobs, each
 * checked to be live again. A page past it lists the other matches newest first.
 */
async function rankedPage(
  db: Db,
  spec: SearchSpec,
  k: Extract<Keyword, { mode: 'words' }>,
  offset: number,
  limit: number,
  stamp: Promise<string>,
): Promise<CardRow[]> {
  const rank = async () => {
    const held = await heldRankingPool(db, spec, k, await stamp, RANKING_POOL);
    const pool =
      held && 'pool' in held
        ? held.pool
        : (
            await rankingPool(spec, k, await copyExpected(db, held?.short, new Date()), held?.d ?? null).execute(db)
          ).rows.map((r) => r.id);
    if (!pool.length) return [];
    const q = boardJobs(db, spec.scope)
      .select('j.id')
      .where(sql<SqlBool>`j.id = any(${pool}::uuid[])`);
    return (await withOrder(q, orderBy(spec, 'relevant')).execute()).map((r) => r.id);
  };
  const ranked = await keptRanking(rankingKey(spec, k), await stamp, rank);
  // The pool holds the newest match there is: none, no match.
  if (!ranked.length) return [];
  const page = await rankedRows(db, spec.scope, ranked, offset, limit);
  if (page.length === limit) return page;
  // The page reaches past the live ranked jobs: the other matches follow, newest first.
  const live = page.length
    ? offset + page.length
    : Number(
        (
          await boardJobs(db, spec.scope)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where(sql<SqlBool>`j.id = any(${ranked}::uuid[])`)
            .where(scopeCondition(spec.scope, true))
            .executeTakeFirst()
        )?.n ?? 0,
      );
  const rest = await boardJobs(db, spec.scope)
    .select(cardColumnsOf('j'))
    .where(everyCondition(spec, true))
    .where(sql<SqlBool>`not (j.id = any(${ranked}::uuid[]))`)
    .orderBy(newestFirst(spec.scope))
    .orderBy('j.id')
    .limit(limit - page.length)
    .offset(Math.max(0, offset - live))
    .execute();
  return [...page, ...rest];
}

/**
 * A page of the search. `stamp`: the board's stamp, read before anything the page is made of (a
 * keyword search's pool is kept by it).
 */
export async function searchPage(
  db: Db,
  spec: SearchSpec,
  sort: JobSort,
  page: number,
  limit: number,
  stamp: Promise<string>,
): Promise<CardRow[]> {
  const offset = (page - 1) * limit;
  if (sort === 'relevant' && spec.keyword?.mode === 'words')
    return rankedPage(db, spec, spec.keyword, offset, limit, stamp);
  const q = boardJobs(db, spec.scope).select(cardColumnsOf('j')).where(everyCondition(spec, true));
  return withOrder(q, orderBy(spec, sort)).limit(limit).offset(offset).execute();
}

type FacetSqlRow = {
  g: number;
  category_id: string | null;
  employment_type: string | null;
  city_id: string | null;
  city_nm: string | null;
  n_base: string;
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
 * Facet counts and the total read no further than this many jobs matching the base filters: below
 * it they are exact; above it a public search's are estimated from a posting window's exact counts
 * (estimated-counts.ts), read up to WINDOW_CAP.
 */
export const COUNT_CAP = 500;

export type FacetCounts = {
  rows: FacetRow[];
  /** The bound was reached: every count is at least what it says. */
  capped: boolean;
  /** The counts are estimates scaled from a posting window's exact counts (estimated-counts.ts). */
  estimated: boolean;
  /** Jobs read: those matching the base filters (every filter but the facets'), up to the cap; 0 when kept. */
  matched: number;
};

/**
 * The total and every facet's buckets, each facet counted under all the other filters. One scan
 * of the jobs matching the base filters, grouped by grouping sets, with each facet's count
 * filtered by every condition but its own. (A CTE read once per facet was materialised and
 * spilled to disk at 100,000 jobs; see docs/benchmark.md.) With a `cap`, the scan stops after that
 * many jobs, and when it does the counts are lower bounds (withCappedTotal counts the total then).
 */
export async function searchFacets(
  db: Db,
  spec: SearchSpec,
  cap: number | null,
  withinHours: number | null = null,
): Promise<FacetCounts> {
  const c = facetConditions(spec.filters);
  const all = sql<SqlBool>`${c.cat} and ${c.emp} and ${c.wp} and ${c.loc} and ${c.date}`;
  const noWp = sql<SqlBool>`${c.cat} and ${c.emp} and ${c.loc} and ${c.date}`;
  const noDate = sql<SqlBool>`${c.cat} and ${c.emp} and ${c.wp} and ${c.loc}`;
  const matching = sql`select j.category_id, j.employment_type, j.city_id, j.city_nm, j.workplace_type,
      j.location_type, j.posted_at
    from jobs as j where ${baseCondition(spec)}
      ${withinHours === null ? sql`` : sql`and j.posted_at >= now() - ${sql.lit(withinHours)} * interval '1 hour'`}
      ${cap === null ? sql`` : sql`limit ${cap}`}`;
  const { rows } = await sql<FacetSqlRow>`
    select grouping(j.category_id, j.employment_type, j.city_id) as g,
      j.category_id::text as category_id, j.employment_type, j.city_id, max(j.city_nm) as city_nm,
      count(*) as n_base,
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
    from (${matching}) as j
    group by grouping sets ((), (j.category_id), (j.employment_type), (j.city_id))`.execute(db);
  const out: FacetRow[] = [];
  let capped = false;
  let matched = 0;
  for (const r of rows) {
    const g = Number(r.g);
    if (g === SET_ALL) {
      matched = Number(r.n_base);
      capped = cap !== null && matched >= cap;
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
  return { rows: out, capped, estimated: false, matched };
}

/**
 * Counts capped under a facet filter, with their total counted exactly over the jobs matching
 * every filter, up to the cap: the capped scan saw only some of the jobs the facets exclude.
 * Only where no estimate took their place (estimated-counts.ts).
 */
export async function withCappedTotal(
  db: Db,
  spec: SearchSpec,
  counts: FacetCounts,
  cap: number,
): Promise<FacetCounts> {
  const f = spec.filters;
  const narrowed =
    f.categoryIds.length || f.employmentTypes.length || f.workplaceTypes.length || f.cityId || f.datePosted;
  if (!counts.capped || !narrowed) return counts;
  const { rows: t } = await sql<{ n: number }>`select count(*)::int as n from (select 1 from jobs as j
    where ${everyCondition(spec)} limit ${cap}) as m`.execute(db);
  return {
    ...counts,
    rows: counts.rows.map((r) => (r.facet === 'total' ? { ...r, n: Number(t[0]?.n ?? 0) } : r)),
  };
}
