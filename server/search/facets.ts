// The counts behind a candidate search's filters (POST search/facets). Each type is counted over
// the candidates matching every other filter and not its own, so a count is what choosing that
// value would add; the total applies them all. Values are what the request takes back: master ids
// (domain, skills, experience, salary, education, gender) and city ids. Gender is counted only
// where the board allows sensitive filters.
import type { RawBuilder, SqlBool } from 'kysely';
import type { components } from '@generated/schema';
import { listMasterRows } from '../master-data/index.ts';
import { normalise } from '../keywords/index.ts';
import type { Searcher } from './employer.ts';
import { masterRange, type CandidateSearchQuery, type FilterType, type RangeKind } from './filters.ts';
import { prepare, type PreparedSearch } from './results.ts';
import {
  countByColumn,
  countByQualification,
  countBySkill,
  countInRanges,
  type FacetRow,
} from './repo/facet-counts.ts';
import { countOf, whereOf } from './repo/search-conditions.ts';
import { auditSensitive, sensitiveFiltersAllowed } from './sensitive.ts';

type S = components['schemas'];
type Facet = S['CandidateSearchFacets']['facets'][number];
type Value = S['CandidateSearchFacetValue'];
type Where = RawBuilder<SqlBool>;

const TOP = 20;

const valuesOf = (rows: readonly FacetRow[]): Value[] =>
  rows.map((r) => ({ value: r.value, label: r.label ?? r.value, count: Number(r.n) }));

/** The most common values of a column of candidate_search. */
const byColumn = async (s: Searcher, where: Where, id: string, name: string): Promise<Value[]> =>
  valuesOf(await countByColumn(s.db, where, id, name, TOP));

/** Skills by master id, or by name for a skill typed without one. */
const skills = async (s: Searcher, where: Where): Promise<Value[]> => valuesOf(await countBySkill(s.db, where, TOP));

/** Qualifications, as the board's qualification master items of the same name. */
async function education(s: Searcher, where: Where): Promise<Value[]> {
  const { rows: masters } = await listMasterRows(s.db, s.clientId, { kind: 'qualification' }, 1, 500);
  const byName = new Map(masters.map((m) => [normalise(m.name), m]));
  const rows = await countByQualification(s.db, where, TOP * 3);
  return rows
    .flatMap((r) => {
      const m = byName.get(r.value);
      return m ? [{ value: m.id, label: m.name, count: Number(r.n) }] : [];
    })
    .slice(0, TOP);
}

/** Every range of the board's master list with the candidates inside it, empty ranges left out. */
async function ranges(s: Searcher, where: Where, kind: RangeKind): Promise<Value[]> {
  const { rows: masters } = await listMasterRows(s.db, s.clientId, { kind }, 1, 100);
  const items = masters.flatMap((m) => {
    const r = masterRange(m, kind);
    return r ? [{ m, r }] : [];
  });
  if (!items.length) return [];
  const counts = await countInRanges(
    s.db,
    where,
    kind === 'salary_range' ? 'salary' : 'experience',
    items.map(({ r }) => r),
  );
  return items
    .map(({ m }, i) => ({ value: m.id, label: m.name, count: counts[i] ?? 0 }))
    .filter((v) => v.count > 0)
    .slice(0, TOP);
}

export async function countFacets(s: Searcher, q: CandidateSearchQuery): Promise<S['CandidateSearchFacets']> {
  const p: PreparedSearch = await prepare(s, q);
  const without = (type: FilterType) => whereOf(p.scope, p.conditions, type);
  const allowed = sensitiveFiltersAllowed(s.tenant);
  const counters: Array<[FilterType, () => Promise<Value[]>]> = [
    ['domain', () => byColumn(s, without('domain'), 'domain_id', 'domain_nm')],
    ['skills', () => skills(s, without('skills'))],
    ['experience', () => ranges(s, without('experience'), 'years_of_experience')],
    ['salary', () => ranges(s, without('salary'), 'salary_range')],
    ['education', () => education(s, without('education'))],
    ...(allowed
      ? [
          ['gender', () => byColumn(s, without('gender'), 'gender_id', 'gender_nm')] as [
            FilterType,
            () => Promise<Value[]>,
          ],
        ]
      : []),
    ['location', () => byColumn(s, without('location'), 'city_id', 'city_nm')],
  ];
  const [total, ...values] = await Promise.all([countOf(s.db, p.where), ...counters.map(([, count]) => count())]);
  await auditSensitive(s, p.filters.genderIds);
  const facets: Facet[] = counters.map(([type], i) => ({ type, values: values[i] ?? [] }));
  return { total, sensitiveFilters: allowed, facets };
}
