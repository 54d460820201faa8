// SQL of job recommendations: live jobs scored against a job (similar jobs) or against what a guest
// chose and viewed. Scores are computed in the database so that ordering and paging happen there;
// the matched parts come back with each row so the reasons can be written from them.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { jobColumnsOf, type JobRow, isLiveJob } from '../jobs/index.ts';

export type Matched = JobRow & {
  score: number;
  same_category: boolean;
  shared_skills: string[];
  same_city: boolean;
  same_country: boolean;
  experience_fits: boolean;
  total: number;
};

const columns = sql.join(jobColumnsOf('j').map((c) => sql.ref(c)));

const lowerSkillsMatch = (skills: string[]) =>
  sql<number>`(select count(*) from unnest(j.skills) as s where lower(s) = any(${skills}::text[]))`;

export type SimilarTo = {
  id: string;
  categoryId: string;
  skills: string[];
  title: string | null;
  cityId: string | null;
  countryId: string | null;
  experienceMin: number | null;
  experienceMax: number | null;
};

/** Live jobs like `to`: same category, shared skills or a similar title; the best first. */
export async function similarJobs(
  db: Db,
  clientId: string,
  to: SimilarTo,
  opts: { limit: number; profileSkills: string[]; notAppliedBy: string | null },
): Promise<Matched[]> {
  // In the job's own order, so the reasons name its skills as the employer listed them.
  const lowered = [...new Set(to.skills.map((x) => x.toLowerCase()))];
  const shared = sql<string[]>`array(select s from unnest(j.skills) as s where lower(s) = any(${lowered}::text[]))`;
  const sameCity = to.cityId ? sql<boolean>`coalesce(j.city_id = ${to.cityId}, false)` : sql<boolean>`false`;
  const sameCountry = to.countryId
    ? sql<boolean>`coalesce(j.country_id = ${to.countryId}, false)`
    : sql<boolean>`false`;
  const expFits =
    to.experienceMin === null && to.experienceMax === null
      ? sql<boolean>`false`
      : sql<boolean>`(j.experience_min is not null and coalesce(j.experience_min, 0) <= ${to.experienceMax ?? 50}
          and coalesce(j.experience_max, 50) >= ${to.experienceMin ?? 0})`;
  const titleSim: RawBuilder<number> = to.title
    ? sql<number>`similarity(coalesce(j.title, ''), ${to.title})`
    : sql<number>`0`;
  const score = sql<number>`least(100, round(
    (case when j.category_id = ${to.categoryId} then 30 else 0 end)
    + 10 * least(cardinality(${shared}), 3)
    + 20 * ${titleSim}
    + (case when ${sameCity} then 10 when ${sameCountry} then 5 else 0 end)
    + (case when ${expFits} then 5 else 0 end)
    + ${opts.profileSkills.length ? sql`3 * least(${lowerSkillsMatch(opts.profileSkills)}, 3)` : sql`0`}
  ))::int`;
  const near = [sql`j.category_id = ${to.categoryId}`];
  if (to.skills.length) near.push(sql`j.skills && ${to.skills}::text[]`);
  if (to.title) near.push(sql`j.title % ${to.title}`);
  const notApplied = opts.notAppliedBy
    ? sql`and not exists (select 1 from applications as a where ${scopedTo(db, clientId).owns('a')} and a.job_id = j.id and a.candidate_id = ${opts.notAppliedBy})`
    : sql``;
  const { rows } = await sql<Matched>`
    select ${columns}, ${score} as score, j.category_id = ${to.categoryId} as same_category, ${shared} as shared_skills,
      ${sameCity} as same_city, ${sameCountry} as same_country, ${expFits} as experience_fits, 0 as total
    from jobs as j
    where ${scopedTo(db, clientId).owns('j')} and ${isLiveJob('j')} and j.id <> ${to.id}
      and (${sql.join(near, sql` or `)}) ${notApplied}
    order by score desc, j.posted_at desc nulls last, j.id
    limit ${opts.limit}`.execute(db);
  return rows;
}

export type Interests = {
  keyword: string | null;
  skills: string[];
  categoryIds: string[];
  cityId: string | null;
  countryId: string | null;
  experienceYears: number | null;
  exceptIds: string[];
};

/** Live jobs scored against a guest's interests (only those that match some), best first. */
export async function jobsForInterests(
  db: Db,
  clientId: string,
  i: Interests,
  page: number,
  limit: number,
): Promise<Matched[]> {
  const skillsHit = i.skills.length ? lowerSkillsMatch(i.skills) : sql<number>`0`;
  const sameCategory = i.categoryIds.length
    ? sql<boolean>`j.category_id in (${sql.join(i.categoryIds)})`
    : sql<boolean>`false`;
  const sameCity = i.cityId ? sql<boolean>`coalesce(j.city_id = ${i.cityId}, false)` : sql<boolean>`false`;
  const sameCountry = i.countryId
    ? sql<boolean>`(coalesce(j.country_id = ${i.countryId}, false) or (j.location_type = 'WFH' and j.country_id is null))`
    : sql<boolean>`false`;
  const expFits =
    i.experienceYears === null
      ? sql<boolean>`false`
      : sql<boolean>`(coalesce(j.experience_min, 0) <= ${i.experienceYears} and coalesce(j.experience_max, 50) >= ${i.experienceYears})`;
  const keywordHit = i.keyword
    ? sql<boolean>`(j.search @@ websearch_to_tsquery('english', ${i.keyword}) or ${i.keyword} <<% j.title)`
    : sql<boolean>`false`;
  // Fitting the experience alone says little when something else was given; it only adds.
  const onlyExperience = sql.lit(!i.keyword && !i.skills.length && !i.categoryIds.length && !i.cityId && !i.countryId);
  const { rows } = await sql<Matched>`
    with scored as (
      select ${columns},
        10 * least(${skillsHit}, 4)
          + (case when ${sameCategory} then 25 else 0 end)
          + (case when ${sameCity} then 15 when ${sameCountry} then 8 else 0 end)
          + (case when ${keywordHit} then 20 else 0 end) as signal,
        ${sameCategory} as same_category,
        ${i.skills.length ? sql`array(select s from unnest(j.skills) as s where lower(s) = any(${i.skills}::text[]))` : sql`'{}'::text[]`} as shared_skills,
        ${sameCity} as same_city, ${sameCountry} as same_country, ${expFits} as experience_fits
      from jobs as j
      where ${scopedTo(db, clientId).owns('j')} and ${isLiveJob('j')}
        ${i.exceptIds.length ? sql`and j.id not in (${sql.join(i.exceptIds)})` : sql``}
    )
    select *, least(100, signal + (case when experience_fits then 10 else 0 end))::int as score, count(*) over () as total
    from scored
    where signal > 0 or (${onlyExperience} and experience_fits)
    order by score desc, is_featured desc, posted_at desc nulls last, id
    limit ${limit} offset ${(page - 1) * limit}`.execute(db);
  return rows.map((r) => ({ ...r, total: Number(r.total) }));
}

/** Live jobs for a guest who gave nothing to go by: the newest featured, then the most viewed. */
export async function popularJobs(
  db: Db,
  clientId: string,
  exceptIds: string[],
  page: number,
  limit: number,
): Promise<Matched[]> {
  const { rows } = await sql<Matched>`
    select ${columns}, 0 as score, false as same_category, '{}'::text[] as shared_skills, false as same_city,
      false as same_country, false as experience_fits, count(*) over () as total
    from jobs as j
    where ${scopedTo(db, clientId).owns('j')} and ${isLiveJob('j')}
      ${exceptIds.length ? sql`and j.id not in (${sql.join(exceptIds)})` : sql``}
    order by j.is_featured desc, (case when j.is_featured then j.posted_at end) desc nulls last, j.views_count desc,
      j.posted_at desc nulls last, j.id
    limit ${limit} offset ${(page - 1) * limit}`.execute(db);
  return rows.map((r) => ({ ...r, total: Number(r.total) }));
}

/** The categories and skills of jobs a guest viewed (this tenant's viewable jobs only). */
export async function viewedJobsProfile(
  db: Db,
  clientId: string,
  ids: string[],
): Promise<{ categoryIds: string[]; skills: string[] }> {
  if (!ids.length) return { categoryIds: [], skills: [] };
  const rows = await scopedTo(db, clientId)
    .selectFrom('jobs')
    .select(['category_id', 'skills'])
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .where('approval_status', '=', 2)
    .execute();
  return {
    categoryIds: [...new Set(rows.map((r) => r.category_id))],
    skills: [...new Set(rows.flatMap((r) => r.skills.map((s) => s.toLowerCase())))],
  };
}
