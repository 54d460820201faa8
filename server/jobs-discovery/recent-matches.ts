// A search asked of the newest jobs held in memory (recent-jobs.ts): the same conditions as the SQL
// of search-repo.ts (every filter, the facets' conditions, the keyword's tsqueries as lexemes),
// answering the facet counts of those jobs and the newest matches of the first ranking pass.
// A search memory cannot answer as PostgreSQL would (an employer's own list, a fuzzy keyword, the
// role elsewhere) is not asked here.
import { DATE_WINDOWS } from './job-filters.ts';
import type { GroupLexemes, Spelling } from './keyword-lexemes.ts';
import type { Postings, RecentJobs } from './recent-jobs.ts';
import type { FacetRow, Keyword, SearchSpec } from './search-spec.ts';

const HOUR_MS = 3_600_000;
const EMPTY = new Int32Array(0);

// Sets of held jobs are their slots, ascending (slot 0 the newest): the work of a search is
// bounded by the postings of its words, not by the jobs held.

/** The slots in both lists. */
function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const out = new Int32Array(small.length);
  let n = 0;
  let j = 0;
  for (const slot of small) {
    while (j < large.length && (large[j] ?? 0) < slot) j++;
    if (j >= large.length) break;
    if (large[j] === slot) out[n++] = slot;
  }
  return out.subarray(0, n);
}

/** The slots in any of the lists. */
function union(lists: readonly Int32Array[]): Int32Array {
  const some = lists.filter((l) => l.length);
  if (some.length <= 1) return some[0] ?? EMPTY;
  const all = new Int32Array(some.reduce((n, l) => n + l.length, 0));
  let at = 0;
  for (const l of some) {
    all.set(l, at);
    at += l.length;
  }
  all.sort();
  let n = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[n++] = all[i] ?? 0;
  return all.subarray(0, n);
}

/** The slots in every list (the shortest first: each step is bounded by what is left). */
function inEvery(lists: Int32Array[]): Int32Array {
  const [first, ...rest] = lists.sort((a, b) => a.length - b.length);
  return rest.reduce((held, list) => (held.length ? intersect(held, list) : held), first ?? EMPTY);
}

/** The slots holding every lexeme of the spelling. */
function holdingAll(postings: Postings, spelling: Spelling): Int32Array {
  return inEvery(spelling.map((w) => postings.get(w) ?? EMPTY));
}

/** The slots holding any of the spellings. */
const holdingAny = (postings: Postings, spellings: readonly Spelling[]) =>
  union(spellings.map((s) => holdingAll(postings, s)));

type Words = Extract<Keyword, { mode: 'words' }>;

/**
 * The jobs holding the keyword as `j.search @@ allGroups` (every) or `holdsAny` (any group in the
 * document, or a related role in the title) would find them.
 */
export function keywordSlots(copy: RecentJobs, k: Words, lex: readonly GroupLexemes[]): Int32Array {
  const groups = lex.map((g) => holdingAny(copy.doc, g.spellings));
  if (k.every) return inEvery(groups);
  return union([
    ...groups,
    holdingAny(
      copy.title,
      lex.flatMap((g) => g.related),
    ),
  ]);
}

/** The jobs whose title holds the keyword as the first pass's `t` asks (search-repo.ts, rankingPool). */
export function titleSlots(copy: RecentJobs, k: Words, lex: readonly GroupLexemes[]): Int32Array {
  if (k.every) return inEvery(lex.map((g) => holdingAny(copy.title, g.spellings)));
  return holdingAny(copy.title, [...lex.flatMap((g) => g.spellings), ...lex.flatMap((g) => g.related)]);
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
  const slots = k && lex ? keywordSlots(copy, k, lex) : null;
  const c = conditionsOf(copy, spec, now);
  const dateSince = Object.entries(DATE_WINDOWS).map(([v, h]) => [v, now - h * HOUR_MS] as const);
  let matched = 0;
  let total = 0;
  let dAny = 0;
  const wp = { OFFICE: 0, WFH: 0, HYBRID: 0 };
  const dates = new Map<string, number>();
  const cats = new Map<string, number>();
  const emps = new Map<string, number>();
  const cities = new Map<string, number>();
  const cityNames = new Map<string, string>();
  const count = slots ? slots.length : copy.size;
  for (let at = 0; at < count; at++) {
    const i = slots ? (slots[at] ?? 0) : at;
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
  return { rows, matched, n: dAny, live: liveHeld(copy, now) };
}

/** Held jobs not past their expiry at `now`. */
export function liveHeld(copy: RecentJobs, now: number): number {
  // The expiries, ascending: those at or before now have passed.
  const e = copy.expiriesSorted;
  let lo = 0;
  let hi = e.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((e[mid] ?? 0) <= now) lo = mid + 1;
    else hi = mid;
  }
  return copy.size - lo;
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
  const c = conditionsOf(copy, spec, now);
  const every = (i: number) => c.base(i) && c.cat(i) && c.emp(i) && c.wp(i) && c.loc(i) && c.date(i);
  const newest = (slots: Int32Array) => {
    const out: string[] = [];
    for (let at = 0; at < slots.length && out.length < size; at++) {
      const i = slots[at] ?? 0;
      if (every(i)) out.push(copy.id[i] ?? '');
    }
    return out;
  };
  return { t: newest(titleSlots(copy, k, lex)), d: newest(keywordSlots(copy, k, lex)) };
}

/** Live held jobs whose document holds every group, and holding each group (or its related roles in the title). */
export function keywordHolders(
  copy: RecentJobs,
  lex: readonly GroupLexemes[],
  now: number,
): { every: number; each: number[] } {
  const live = (slots: Int32Array) => {
    let n = 0;
    for (const i of slots) if ((copy.expires[i] ?? 0) > now) n++;
    return n;
  };
  const groups = lex.map((g) => holdingAny(copy.doc, g.spellings));
  const each = lex.map((g, i) =>
    live(g.related.length ? union([groups[i] ?? EMPTY, holdingAny(copy.title, g.related)]) : (groups[i] ?? EMPTY)),
  );
  return { every: live(inEvery(groups)), each };
}
