// The counts behind a candidate search's filters (POST search/facets). Each type is counted over
// the candidates matching every other filter and not its own, so a count is what choosing that
// value would add; the total applies them all. Values are what the request takes back: master ids
// (domain, skills, experience, salary, education, gender) and city ids. Gender is counted only
// where the board allows sensitive filters.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { components } from '@generated/schema';
import { listMasterRows } from '../content/masters-repo.ts';
import { normalise } from './synonyms.ts';
import type { Searcher } from './employer.ts';
import { masterRange, type CandidateSearchQuery, type FilterType, type RangeKind } from './filters.ts';
import { prepare, type PreparedSearch } from './results.ts';
import { countOf, inRanges, inSalaryRanges, whereOf } from './search-sql.ts';
import { auditSensitive, sensitiveFiltersAllowed } from './sensitive.ts';

type S = components['schemas'];
type Facet = S['CandidateSearchFacets']['facets'][number];
type Value = S['CandidateSearchFacetValue'];
type Row = { value: string; label: string | null; n: string | number };

const TOP = 20;

const valuesOf = (rows: readonly Row[]): Value[] =>
  rows.map((r) => ({ value: r.value, label: r.label ?? r.value, count: Number(r.n) }));

/** The most common values of a column of candidate_search. */
async function byColumn(s: Searcher, where: RawBuilder<SqlBool>, id: string, name: string): Promise<Value[]> {
  const { rows } = await sql<Row>`select ${sql.ref(`d.${id}`)} as value, max(${sql.ref(`d.${name}`)}) as label,
      count(*) as n from candidate_search d where ${where} and ${sql.ref(`d.${id}`)} is not null
      group by 1 order by n desc, label limit ${TOP}`.execute(s.db);
  return valuesOf(rows);
}

/** Skills by master id, or by name for a skill typed without one. */
async function skills(s: Searcher, where: RawBuilder<SqlBool>): Promise<Value[]> {
  const { rows } = await sql<Row>`select k.value, max(k.label) as label, count(distinct d.user_id) as n
      from candidate_search d join candidate_profiles p on p.user_id = d.user_id
      cross join lateral (select coalesce(nullif(e ->> 'id', ''), lower(trim(e ->> 'nm'))) as value, e ->> 'nm' as label
        from candidate_search_list(p.skills) e) k
      where ${where} and k.value is not null group by k.value order by n desc, label limit ${TOP}`.execute(s.db);
  return valuesOf(rows);
}

/** Qualifications, as the board's qualification master items of the same name. */
async function education(s: Searcher, where: RawBuilder<SqlBool>): Promise<Value[]> {
  const { rows: masters } = await listMasterRows(s.db, s.clientId, { kind: 'qualification' }, 1, 500);
  const byName = new Map(masters.map((m) => [normalise(m.name), m]));
  const { rows } = await sql<Row>`select k as value, null as label, count(*) as n
      from candidate_search d cross join lateral unnest(d.qualification_keys) k
      where ${where} group by k order by n desc limit ${TOP * 3}`.execute(s.db);
  return rows
    .flatMap((r) => {
      const m = byName.get(r.value);
      return m ? [{ value: m.id, label: m.name, count: Number(r.n) }] : [];
    })
    .slice(0, TOP);
}

/** Every range of the board's master list with the candidates inside it, empty ranges left out. */
async function ranges(s: Searcher, where: RawBuilder<SqlBool>, kind: RangeKind): Promise<Value[]> {
  const { rows: masters } = await listMasterRows(s.db, s.clientId, { kind }, 1, 100);
  const items = masters.flatMap((m) => {
    const r = masterRange(m, kind);
    return r ? [{ m, r }] : [];
  });
  if (!items.length) return [];
  const inside = (r: (typeof items)[number]['r']) =>
    kind === 'salary_range' ? inSalaryRanges([r]) : inRanges(sql`d.experience_months`, [r]);
  const { rows } = await sql<Record<string, string>>`select ${sql.join(
    items.map(({ r }, i) => sql`count(*) filter (where ${inside(r)}) as ${sql.ref(`r${i}`)}`),
  )} from candidate_search d where ${where}`.execute(s.db);
  const counts = rows[0] ?? {};
  return items
    .map(({ m }, i) => ({ value: m.id, label: m.name, count: Number(counts[`r${i}`] ?? 0) }))
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
