// SQL of a signed-in candidate's recommendations: what the profile and history offer to match on,
// and live jobs scored against it. The score is computed in the database (so ordering, the minimum
// score and paging happen there) from parts that come back with each row to write the reasons.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { jobColumnsOf, type JobRow, isLiveJob } from '../jobs/index.ts';

export type Place = { id: string; nm: string };

export type CandidateSignals = {
  /** Lower-cased skill names. */
  skills: string[];
  experienceYears: number | null;
  city: Place | null;
  state: Place | null;
  country: Place | null;
  /** A yearly amount in `salaryCurrency`. */
  expectedSalary: number | null;
  salaryCurrency: string | null;
  /** The job domain and industry of the profile, lower-cased names and ids. */
  domain: { id: string | null; nm: string } | null;
  industry: { id: string | null; nm: string } | null;
  appliedCategoryIds: string[];
  savedCategoryIds: string[];
  /** Job titles and the headline of the profile, for the AI ranking's title similarity. */
  roles: string[];
};

export const WEIGHTS = {
  perSkill: 12,
  maxSkills: 3,
  category: 20,
  city: 15,
  state: 10,
  country: 8,
  experience: 15,
  salary: 8,
  industry: 6,
  role: 15,
} as const;

export type ProfileMatched = JobRow & {
  score: number;
  shared_skills: string[];
  applied_category: boolean;
  saved_category: boolean;
  domain_category: boolean;
  same_city: boolean;
  same_state: boolean;
  same_country: boolean;
  experience_fits: boolean;
  salary_fits: boolean;
  same_industry: boolean;
  role_title: string | null;
  total: number;
};

export type ProfileQuery = {
  page: number;
  limit: number;
  minScore: number;
  categoryIds: string[];
  workplaceTypes: string[];
  notAppliedBy: string | null;
  /** Score 0 for all, newest first: the profile has nothing to match on. */
  nothing: boolean;
  /** Add the title similarity of the candidate's roles (the AI ranking). */
  byRole: boolean;
};

const columns = sql.join(jobColumnsOf('j').map((c) => sql.ref(c)));
const FALSE = sql<boolean>`false`;

/** The job's pay per year, for comparing with an expected yearly salary. */
const yearlyMax = sql<number>`(case j.salary_period when 'MONTHLY' then j.salary_max * 12
  when 'WEEKLY' then j.salary_max * 52 when 'DAILY' then j.salary_max * 260
  when 'HOURLY' then j.salary_max * 2080 else j.salary_max end)`;

function nameOrId(column: RawBuilder<unknown>, v: { id: string | null; nm: string } | null) {
  if (!v) return FALSE;
  return sql<boolean>`coalesce(lower(${column}) = ${v.nm} ${v.id ? sql`or ${column} = ${v.id}` : sql``}, false)`;
}

export async function jobsForProfile(db: Db, clientId: string, c: CandidateSignals, q: ProfileQuery) {
  const shared = c.skills.length
    ? sql<string[]>`array(select s from unnest(j.skills) as s where lower(s) = any(${c.skills}::text[]))`
    : sql<string[]>`'{}'::text[]`;
  const inList = (ids: string[]) => (ids.length ? sql<boolean>`j.category_id in (${sql.join(ids)})` : FALSE);
  const sameCity = c.city ? sql<boolean>`coalesce(j.city_id = ${c.city.id}, false)` : FALSE;
  const sameState = c.state ? sql<boolean>`coalesce(j.state_id = ${c.state.id}, false)` : FALSE;
  const sameCountry = c.country
    ? sql<boolean>`(coalesce(j.country_id = ${c.country.id}, false) or (j.location_type = 'WFH' and j.country_id is null))`
    : FALSE;
  const expFits =
    c.experienceYears === null
      ? FALSE
      : sql<boolean>`(coalesce(j.experience_min, 0) <= ${c.experienceYears} and coalesce(j.experience_max, 50) >= ${c.experienceYears})`;
  const salaryFits =
    c.expectedSalary !== null && c.salaryCurrency
      ? sql<boolean>`coalesce(j.is_salary_visible and j.salary_currency = ${c.salaryCurrency} and ${yearlyMax} >= ${c.expectedSalary}, false)`
      : FALSE;
  const domainCategory = nameOrId(sql`j.category_nm`, c.domain);
  const sameIndustry = nameOrId(sql`co.industry`, c.industry);
  // The candidate's role closest to the job title (trigram similarity), for the AI ranking.
  const roles = q.byRole ? c.roles : [];
  const roleTitle = roles.length
    ? sql<string | null>`(select r from unnest(${roles}::text[]) as r where similarity(coalesce(j.title, ''), r) >= 0.3
        order by similarity(coalesce(j.title, ''), r) desc limit 1)`
    : sql<string | null>`null::text`;
  const roleSim = roles.length
    ? sql<number>`coalesce((select max(similarity(coalesce(j.title, ''), r)) from unnest(${roles}::text[]) as r), 0)`
    : sql<number>`0`;
  const W = WEIGHTS;
  const filters = [sql`${scopedTo(db, clientId).owns('j')}`, isLiveJob('j')];
  if (q.categoryIds.length) filters.push(sql`j.category_id in (${sql.join(q.categoryIds)})`);
  if (q.workplaceTypes.length) filters.push(sql`j.workplace_type in (${sql.join(q.workplaceTypes)})`);
  if (q.notAppliedBy)
    filters.push(
      sql`not exists (select 1 from applications as a where ${scopedTo(db, clientId).owns('a')} and a.job_id = j.id and a.candidate_id = ${q.notAppliedBy})`,
    );
  const { rows } = await sql<ProfileMatched>`
    with parts as (
      select ${columns}, ${shared} as shared_skills,
        ${inList(c.appliedCategoryIds)} as applied_category, ${inList(c.savedCategoryIds)} as saved_category,
        ${domainCategory} as domain_category, ${sameCity} as same_city, ${sameState} as same_state,
        ${sameCountry} as same_country, ${expFits} as experience_fits, ${salaryFits} as salary_fits,
        ${sameIndustry} as same_industry, ${roleTitle} as role_title, ${roleSim} as role_sim
      from jobs as j
      left join companies as co on co.id = j.company_id and ${scopedTo(db, clientId).owns('co')}
      where ${sql.join(filters, sql` and `)}
    ), scored as (
      select *, ${
        q.nothing
          ? sql`0`
          : sql`least(100, round(
        ${W.perSkill} * least(cardinality(shared_skills), ${W.maxSkills})
        + (case when applied_category or saved_category or domain_category then ${W.category} else 0 end)
        + (case when same_city then ${W.city} when same_state then ${W.state} when same_country then ${W.country} else 0 end)
        + (case when experience_fits then ${W.experience} else 0 end)
        + (case when salary_fits then ${W.salary} else 0 end)
        + (case when same_industry then ${W.industry} else 0 end)
        + ${W.role} * least(1, role_sim * 1.5)))`
      }::int as score
      from parts
    )
    select *, count(*) over () as total
    from scored
    where score >= ${q.nothing ? 0 : q.minScore}
    order by score desc, is_featured desc, posted_at desc nulls last, id
    limit ${q.limit} offset ${(q.page - 1) * q.limit}`.execute(db);
  return rows.map((r) => ({ ...r, total: Number(r.total) }));
}

/** The profile's and history's parts to match on; null parts are left out of the score. */
export async function candidateSignals(db: Db, clientId: string, userId: string): Promise<CandidateSignals> {
  const scope = scopedTo(db, clientId);
  const [profile, applied, saved] = await Promise.all([
    scope.selectFrom('candidate_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    scope
      .selectFrom('applications as a')
      .innerJoin('jobs as j', (join) => join.onRef('j.id', '=', 'a.job_id').on(scope.owns('j')))
      .select('j.category_id')
      .distinct()
      .where('a.candidate_id', '=', userId)
      .execute(),
    scope
      .selectFrom('job_tracks as t')
      .innerJoin('jobs as j', (join) => join.onRef('j.id', '=', 't.job_id').on(scope.owns('j')))
      .select('j.category_id')
      .distinct()
      .where('t.user_id', '=', userId)
      .where('t.saved_at', 'is not', null)
      .execute(),
  ]);
  const place = (id: string | null | undefined, nm: string | null | undefined) => (id && nm ? { id, nm } : null);
  const named = (v: { id?: string; nm?: string } | null | undefined) =>
    v && typeof v.nm === 'string' && v.nm.trim() ? { id: v.id ?? null, nm: v.nm.trim().toLowerCase() } : null;
  const skills = Array.isArray(profile?.skills) ? profile.skills : [];
  const experiences = Array.isArray(profile?.experiences) ? profile.experiences : [];
  const years = profile?.is_fresher
    ? 0
    : profile?.experience_years != null
      ? profile.experience_years + Math.floor((profile.experience_months ?? 0) / 12)
      : null;
  const appliedIds = applied.map((r) => r.category_id);
  return {
    skills: [...new Set(skills.map((s) => (typeof s?.nm === 'string' ? s.nm.trim().toLowerCase() : '')))].filter(
      Boolean,
    ),
    experienceYears: years,
    city: place(profile?.city_id, profile?.city_nm),
    state: place(profile?.state_id, profile?.state_nm),
    country: place(profile?.country_id, profile?.country_nm),
    expectedSalary: profile?.expected_salary != null ? Number(profile.expected_salary) : null,
    salaryCurrency: profile?.salary_currency ?? null,
    domain: named(profile?.job_domain),
    industry: named(profile?.industry),
    appliedCategoryIds: appliedIds,
    savedCategoryIds: saved.map((r) => r.category_id).filter((id) => !appliedIds.includes(id)),
    roles: [
      ...new Set(
        [profile?.headline ?? '', ...experiences.map((e) => (typeof e?.title === 'string' ? e.title : ''))]
          .map((t) => t.trim())
          .filter((t) => t.length >= 3)
          .slice(0, 6),
      ),
    ],
  };
}
