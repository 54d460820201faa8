// The SQL half of matching: which candidates are worth scoring for a job. It bounds the work, so a
// board with many candidates stays fast: only findable candidates sharing at least one of the
// job's skills (any synonym) or a word of its title are read, at most SHORTLIST_MAX of them, those
// sharing the most skills first. Without a skill or title word in common a candidate scores at
// most 45 (docs/candidate-matching.md), under the default minimum of 50, so little is lost.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { termVariants } from '../../search/synonyms.ts';
import { FINDABLE } from '../../search/visibility.ts';
import { notDismissed } from './dismissals.ts';
import type { JobFacts } from './facts.ts';
import { distinctSkills } from './factors.ts';
import type { Matcher } from './matcher.ts';
import { titleWords } from './titles.ts';

export const SHORTLIST_MAX = 1000;

const jsonArray = (column: RawBuilder<unknown>) =>
  sql`(case when jsonb_typeof(${column}) = 'array' then ${column} else '[]'::jsonb end)`;

/** Every spelling the dictionary knows of the given skills, lower case. */
export const skillSpellings = (skills: readonly string[]): string[] => [
  ...new Set(distinctSkills(skills).flatMap((s) => termVariants(s))),
];

/** Every spelling of the title's meaningful words, for a LIKE over headlines and titles. */
export const titleSpellings = (title: string): string[] =>
  [...new Set(titleWords(title).flatMap((w) => termVariants(w)))].filter((w) => w.length >= 2);

/** How many of the spellings are among candidate `p`'s skills. */
export const sharedSkills = (spellings: readonly string[]): RawBuilder<number> =>
  sql<number>`(select count(*) from jsonb_array_elements(${jsonArray(sql`p.skills`)}) e
    where lower(trim(e ->> 'nm')) = any(${[...spellings]}::text[]))`;

/** Candidate `p`'s headline or one of their job titles holds one of the words. */
export const titleHit = (words: readonly string[]): RawBuilder<SqlBool> =>
  sql<SqlBool>`exists (select 1 from unnest(${[...words]}::text[]) w
    where lower(coalesce(p.headline, '')) like '%' || w || '%'
      or exists (select 1 from jsonb_array_elements(${jsonArray(sql`p.experiences`)}) x
        where lower(coalesce(x ->> 'title', '')) like '%' || w || '%'))`;

export type ShortlistOptions = {
  excludeApplied?: boolean;
  /** Candidates never to list (the one similar candidates are found for). */
  exclude?: readonly string[];
  /** Whose dismissals hide a candidate: the job's (the default), or company-wide ones only (null). */
  dismissScope?: string | null;
};

function overlap(job: JobFacts): RawBuilder<SqlBool> {
  const skills = skillSpellings(job.skills);
  const words = titleSpellings(job.title);
  const parts: RawBuilder<SqlBool>[] = [];
  if (skills.length) parts.push(sql<SqlBool>`${sharedSkills(skills)} > 0`);
  else {
    // A job listing no skills gives everyone the neutral skills score, so location can lift a
    // candidate over the minimum on its own: anyone in the job's country is worth scoring, and
    // anyone at all for a remote job or one without a place.
    if (job.workplace === 'WFH' || !job.countryId) return sql<SqlBool>`true`;
    parts.push(sql<SqlBool>`p.country_id = ${job.countryId}`);
  }
  if (words.length) parts.push(titleHit(words));
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** The ids of the candidates to score for the job, the most promising first. */
export async function shortlist(m: Matcher, job: JobFacts, o: ShortlistOptions = {}): Promise<string[]> {
  const skills = skillSpellings(job.skills);
  let q = m.db
    .selectFrom('users as u')
    .innerJoin('candidate_profiles as p', (j) =>
      j.onRef('p.user_id', '=', 'u.id').onRef('p.client_id', '=', 'u.client_id'),
    )
    .select('u.id')
    .where('u.client_id', '=', m.clientId)
    .where(FINDABLE)
    .where(overlap(job))
    .where(notDismissed(m.companyId, o.dismissScope === undefined ? job.id : o.dismissScope));
  if (o.excludeApplied)
    q = q.where(
      sql<SqlBool>`not exists (select 1 from applications a
        where a.client_id = u.client_id and a.job_id = ${job.id} and a.candidate_id = u.id)`,
    );
  if (o.exclude?.length) q = q.where('u.id', 'not in', [...o.exclude]);
  // A job without skills orders by activity alone (a constant sort key would be read by
  // PostgreSQL as a column position).
  if (skills.length) q = q.orderBy(sharedSkills(skills), 'desc');
  const rows = await q
    .orderBy(sql`u.last_active_at desc nulls last`)
    .orderBy('u.id')
    .limit(SHORTLIST_MAX)
    .execute();
  return rows.map((r) => r.id);
}
