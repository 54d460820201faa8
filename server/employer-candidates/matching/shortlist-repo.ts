// The SQL of the shortlist (prefilter.ts): findable candidates sharing a skill spelling or a title
// word with a job, those sharing the most skills first, then the most recently active.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { scopedTo } from '../../db/tenant-scope.ts';
import { FINDABLE } from '../../candidates/index.ts';
import { notDismissed } from './dismissals-repo.ts';

const jsonArray = (column: RawBuilder<unknown>) =>
  sql`(case when jsonb_typeof(${column}) = 'array' then ${column} else '[]'::jsonb end)`;

/** How many of the spellings are among candidate `p`'s skills. */
const sharedSkills = (spellings: readonly string[]): RawBuilder<number> =>
  sql<number>`(select count(*) from jsonb_array_elements(${jsonArray(sql`p.skills`)}) e
    where lower(trim(e ->> 'nm')) = any(${[...spellings]}::text[]))`;

/** Candidate `p`'s headline or one of their job titles holds one of the words. */
const titleHit = (words: readonly string[]): RawBuilder<SqlBool> =>
  sql<SqlBool>`exists (select 1 from unnest(${[...words]}::text[]) w
    where lower(coalesce(p.headline, '')) like '%' || w || '%'
      or exists (select 1 from jsonb_array_elements(${jsonArray(sql`p.experiences`)}) x
        where lower(coalesce(x ->> 'title', '')) like '%' || w || '%'))`;

/** What a candidate must share with the job to be read. */
export type Overlap = {
  /** Skill spellings, lower case; a candidate sharing one is read. */
  skills: readonly string[];
  /** Title words; a candidate whose headline or a job title holds one is read. */
  words: readonly string[];
  /** Without skills: read candidates of this country, or anyone when null. */
  countryId: string | null;
};

function overlap(o: Overlap): RawBuilder<SqlBool> {
  const parts: RawBuilder<SqlBool>[] = [];
  if (o.skills.length) parts.push(sql<SqlBool>`${sharedSkills(o.skills)} > 0`);
  else {
    if (!o.countryId) return sql<SqlBool>`true`;
    parts.push(sql<SqlBool>`p.country_id = ${o.countryId}`);
  }
  if (o.words.length) parts.push(titleHit(o.words));
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

export type ShortlistQuery = {
  clientId: string;
  companyId: string;
  jobId: string;
  overlap: Overlap;
  /** Whose dismissals hide a candidate: a job's, or company-wide ones only (null). */
  dismissScope: string | null;
  excludeApplied?: boolean;
  exclude?: readonly string[];
  max: number;
};

/** The ids of the candidates to score, the most promising first. */
export async function shortlistIds(db: Db, s: ShortlistQuery): Promise<string[]> {
  const skills = s.overlap.skills;
  const scope = scopedTo(db, s.clientId);
  let q = scope
    .selectFrom('users as u')
    .innerJoin('candidate_profiles as p', (j) => j.onRef('p.user_id', '=', 'u.id').on(scope.owns('p')))
    .select('u.id')
    .where(FINDABLE)
    .where(overlap(s.overlap))
    .where(notDismissed(scope, s.companyId, s.dismissScope));
  if (s.excludeApplied)
    q = q.where(
      sql<SqlBool>`not exists (select 1 from applications a
        where ${scope.owns('a')} and a.job_id = ${s.jobId} and a.candidate_id = u.id)`,
    );
  if (s.exclude?.length) q = q.where('u.id', 'not in', [...s.exclude]);
  // A job without skills orders by activity alone (a constant sort key would be read by
  // PostgreSQL as a column position).
  if (skills.length) q = q.orderBy(sharedSkills(skills), 'desc');
  const rows = await q
    .orderBy(sql`u.last_active_at desc nulls last`)
    .orderBy('u.id')
    .limit(s.max)
    .execute();
  return rows.map((r) => r.id);
}
