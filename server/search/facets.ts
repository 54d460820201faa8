// The counts behind a candidate search's filters (POST search/facets). Each type is counted over
// the candidates matching every other filter and not its own, so a count is what choosing that
// value would add; the total applies them all. Values are what the request takes back: master ids
// (domain, skills, experience, salary, education, gender) and city ids. Gender is counted only
// where the board allows sensitive filters.
//
// On a large board (repo/facet-sample.ts) the counts a search's page needs are read from work
// bounded by the page, not by its matches (issue 51): a fixed sample of the board's candidates is
// read once, and a count that enough of it pass is estimated from it; the others are counted, up to
// `countUpTo` candidates, and past that scaled to the sample's estimate. A search the planner
// expects too few sampled candidates to pass is counted first, and its sample read only when a
// count passes the cap. Either way an estimate says so (`estimated`, the total's and each type's).
// docs/candidate-search.md, "The facets of a large board".
import type { RawBuilder, SqlBool } from 'kysely';
import type { components } from '@generated/schema';
import { listMasterRows } from '../master-data/index.ts';
import { normalise } from '../keywords/index.ts';
import type { Searcher } from './employer.ts';
import { masterRange, type CandidateSearchQuery, type FilterType, type RangeKind } from './filters.ts';
import { prepare, type PreparedSearch } from './results.ts';
import { boundedRead } from './repo/bounded-count.ts';
import {
  countFacetsOnce,
  inRange,
  matchingRows,
  skillKeysRead,
  type FacetCounts,
  type FacetRead,
  type FacetRow,
} from './repo/facet-read.ts';
import { boardSamplePercent, SAMPLE_LIMITS, sampleRows, type SampleLimits } from './repo/facet-sample.ts';
import { expectedRows, twoFigures } from './repo/newest-matches.ts';
import { keeping, whereOf, type Conditions } from './repo/search-conditions.ts';
import { auditSensitive, sensitiveFiltersAllowed } from './sensitive.ts';

type S = components['schemas'];
type Facet = S['CandidateSearchFacets']['facets'][number];
type Value = S['CandidateSearchFacetValue'];
type Where = RawBuilder<SqlBool>;

const TOP = 20;

/** A count as the board holds it: counted (`scale` 1), or scaled and to two figures. */
const scaled = (n: number, scale: number) => (scale === 1 ? n : twoFigures(n * scale));

const valuesOf = (rows: readonly FacetRow[], scale: number): Value[] =>
  rows.slice(0, TOP).map((r) => ({ value: r.value, label: r.label ?? r.value, count: scaled(Number(r.n), scale) }));

/** A facet type: how one read counts it, a sample's read if another, and how its counts are shown. */
type Counter = {
  type: FilterType;
  read: FacetRead;
  sampleRead?: FacetRead;
  shown: (rows: readonly FacetRow[], scale: number) => Value[];
};

/** The most common values of a column of candidate_search. */
const column = (type: FilterType, id: string, name: string): Counter => ({
  type,
  read: { type, kind: 'column', id, name },
  shown: valuesOf,
});

/** Skills by master id, or by name for a skill typed without one. */
const skills = (p: PreparedSearch): Counter => ({
  type: 'skills',
  read: { type: 'skills', kind: 'skills' },
  sampleRead: skillKeysRead('skills', p.scope),
  shown: valuesOf,
});

/** Qualifications, as the board's qualification master items of the same name. */
async function education(s: Searcher): Promise<Counter> {
  const { rows: masters } = await listMasterRows(s.db, s.clientId, { kind: 'qualification' }, 1, 500);
  const byName = new Map(masters.map((m) => [normalise(m.name), m]));
  return {
    type: 'education',
    read: { type: 'education', kind: 'qualifications' },
    shown: (rows, scale) =>
      rows
        .flatMap((r) => {
          const m = byName.get(r.value);
          return m ? [{ value: m.id, label: m.name, count: scaled(Number(r.n), scale) }] : [];
        })
        .slice(0, TOP),
  };
}

/** Every range of the board's master list with the candidates inside it, empty ranges left out. */
async function ranges(s: Searcher, type: FilterType, kind: RangeKind): Promise<Counter> {
  const { rows: masters } = await listMasterRows(s.db, s.clientId, { kind }, 1, 100);
  const items = masters.flatMap((m) => {
    const r = masterRange(m, kind);
    return r ? [{ m, r }] : [];
  });
  const of = kind === 'salary_range' ? 'salary' : 'experience';
  return {
    type,
    read: { type, kind: 'ranges', inside: items.map(({ r }) => inRange(of, r)) },
    shown: (rows, scale) => {
      const counts = new Map(rows.map((r) => [r.value, Number(r.n)]));
      return items
        .map(({ m }, i) => ({ value: m.id, label: m.name, count: scaled(counts.get(String(i)) ?? 0, scale) }))
        .filter((v) => v.count > 0)
        .slice(0, TOP);
    },
  };
}

/** Counts and how they stand for the board's: 1 counted, more a sample's or a bounded read's. */
type Read = { counts: FacetCounts; scale: number };

/** The counts of a read of matches, and whether it stopped at its cap (it then holds `cap + 1`). */
type MatchRead = { counts: FacetCounts; capped: boolean };

/** A read of matches: the conditions it plans by (`boundedRead`), its rows and what it counts. */
type MatchQuery = { conditions: Conditions; where: Where; reads: readonly FacetRead[] };

/** The facets of `q.reads` over every candidate `q.where` matches, read up to `cap` of them (all when null). */
async function readMatches(s: Searcher, q: MatchQuery, cap: number | null): Promise<MatchRead> {
  const rows = matchingRows(q.where, cap === null ? null : cap + 1);
  const counts = await boundedRead(s.db, q.conditions, (db) => countFacetsOnce(db, rows, {}, q.reads));
  return { counts, capped: cap !== null && counts.passing > cap };
}

/**
 * A read of matches as the board's counts: exact, or past its cap scaled to how many the sample
 * says match, at least as many as were read (a search the sample holds too few of to estimate from
 * but that matches more than the cap, a few thousand of a million, is so estimated from the two).
 */
const asBoard = (m: MatchRead, sampleSays: number): Read => ({
  counts: m.counts,
  scale: m.capped ? Math.max(m.counts.passing, sampleSays) / m.counts.passing : 1,
});

/**
 * Whether the planner expects fewer than `estimateFrom` sampled candidates to pass each of
 * `wheres`: the sample would then answer none of the search's counts, and its read (17 ms at a
 * million candidates, the keyword tested on each of 5,000 rows) is put off until a read of matches
 * passes its cap. An expectation too high costs what it did before (the sample read, then the
 * matches); too low, one read of matches up to the cap before the sample.
 */
async function expectedRare(s: Searcher, wheres: readonly Where[], percent: number, limits: SampleLimits) {
  const expected = await Promise.all(wheres.map((where) => expectedRows(s.db, where)));
  return expected.every((n) => (n * percent) / 100 < limits.estimateFrom);
}

export async function countFacets(
  s: Searcher,
  q: CandidateSearchQuery,
  limits: SampleLimits = SAMPLE_LIMITS,
): Promise<S['CandidateSearchFacets']> {
  const p: PreparedSearch = await prepare(s, q);
  const allowed = sensitiveFiltersAllowed(s.tenant);
  const board = whereOf(p.scope, {});
  // The board's master lists and the sample's size, read side by side.
  const [experience, salary, qualifications, percent] = await Promise.all([
    ranges(s, 'experience', 'years_of_experience'),
    ranges(s, 'salary', 'salary_range'),
    education(s),
    boardSamplePercent(s.db, board, limits),
  ]);
  const counters: Counter[] = [
    column('domain', 'domain_id', 'domain_nm'),
    skills(p),
    experience,
    salary,
    qualifications,
    ...(allowed ? [column('gender', 'gender_id', 'gender_nm')] : []),
    column('location', 'city_id', 'city_nm'),
  ];
  const cap = percent === null ? null : limits.countUpTo;
  // Every type the search does not filter by counts the same candidates as its total: one read
  // (null) for them. A type the search filters by counts the candidates matching every other
  // filter: a read of its own.
  const own = counters.filter((c) => c.type in p.conditions);
  const queryOf = (c: Counter | null): MatchQuery => {
    if (c === null)
      return {
        conditions: p.conditions,
        where: p.where,
        reads: counters.filter((x) => !own.includes(x)).map((x) => x.read),
      };
    const others = keeping(p.conditions, (type) => type !== c.type);
    return { conditions: others, where: whereOf(p.scope, others), reads: [c.read] };
  };
  const matchReads = new Map<Counter | null, Promise<MatchRead>>();
  const matchesOf = (c: Counter | null) => {
    const known = matchReads.get(c);
    if (known) return known;
    const read = readMatches(s, queryOf(c), cap);
    matchReads.set(c, read);
    return read;
  };
  // A search the planner expects to be rare is counted first; it needs the sample only when a read
  // passes its cap.
  const reads = [null, ...own];
  const rareFirst =
    percent !== null &&
    (await expectedRare(
      s,
      reads.map((c) => queryOf(c).where),
      percent,
      limits,
    ));
  const allExact = rareFirst && (await Promise.all(reads.map(matchesOf))).every((m) => !m.capped);
  const sample =
    percent === null || allExact
      ? null
      : {
          counts: await countFacetsOnce(
            s.db,
            sampleRows(percent, board),
            p.conditions,
            counters.map((c) => c.sampleRead ?? c.read),
          ),
          scale: 100 / percent,
        };
  const passing = (type: FilterType | null) =>
    (type === null ? sample?.counts.passing : sample?.counts.types.get(type)?.passing) ?? 0;
  const sampleSays = (type: FilterType | null) => passing(type) * (sample?.scale ?? 0);
  // From the sample when enough of it passes (when it holds enough for the total, it holds enough
  // for every type: a type the search filters by is counted without that filter, more pass),
  // otherwise from the matches.
  const readFor = async (c: Counter | null): Promise<Read> => {
    const type = c?.type ?? null;
    if (sample && passing(type) >= limits.estimateFrom) return sample;
    return asBoard(await matchesOf(c), sampleSays(type));
  };
  const shared = await readFor(null);
  const facets = await Promise.all(
    counters.map(async (c): Promise<Facet> => {
      const read = own.includes(c) ? await readFor(c) : shared;
      return {
        type: c.type,
        values: c.shown(read.counts.types.get(c.type)?.rows ?? [], read.scale),
        estimated: read.scale !== 1,
      };
    }),
  );
  await auditSensitive(s, p.filters.genderIds);
  return {
    total: scaled(shared.counts.passing, shared.scale),
    estimated: shared.scale !== 1,
    sensitiveFilters: allowed,
    facets,
  };
}
