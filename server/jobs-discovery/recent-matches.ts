// A search asked of the newest jobs held in memory (recent-jobs.ts): the same conditions as the SQL
// of search-repo.ts (every filter, the facets' conditions, the keyword's tsqueries as lexemes),
// answering the facet counts of those jobs and the newest matches of the first ranking pass.
// A search memory cannot answer as PostgreSQL would (an employer's own list, a fuzzy keyword, the
// role elsewhere) is not asked here.
import { DATE_WINDOWS } from './job-filters.ts';
import type { GroupLexemes, Spelling } from './keyword-lexemes.ts';
import type { Postings, RecentJobs } from './recent-jobs.ts';
import type { FacetRow } from './search-repo.ts';
import type { Keyword, SearchSpec } from './search-spec.ts';

const HOUR_MS = 3_600_000;
const EMPTY = new Int32Array(0);

/** The slots holding every lexeme of the spelling, ascending. */
function holdingAll(postings: Postings, spelling: Spelling): Int32Array {
  const lists = spelling.map((w) => postings.get(w) ?? EMPTY).sort((a, b) => a.length - b.length);
  const [first, ...rest] = lists;
  if (!first?.length) return EMPTY;
  if (!rest.length) return first;
  const out: number[] = [];
  const at = rest.map(() => 0);
  outer: for (const slot of first) {
    for (let i = 0; i < rest.length; i++) {
      const list = rest[i] ?? EMPTY;
      let j = at[i] ?? 0;
      while (j < list.length && (list[j] ?? 0) < slot) j++;
      at[i] = j;
      if (j >= list.length) break outer;
      if (list[j] !== slot) continue outer;
    }
    out.push(slot);
  }
  return Int32Array.from(out);
}

/** Marks in `into` (by adding `by`) the slots holding any of the spellings. */
function markAny(into: Uint8Array, postings: Postings, spellings: readonly Spelling[], by: number): void {
  const seen = spellings.length > 1 ? new Uint8Array(into.length) : null;
  for (const s of spellings)
    for (const slot of holdingAll(postings, s)) {
      if (seen) {
        if (seen[slot]) continue;
        seen[slot] = 1;
      }
      into[slot] = (into[slot] ?? 0) + by;
    }
}

type Words = Extract<Keyword, { mode: 'words' }>;

/**
 * 1 where the job holds the keyword as `j.search @@ allGroups` (every) or `holdsAny` (any group in
 * the document, or a related role in the title) would find it.
 */
export function keywordMarks(copy: RecentJobs, k: Words, lex: readonly GroupLexemes[]): Uint8Array {
  const held = new Uint8Array(copy.size);
  if (k.every) {
    for (const g of lex) markAny(held, copy.doc, g.spellings, 1);
    for (let i = 0; i < held.length; i++) held[i] = held[i] === lex.length ? 1 : 0;
    return held;
  }
  for (const g of lex) markAny(held, copy.doc, g.spellings, 1);
  const related = lex.flatMap((g) => g.related);
  if (related.length) markAny(held, copy.title, related, 1);
  for (let i = 0; i < held.length; i++) held[i] = held[i] ? 1 : 0;
  return held;
}

/** 1 where the job's title holds the keyword as the first pass's `t` asks (search-repo.ts, rankingPool). */
export function titleMarks(copy: RecentJobs, k: Words, lex: readonly GroupLexemes[]): Uint8Array {
  const held = new Uint8Array(copy.size);
  if (k.every) {
    for (const g of lex) markAny(held, copy.title, g.spellings, 1);
    for (let i = 0; i < held.length; i++) held[i] = held[i] === lex.length ? 1 : 0;
    return held;
  }
  markAny(held, copy.title, [...lex.flatMap((g) => g.spellings), ...lex.flatMap((g) => g.related)], 1);
  for (let i = 0; i < held.length; i++) held[i] = held[i] ? 1 : 0;
  return held;
}

/** Whether a search can be asked of memory: the public board, words or no keyword, no `outside`. */
export function answerable(spec: SearchSpec): boolean {
  return spec.scope.kind === 'public' && !spec.outside && spec.keyword?.mode !== 'fuzzy';
}

/** The conditions of one job, as search-repo.ts's filterCondition and facetConditions write them. */
export function conditionsOf(copy: RecentJobs, spec: SearchSpec, now: number) {
  const f = spec.filters;
  const since = f.datePosted ? now - DATE_WINDOWS[f.datePosted] * HOUR_MS : null;
  const categories = new Set(f.categoryIds);
  const employment = new Set<string>(f.employmentTypes);
  const salary = f.salaryMinUsd !== null || f.salaryMaxUsd !== null;
  return {
    /** Live, in scope, and every filter outside the facets. */
    base(i: number): boolean {
      if (!((copy.expires[i] ?? 0) > now)) return false;
      if (f.stateId && copy.state[i] !== f.stateId) return false;
      if (
        f.countryId &&
        copy.country[i] !== f.countryId &&
        !(copy.locationType[i] === 'WFH' && copy.country[i] === null)
      )
        return false;
      if (salary) {
        if (!copy.salaryVisible[i]) return false;
        // A comparison with no salary is SQL's null: not true.
        if (f.salaryMinUsd !== null && !((copy.yearlyMax[i] ?? NaN) >= f.salaryMinUsd)) return false;
        if (f.salaryMaxUsd !== null && !((copy.yearlyMin[i] ?? NaN) <= f.salaryMaxUsd)) return false;
      }
      const expMax = copy.experienceMax[i] ?? NaN;
      const expMin = copy.experienceMin[i] ?? NaN;
      if (f.experienceMin !== null && !((Number.isNaN(expMax) ? 50 : expMax) >= f.experienceMin)) return false;
      if (f.experienceMax !== null && !((Number.isNaN(expMin) ? 0 : expMin) <= f.experienceMax)) return false;
      if (f.companyId && copy.company[i] !== f.companyId) return false;
      return true;
    },
    cat: (i: number) => !categories.size || categories.has(copy.category[i] ?? ''),
    emp: (i: number) => !employment.size || employment.has(copy.employment[i] ?? ''),
    wp: (i: number) =>
      !f.workplaceTypes.length ||
      f.workplaceTypes.some((t) =>
        t === 'WFH' ? copy.workplace[i] === 'WFH' || copy.locationType[i] === 'WFH' : copy.workplace[i] === t,
      ),
    loc: (i: number) => !f.cityId || copy.city[i] === f.cityId,
    date: (i: number) => since === null || (copy.posted[i] ?? 0) >= since,
  };
}

export type RecentFacets = {
  rows: FacetRow[];
  /** Held jobs matching the base filters (searchFacets' `matched`). */
  matched: number;
  /** Held jobs matching every filter but the date's (the date facet's 'any'). */
  n: number;
  /** Live jobs held. */
  live: number;
};

const bump = (m: Map<string, number>, key: string, by: number) => m.set(key, (m.get(key) ?? 0) + by);

/** The counts searchFacets would read of the held jobs: the total and each facet under the others. */
export function recentFacets(
  copy: RecentJobs,
  spec: SearchSpec,
  lex: readonly GroupLexemes[] | null,
  now: number,
): RecentFacets {
  const k = spec.keyword?.mode === 'words' ? spec.keyword : null;
  const marks = k && lex ? keywordMarks(copy, k, lex) : null;
  const c = conditionsOf(copy, spec, now);
  const dateSince = Object.entries(DATE_WINDOWS).map(([v, h]) => [v, now - h * HOUR_MS] as const);
  let matched = 0;
  let live = 0;
  let total = 0;
  let dAny = 0;
  const wp = { OFFICE: 0, WFH: 0, HYBRID: 0 };
  const dates = new Map<string, number>();
  const cats = new Map<string, number>();
  const emps = new Map<string, number>();
  const cities = new Map<string, number>();
  const cityNames = new Map<string, string>();
  for (let i = 0; i < copy.size; i++) {
    if ((copy.expires[i] ?? 0) > now) live++;
    if (marks && !marks[i]) continue;
    if (!c.base(i)) continue;
    matched++;
    const cat = c.cat(i);
    const emp = c.emp(i);
    const w = c.wp(i);
    const loc = c.loc(i);
    const date = c.date(i);
    if (cat && emp && w && loc && date) total++;
    const category = copy.category[i];
    if (category !== null && category !== undefined) bump(cats, category, emp && w && loc && date ? 1 : 0);
    bump(emps, copy.employment[i] ?? '', cat && w && loc && date ? 1 : 0);
    const city = copy.city[i];
    if (city !== null && city !== undefined) {
      bump(cities, city, cat && emp && w && date ? 1 : 0);
      const name = copy.cityName[i];
      // max(city_nm), as the SQL names a city's bucket.
      if (name != null && name > (cityNames.get(city) ?? '')) cityNames.set(city, name);
    }
    if (cat && emp && loc && date) {
      const type = copy.workplace[i];
      if (type === 'OFFICE') wp.OFFICE++;
      if (type === 'WFH' || copy.locationType[i] === 'WFH') wp.WFH++;
      if (type === 'HYBRID') wp.HYBRID++;
    }
    if (cat && emp && w && loc) {
      dAny++;
      const posted = copy.posted[i] ?? 0;
      for (const [v, since] of dateSince) if (posted >= since) bump(dates, v, 1);
    }
  }
  const rows: FacetRow[] = [
    { facet: 'total', value: '', label: '', n: total },
    { facet: 'workplace', value: 'OFFICE', label: '', n: wp.OFFICE },
    { facet: 'workplace', value: 'WFH', label: '', n: wp.WFH },
    { facet: 'workplace', value: 'HYBRID', label: '', n: wp.HYBRID },
    { facet: 'date', value: 'any', label: '', n: dAny },
    ...Object.keys(DATE_WINDOWS).map((v): FacetRow => ({ facet: 'date', value: v, label: '', n: dates.get(v) ?? 0 })),
    ...[...cats].map(([value, n]): FacetRow => ({ facet: 'category', value, label: '', n })),
    ...[...emps].map(([value, n]): FacetRow => ({ facet: 'employment', value, label: '', n })),
    ...[...cities].map(([value, n]): FacetRow => ({ facet: 'location', value, label: cityNames.get(value) ?? '', n })),
  ];
  return { rows, matched, n: dAny, live };
}

export type RecentPool = {
  /** The newest held jobs whose title holds the keyword, under every filter, up to `size`. */
  t: string[];
  /** The newest held jobs matching every filter, up to `size`. */
  d: string[];
};

/** The first ranking pass's `t` and `d` among the held jobs (newest first: slot order). */
export function recentPool(
  copy: RecentJobs,
  spec: SearchSpec,
  k: Words,
  lex: readonly GroupLexemes[],
  now: number,
  size: number,
): RecentPool {
  const inDoc = keywordMarks(copy, k, lex);
  const inTitle = titleMarks(copy, k, lex);
  const c = conditionsOf(copy, spec, now);
  const every = (i: number) => c.base(i) && c.cat(i) && c.emp(i) && c.wp(i) && c.loc(i) && c.date(i);
  const t: string[] = [];
  const d: string[] = [];
  for (let i = 0; i < copy.size && (t.length < size || d.length < size); i++) {
    if (!inDoc[i] && !inTitle[i]) continue;
    if (!every(i)) continue;
    const id = copy.id[i] ?? '';
    if (inTitle[i] && t.length < size) t.push(id);
    if (inDoc[i] && d.length < size) d.push(id);
  }
  return { t, d };
}

/** Live held jobs whose document holds every group, and holding each group (or its related roles in the title). */
export function keywordHolders(
  copy: RecentJobs,
  lex: readonly GroupLexemes[],
  now: number,
): { every: number; each: number[] } {
  const live = (i: number) => (copy.expires[i] ?? 0) > now;
  const all = new Uint8Array(copy.size);
  const each = lex.map((g) => {
    const held = new Uint8Array(copy.size);
    markAny(held, copy.doc, g.spellings, 1);
    for (let i = 0; i < held.length; i++) if (held[i]) all[i] = (all[i] ?? 0) + 1;
    if (g.related.length) markAny(held, copy.title, g.related, 1);
    let n = 0;
    for (let i = 0; i < held.length; i++) if (held[i] && live(i)) n++;
    return n;
  });
  let every = 0;
  for (let i = 0; i < all.length; i++) if (all[i] === lex.length && live(i)) every++;
  return { every, each };
}
