// A search asked of the newest jobs held in memory (recent-jobs.ts): the same conditions as the SQL
// of search-repo.ts (every filter, the facets' conditions, the keyword's tsqueries as lexemes),
// answering the facet counts of those jobs and the newest matches of the first ranking pass.
// A search memory cannot answer as PostgreSQL would (an employer's own list, a fuzzy keyword, the
// role elsewhere) is not asked here.
import { codeIn, maskOf } from './coded-column.ts';
import { DATE_WINDOWS } from './job-filters.ts';
import type { GroupLexemes, Spelling } from './keyword-lexemes.ts';
import type { Postings, RecentJobs } from './recent-jobs.ts';
import type { FacetRow, Keyword, SearchSpec } from './search-spec.ts';

const HOUR_MS = 3_600_000;
const EMPTY = new Int32Array(0);

// Sets of held jobs are their slots, ascending (slot 0 the newest): the work of a search is
// bounded by the postings of its words, not by the jobs held.

/** The first index of `list` from `from` on whose slot is not below `slot` (list.length: none). */
function seek(list: Int32Array, slot: number, from: number): number {
  // Galloping: steps doubling from `from`, then a binary search of the last step.
  let step = 1;
  let hi = from;
  while (hi < list.length && (list[hi] ?? 0) < slot) {
    from = hi + 1;
    hi += step;
    step *= 2;
  }
  hi = Math.min(hi, list.length);
  while (from < hi) {
    const mid = (from + hi) >> 1;
    if ((list[mid] ?? 0) < slot) from = mid + 1;
    else hi = mid;
  }
  return from;
}

/**
 * The slots in both lists. The larger is galloped through: a rare word's few slots against a
 * common word's thousands cost the few's number of short searches, not a walk of the thousands.
 */
export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const out = new Int32Array(small.length);
  let n = 0;
  let j = 0;
  for (let at = 0; at < small.length; at++) {
    const slot = small[at] ?? 0;
    j = seek(large, slot, j);
    if (j >= large.length) break;
    if (large[j] === slot) out[n++] = slot;
  }
  return out.subarray(0, n);
}

/** The slots in either list, each once (both ascending). */
function merged(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] ?? 0;
    const y = b[j] ?? 0;
    if (x <= y) i++;
    if (y <= x) j++;
    out[n++] = x <= y ? x : y;
  }
  while (i < a.length) out[n++] = a[i++] ?? 0;
  while (j < b.length) out[n++] = b[j++] ?? 0;
  return out.subarray(0, n);
}

/**
 * The slots in any of the lists, merged in pairs, each round halving the lists: linear in the
 * slots for the few spellings of a group (sorting their concatenation was most of a copy's union).
 */
export function union(lists: readonly Int32Array[]): Int32Array {
  let round = lists.filter((l) => l.length);
  if (!round.length) return EMPTY;
  while (round.length > 1) {
    const next: Int32Array[] = [];
    for (let i = 0; i < round.length; i += 2) {
      const a = round[i] ?? EMPTY;
      const b = round[i + 1];
      next.push(b ? merged(a, b) : a);
    }
    round = next;
  }
  return round[0] ?? EMPTY;
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

/**
 * What a copy's searches found, by the postings asked and the words: a first asking asks the same
 * keyword of the copy for its counts, its word counts and its ranking pass, one after the other.
 * A copy is never changed once read, so what was found of it stays true; a few searches' worth.
 */
const found = new WeakMap<Postings, Map<string, Int32Array>>();
const FOUND_KEPT = 32;

function remembered(postings: Postings, key: string, find: () => Int32Array): Int32Array {
  let kept = found.get(postings);
  if (!kept) found.set(postings, (kept = new Map()));
  const known = kept.get(key);
  if (known) return known;
  const slots = find();
  if (kept.size >= FOUND_KEPT) kept.clear();
  kept.set(key, slots);
  return slots;
}

/** The slots holding any of the spellings. */
const holdingAny = (postings: Postings, spellings: readonly Spelling[]) =>
  remembered(postings, JSON.stringify(spellings), () => union(spellings.map((s) => holdingAll(postings, s))));

type Words = Extract<Keyword, { mode: 'words' }>;

/** What a keyword's set of held jobs is remembered by: whether every group is required, and the lexemes. */
const slotsKey = (k: Words, lex: readonly GroupLexemes[]) => `${k.every ? 'every' : 'any'}:${JSON.stringify(lex)}`;

/**
 * The jobs holding the keyword as `j.search @@ allGroups` (every) or `holdsAny` (any group in the
 * document, or a related role in the title) would find them.
 */
export function keywordSlots(copy: RecentJobs, k: Words, lex: readonly GroupLexemes[]): Int32Array {
  return remembered(copy.doc, slotsKey(k, lex), () => keywordSlotsOf(copy, k, lex));
}

function keywordSlotsOf(copy: RecentJobs, k: Words, lex: readonly GroupLexemes[]): Int32Array {
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
  return remembered(copy.title, slotsKey(k, lex), () => titleSlotsOf(copy, k, lex));
}

function titleSlotsOf(copy: RecentJobs, k: Words, lex: readonly GroupLexemes[]): Int32Array {
  if (k.every) return inEvery(lex.map((g) => holdingAny(copy.title, g.spellings)));
  return holdingAny(copy.title, [...lex.flatMap((g) => g.spellings), ...lex.flatMap((g) => g.related)]);
}

/** Whether a search can be asked of memory: the public board, words or no keyword, no `outside`. */
export function answerable(spec: SearchSpec): boolean {
  return spec.scope.kind === 'public' && !spec.outside && spec.keyword?.mode !== 'fuzzy';
}

/**
 * The conditions of one job, as search-repo.ts's filterCondition and facetConditions write them,
 * compared as the copy's codes (a value no held job has matches none).
 */
export function conditionsOf(copy: RecentJobs, spec: SearchSpec, now: number) {
  const f = spec.filters;
  const since = f.datePosted ? now - DATE_WINDOWS[f.datePosted] * HOUR_MS : null;
  const salary = f.salaryMinUsd !== null || f.salaryMaxUsd !== null;
  const state = f.stateId ? codeIn(copy.state, f.stateId) : null;
  const country = f.countryId ? codeIn(copy.country, f.countryId) : null;
  const noCountry = codeIn(copy.country, null);
  const remote = codeIn(copy.locationType, 'WFH');
  const company = f.companyId ? codeIn(copy.company, f.companyId) : null;
  const city = f.cityId ? codeIn(copy.city, f.cityId) : null;
  const categories = f.categoryIds.length ? maskOf(copy.category, f.categoryIds) : null;
  const employment = f.employmentTypes.length ? maskOf(copy.employment, f.employmentTypes) : null;
  // A workplace type asked for, or remote work asked for and the location remote.
  const workplaces = f.workplaceTypes.length ? maskOf(copy.workplace, f.workplaceTypes) : null;
  const remoteAsked = f.workplaceTypes.includes('WFH');
  const remoteWorkplace = codeIn(copy.workplace, 'WFH');
  const states = copy.state.codes;
  const countries = copy.country.codes;
  const locationTypes = copy.locationType.codes;
  return {
    /** Live, in scope, and every filter outside the facets. */
    base(i: number): boolean {
      if (!((copy.expires[i] ?? 0) > now)) return false;
      if (state !== null && states[i] !== state) return false;
      if (country !== null && countries[i] !== country && !(locationTypes[i] === remote && countries[i] === noCountry))
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
      if (company !== null && copy.company.codes[i] !== company) return false;
      return true;
    },
    cat: (i: number) => categories === null || categories[copy.category.codes[i] ?? 0] === 1,
    emp: (i: number) => employment === null || employment[copy.employment.codes[i] ?? 0] === 1,
    wp: (i: number) =>
      workplaces === null ||
      workplaces[copy.workplace.codes[i] ?? 0] === 1 ||
      (remoteAsked && locationTypes[i] === remote),
    loc: (i: number) => city === null || copy.city.codes[i] === city,
    /** Remote work, as the WFH workplace filter and bucket read it: the workplace or the location. */
    remote: (i: number) => copy.workplace.codes[i] === remoteWorkplace || locationTypes[i] === remote,
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

/** A facet's buckets, by the codes of a column: counts, and the codes in the order first seen. */
function buckets(size: number) {
  const n = new Int32Array(size);
  const seen = new Uint8Array(size);
  const order: number[] = [];
  return {
    n,
    bump(code: number, by: number) {
      if (!seen[code]) {
        seen[code] = 1;
        order.push(code);
      }
      n[code] = (n[code] ?? 0) + by;
    },
    order,
  };
}

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
  const windows = Object.keys(DATE_WINDOWS) as (keyof typeof DATE_WINDOWS)[];
  const dateSince = windows.map((v) => now - DATE_WINDOWS[v] * HOUR_MS);
  const dates = new Int32Array(windows.length);
  let matched = 0;
  let total = 0;
  let dAny = 0;
  const wp = { OFFICE: 0, WFH: 0, HYBRID: 0 };
  const { category, employment, city, cityName, workplace } = copy;
  const cats = buckets(category.values.length);
  const emps = buckets(employment.values.length);
  const cities = buckets(city.values.length);
  // max(city_nm) of each city's bucket, as the SQL names it: the code of the greatest name seen.
  const names = new Int32Array(city.values.length).fill(-1);
  const noCategory = codeIn(category, null);
  const noCity = codeIn(city, null);
  const office = codeIn(workplace, 'OFFICE');
  const hybrid = codeIn(workplace, 'HYBRID');
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
    const categoryCode = category.codes[i] ?? 0;
    if (categoryCode !== noCategory) cats.bump(categoryCode, emp && w && loc && date ? 1 : 0);
    emps.bump(employment.codes[i] ?? 0, cat && w && loc && date ? 1 : 0);
    const cityCode = city.codes[i] ?? 0;
    if (cityCode !== noCity) {
      cities.bump(cityCode, cat && emp && w && date ? 1 : 0);
      const nameCode = cityName.codes[i] ?? 0;
      const best = names[cityCode] ?? -1;
      if (nameCode !== best) {
        const name = cityName.values[nameCode];
        if (name != null && name > (best < 0 ? '' : (cityName.values[best] ?? ''))) names[cityCode] = nameCode;
      }
    }
    if (cat && emp && loc && date) {
      const type = workplace.codes[i];
      if (type === office) wp.OFFICE++;
      if (c.remote(i)) wp.WFH++;
      if (type === hybrid) wp.HYBRID++;
    }
    if (cat && emp && w && loc) {
      dAny++;
      const posted = copy.posted[i] ?? 0;
      for (let d = 0; d < dateSince.length; d++) if (posted >= (dateSince[d] ?? 0)) dates[d] = (dates[d] ?? 0) + 1;
    }
  }
  const valueOf = (values: readonly (string | null)[], code: number) => values[code] ?? '';
  /** A facet's buckets as rows, in the order first seen; `label`: the bucket's label, by code. */
  const rowsOf = (
    facet: FacetRow['facet'],
    column: { values: readonly (string | null)[] },
    b: ReturnType<typeof buckets>,
    label: (code: number) => string = () => '',
  ) =>
    b.order.map((code): FacetRow => ({
      facet,
      value: valueOf(column.values, code),
      label: label(code),
      n: b.n[code] ?? 0,
    }));
  const rows: FacetRow[] = [
    { facet: 'total', value: '', label: '', n: total },
    { facet: 'workplace', value: 'OFFICE', label: '', n: wp.OFFICE },
    { facet: 'workplace', value: 'WFH', label: '', n: wp.WFH },
    { facet: 'workplace', value: 'HYBRID', label: '', n: wp.HYBRID },
    { facet: 'date', value: 'any', label: '', n: dAny },
    ...windows.map((v, d): FacetRow => ({ facet: 'date', value: v, label: '', n: dates[d] ?? 0 })),
    ...rowsOf('category', category, cats),
    ...rowsOf('employment', employment, emps),
    ...rowsOf('location', city, cities, (code) =>
      (names[code] ?? -1) < 0 ? '' : valueOf(cityName.values, names[code] ?? 0),
    ),
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
    // Indexed, not for…of: the typed array's iterator gave an object per slot here, about 1 GB of
    // garbage in one run of the bench's first askings at a million jobs (an allocation profile).
    for (let at = 0; at < slots.length; at++) if ((copy.expires[slots[at] ?? 0] ?? 0) > now) n++;
    return n;
  };
  const groups = lex.map((g) => holdingAny(copy.doc, g.spellings));
  const each = lex.map((g, i) =>
    live(g.related.length ? union([groups[i] ?? EMPTY, holdingAny(copy.title, g.related)]) : (groups[i] ?? EMPTY)),
  );
  return { every: live(inEvery(groups)), each };
}
