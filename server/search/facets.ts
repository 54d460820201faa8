// The counts behind a candidate search's filters (POST search/facets). Each type is counted over
// the candidates matching every other filter and not its own, so a count is what choosing that
// value would add; the total applies them all. Values are what the request takes back: master ids
// (domain, skills, experience, salary, education, gender) and city ids. Gender is counted only
// where the board allows sensitive filters.
//
// On a large board (repo/facet-sample.ts) the counts a search's page needs are read from work
// bounded by the page, not by its matches (issue 51): a fixed sample of the board's candidates is
// read once, and a count that enough of it pass is estimated from it; the others are counted, up to
// `countUpTo` candidates, and past that scaled to the sample's estimate. Either way an estimate
// says so (`estimated`, the total's and each type's). docs/candidate-search.md, "The facets of a
// large board".
import type { RawBuilder, SqlBool } from 'kysely';
import type { components } from '@generated/schema';
import { mastersOfKinds, type MasterRow } from '../master-data/index.ts';
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
import { twoFigures } from './repo/newest-matches.ts';
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

/** The master items the facets name, at most so many of each kind. */
const MASTER_LIMITS = { qualification: 500, years_of_experience: 100, salary_range: 100 } as const;

/** Qualifications, as the board's qualification master items of the same name. */
function education(masters: readonly MasterRow[]): Counter {
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
function ranges(masters: readonly MasterRow[], type: FilterType, kind: RangeKind): Counter {
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

/** The sample of a large board, read once for every facet, or null for a board counted whole. */
async function sampled(
  s: Searcher,
  p: PreparedSearch,
  counters: readonly Counter[],
  limits: SampleLimits,
): Promise<Read | null> {
  const board = whereOf(p.scope, {});
  const percent = await boardSamplePercent(s.db, board, limits);
  if (percent === null) return null;
  const reads = counters.map((c) => c.sampleRead ?? c.read);
  const counts = await countFacetsOnce(s.db, sampleRows(percent, board), p.conditions, reads);
  return { counts, scale: 100 / percent };
}

/**
 * The facets of `reads` over every candidate `where` matches, read up to `cap` of them (none on a
 * board too small to sample). Past the cap the counts read are scaled to how many the sample says
 * match, at least as many as were read: a search the sample holds too few of to estimate from but
 * that matches more than the cap (a few thousand of a million) is so estimated from the two.
 */
async function counted(
  s: Searcher,
  c: Conditions,
  where: Where,
  reads: readonly FacetRead[],
  cap: number | null,
  sampleSays: number,
): Promise<Read> {
  const rows = matchingRows(where, cap === null ? null : cap + 1);
  const counts = await boundedRead(s.db, c, (db) => countFacetsOnce(db, rows, {}, reads));
  if (cap === null || counts.passing <= cap) return { counts, scale: 1 };
  return { counts, scale: Math.max(counts.passing, sampleSays) / counts.passing };
}

export async function countFacets(
  s: Searcher,
  q: CandidateSearchQuery,
  limits: SampleLimits = SAMPLE_LIMITS,
): Promise<S['CandidateSearchFacets']> {
  const p: PreparedSearch = await prepare(s, q);
  const allowed = sensitiveFiltersAllowed(s.tenant);
  // The board's master lists, read in one statement.
  const masters = await mastersOfKinds(s.db, s.clientId, MASTER_LIMITS);
  const of = (kind: keyof typeof MASTER_LIMITS) => masters.get(kind) ?? [];
  const counters: Counter[] = [
    column('domain', 'domain_id', 'domain_nm'),
    skills(p),
    ranges(of('years_of_experience'), 'experience', 'years_of_experience'),
    ranges(of('salary_range'), 'salary', 'salary_range'),
    education(of('qualification')),
    ...(allowed ? [column('gender', 'gender_id', 'gender_nm')] : []),
    column('location', 'city_id', 'city_nm'),
  ];
  const sample = await sampled(s, p, counters, limits);
  const cap = sample ? limits.countUpTo : null;
  const passing = (type: FilterType | null) =>
    (type === null ? sample?.counts.passing : sample?.counts.types.get(type)?.passing) ?? 0;
  /** The sample, for a count enough of it pass; null when it is to be counted. */
  const sampleFor = (type: FilterType | null) => (sample && passing(type) >= limits.estimateFrom ? sample : null);
  const sampleSays = (type: FilterType | null) => passing(type) * (sample?.scale ?? 0);
  // Every type the search does not filter by counts the same candidates as its total: read once.
  // When the sample holds enough of them, it holds enough for every type (a type the search filters
  // by is counted without that filter: more pass).
  const own = (c: Counter) => c.type in p.conditions;
  const shared =
    sampleFor(null) ??
    (await counted(
      s,
      p.conditions,
      p.where,
      counters.filter((c) => !own(c)).map((c) => c.read),
      cap,
      sampleSays(null),
    ));
  // A type the search filters by counts the candidates matching every other filter: from the
  // sample when it holds enough of them, otherwise read on its own.
  const readFor = async (c: Counter): Promise<Read> => {
    if (!own(c)) return shared;
    const others = keeping(p.conditions, (type) => type !== c.type);
    return sampleFor(c.type) ?? counted(s, others, whereOf(p.scope, others), [c.read], cap, sampleSays(c.type));
  };
  const facets = await Promise.all(
    counters.map(async (c): Promise<Facet> => {
      const read = await readFor(c);
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
