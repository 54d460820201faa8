// Every facet of a candidate search counted in one read of the rows it counts (facets.ts): a
// sample of a large board's (facet-sample.ts), or every candidate matching the search.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { FilterType, Range } from '../filters.ts';
import { inRanges, inSalaryRanges, salaryUsd, type Conditions, type Scope } from './search-conditions.ts';

type Where = RawBuilder<SqlBool>;
/** Rows of candidate_search as `d`, with their condition: `candidate_search d … where …`. */
export type Rows = RawBuilder<unknown>;

/** A value of a facet and how many candidates have it (`label` null where the value is its name). */
export type FacetRow = { value: string; label: string | null; n: string | number };

/** The candidates of the board matching `where`, no more than `limit` of them when one is given. */
export const matchingRows = (where: Where, limit: number | null): Rows =>
  limit === null ? sql`candidate_search d where ${where}` : sql`candidate_search d where ${where} limit ${limit}`;

/**
 * Whether a row read (`d`) is within a range: of months of experience, or of yearly dollars of
 * salary, which the read holds once per row (`salary_usd`) rather than each range converting it.
 */
export const inRange = (kind: 'experience' | 'salary', r: Range): Where =>
  kind === 'salary' ? inSalaryRanges([r], sql`d.salary_usd`) : inRanges(sql`d.experience_months`, [r]);

/**
 * A facet counted in one read: a column's values, the skills (from the profiles, or from the
 * search row's keys), the qualifications, or ranges.
 */
export type FacetRead =
  | { type: FilterType; kind: 'column'; id: string; name: string }
  | { type: FilterType; kind: 'skills' }
  | { type: FilterType; kind: 'skillKeys'; masters: Where }
  | { type: FilterType; kind: 'qualifications' }
  | { type: FilterType; kind: 'ranges'; inside: readonly Where[] };

/** What a read says: how many of its rows pass, and per facet type its values' counts (value `i` for the `i`th range). */
export type FacetCounts = {
  /** Rows passing every condition. */
  passing: number;
  types: Map<FilterType, { passing: number; rows: FacetRow[] }>;
};

/**
 * The skills counted from the search row's keys, without reading the profiles: a skill chosen from
 * the master list is keyed by its id and by its name, one typed by its name alone, so a name that
 * is a counted master skill's is left out, and a typed skill is labelled by its key (lower case).
 * Reading each sampled candidate's profile for the skills' names cost 100-170 ms at a million
 * candidates (5,000 index lookups into a wide table); the keys are in the row already read.
 */
export const skillKeysRead = (type: FilterType, scope: Scope): FacetRead => ({
  type,
  kind: 'skillKeys',
  masters: sql<SqlBool>`(m.client_id is null or ${scope.tenant.owns('m')})`,
});

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** The columns of candidate_search the facets read, kept for the rows read. */
const COLUMNS = [
  'user_id',
  'domain_id',
  'domain_nm',
  'gender_id',
  'gender_nm',
  'city_id',
  'city_nm',
  'skill_keys',
  'qualification_keys',
  'experience_months',
];

/** The most common values of each type the answer needs: 20, and three times as many qualifications. */
const KEPT = 60;

/**
 * Every facet counted in one read of `rows`: they are read once (`s`), with whether each passes each
 * of `conditions` (the search's, where `rows` are not already only its matches), and every count is
 * taken from them, each type's over the rows passing every condition but its own. Eight statements,
 * one per facet, over a sample's pages cost 77 ms a search at a million candidates: each tested the
 * conditions (a keyword's match the costliest) again; over a search's matches each found them again
 * in the indexes. Only the rows some count takes are kept: those passing every condition that is no
 * facet's (a keyword) and failing at most one facet's. Each count scans what is kept, about fifteen
 * scans: of a sample's 5,000 rows, 24 ms of a 67 ms read for "senior kotlin" in a city, whose
 * keyword 5 % of them pass.
 */
export async function countFacetsOnce(
  db: Db,
  rows: Rows,
  conditions: Conditions,
  facets: readonly FacetRead[],
): Promise<FacetCounts> {
  const types = Object.keys(conditions) as FilterType[];
  const flag = (type: FilterType) => sql.ref(`c_${type}`);
  const passingAllBut = (leaveOut: FilterType | null) => {
    const kept = types.filter((t) => t !== leaveOut);
    return kept.length
      ? sql<SqlBool>`${sql.join(
          kept.map((t) => sql`d.${flag(t)}`),
          sql` and `,
        )}`
      : sql<SqlBool>`true`;
  };
  const columns = [
    ...COLUMNS.map((c) => sql`d.${sql.ref(c)}`),
    sql`${salaryUsd} as salary_usd`,
    ...types.map((t) => sql`coalesce(${conditions[t]}, false) as ${flag(t)}`),
  ];
  const faceted = new Set(facets.map((f) => f.type));
  const mustPass = types.filter((t) => !faceted.has(t)).map((t) => sql`${flag(t)}`);
  const failed = types.filter((t) => faceted.has(t)).map((t) => sql`(not ${flag(t)})::int`);
  const counted = [...mustPass, ...(failed.length > 1 ? [sql`${sql.join(failed, sql` + `)} <= 1`] : [])];
  // `offset 0` keeps the flags computed once: the filter above them would otherwise be pulled into
  // the read's own condition, each test written out (and run) twice.
  const kept = counted.length
    ? sql`(select * from (select ${sql.join(columns)} from ${rows} offset 0) r where ${sql.join(counted, sql` and `)})`
    : sql`(select ${sql.join(columns)} from ${rows})`;
  const label = (type: FilterType) => sql.lit(type);
  const branches = [
    sql`select 'passing' as t, '' as v, null::text as l, count(*) as n from s d where ${passingAllBut(null)}`,
    ...facets.flatMap((f) => {
      const where = passingAllBut(f.type);
      const passing = sql`select 'passing', ${label(f.type)}, null, count(*) from s d where ${where}`;
      switch (f.kind) {
        case 'column':
          return [
            passing,
            sql`select ${label(f.type)}, ${sql.ref(`d.${f.id}`)}, max(${sql.ref(`d.${f.name}`)}), count(*) from s d
              where ${where} and ${sql.ref(`d.${f.id}`)} is not null group by 2`,
          ];
        case 'skills':
          return [
            passing,
            sql`select ${label(f.type)}, k.value, max(k.label), count(distinct d.user_id) from s d
              join candidate_profiles p on p.user_id = d.user_id
              cross join lateral (select coalesce(nullif(e ->> 'id', ''), lower(trim(e ->> 'nm'))) as value,
                e ->> 'nm' as label from candidate_search_list(p.skills) e) k
              where ${where} and k.value is not null group by 2`,
          ];
        case 'skillKeys':
          return [
            passing,
            sql`select ${label(f.type)}, g.k, m.name, g.n from
              (select k, count(*) as n from s d cross join lateral unnest(d.skill_keys) k where ${where} group by k) g
              left join masters m on m.kind = 'skills' and ${f.masters}
                and m.id = (case when g.k ~ ${sql.lit(UUID)} then g.k::uuid end)`,
          ];
        case 'qualifications':
          return [
            passing,
            sql`select ${label(f.type)}, k, null, count(*) from s d cross join lateral unnest(d.qualification_keys) k
              where ${where} group by 2`,
          ];
        case 'ranges':
          return f.inside.length
            ? [
                passing,
                sql`select ${label(f.type)}, r.i::text, null, count(*) from s d
                  cross join lateral (values ${sql.join(f.inside.map((inside, i) => sql`(${sql.lit(i)}, ${inside})`))}) r(i, inside)
                  where ${where} and r.inside group by 2`,
              ]
            : [passing];
      }
    }),
  ];
  const { rows: read } = await sql<{ t: string; v: string; l: string | null; n: string }>`
    with s as materialized ${kept}
    select t, v, l, n from (
      select t, v, l, n, row_number() over (partition by t order by n desc, l, v) as r
      from (${sql.join(branches, sql` union all `)}) u
    ) x where t = 'passing' or r <= ${KEPT}`.execute(db);
  const counts: FacetCounts = { passing: 0, types: new Map() };
  const of = (type: FilterType) => {
    const found = counts.types.get(type);
    if (found) return found;
    const made = { passing: 0, rows: [] as FacetRow[] };
    counts.types.set(type, made);
    return made;
  };
  for (const r of read) {
    if (r.t !== 'passing') of(r.t as FilterType).rows.push({ value: r.v, label: r.l, n: r.n });
    else if (r.v === '') counts.passing = Number(r.n);
    else of(r.v as FilterType).passing = Number(r.n);
  }
  for (const f of facets) if (f.kind === 'skillKeys') byKeys(counts.types.get(f.type));
  // Most first, then by name, as the counted facets are ordered.
  const byName = (a: FacetRow, b: FacetRow) =>
    (a.label ?? '').localeCompare(b.label ?? '') || a.value.localeCompare(b.value);
  for (const t of counts.types.values()) t.rows.sort((a, b) => Number(b.n) - Number(a.n) || byName(a, b));
  return counts;
}

/** Skills counted by key as the profiles' skills are: a master skill's name key left out, a typed one's named by it. */
function byKeys(counted: { rows: FacetRow[] } | undefined): void {
  if (!counted) return;
  const masters = new Set(counted.rows.flatMap((r) => (r.label === null ? [] : [r.label.trim().toLowerCase()])));
  counted.rows = counted.rows
    .filter((r) => r.label !== null || !masters.has(r.value))
    .map((r) => (r.label === null ? { ...r, label: r.value } : r));
}
