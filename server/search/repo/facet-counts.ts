// The reads behind a candidate search's facet counts (facets.ts), each over the candidates a
// condition of search-conditions.ts matches.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Range } from '../filters.ts';
import { inRanges, inSalaryRanges } from './search-conditions.ts';

export type FacetRow = { value: string; label: string | null; n: string | number };
type Where = RawBuilder<SqlBool>;

/** The most common values of a column of candidate_search, with the latest name of each. */
export async function countByColumn(db: Db, where: Where, id: string, name: string, top: number): Promise<FacetRow[]> {
  const { rows } = await sql<FacetRow>`select ${sql.ref(`d.${id}`)} as value, max(${sql.ref(`d.${name}`)}) as label,
      count(*) as n from candidate_search d where ${where} and ${sql.ref(`d.${id}`)} is not null
      group by 1 order by n desc, label limit ${top}`.execute(db);
  return rows;
}

/** Skills by master id, or by name for a skill typed without one. */
export async function countBySkill(db: Db, where: Where, top: number): Promise<FacetRow[]> {
  const { rows } = await sql<FacetRow>`select k.value, max(k.label) as label, count(distinct d.user_id) as n
      from candidate_search d join candidate_profiles p on p.user_id = d.user_id
      cross join lateral (select coalesce(nullif(e ->> 'id', ''), lower(trim(e ->> 'nm'))) as value, e ->> 'nm' as label
        from candidate_search_list(p.skills) e) k
      where ${where} and k.value is not null group by k.value order by n desc, label limit ${top}`.execute(db);
  return rows;
}

/** Qualifications by their normalised name (the candidate_search row's qualification keys). */
export async function countByQualification(db: Db, where: Where, top: number): Promise<FacetRow[]> {
  const { rows } = await sql<FacetRow>`select k as value, null as label, count(*) as n
      from candidate_search d cross join lateral unnest(d.qualification_keys) k
      where ${where} group by k order by n desc limit ${top}`.execute(db);
  return rows;
}

/** How many candidates each range holds: months of experience, or yearly dollars of salary. */
export async function countInRanges(
  db: Db,
  where: Where,
  kind: 'experience' | 'salary',
  ranges: readonly Range[],
): Promise<number[]> {
  const inside = (r: Range) => (kind === 'salary' ? inSalaryRanges([r]) : inRanges(sql`d.experience_months`, [r]));
  const { rows } = await sql<Record<string, string>>`select ${sql.join(
    ranges.map((r, i) => sql`count(*) filter (where ${inside(r)}) as ${sql.ref(`r${i}`)}`),
  )} from candidate_search d where ${where}`.execute(db);
  const counts = rows[0] ?? {};
  return ranges.map((_, i) => Number(counts[`r${i}`] ?? 0));
}
