// SQL of an alert digest's jobs: live at the digest's clock, gone live in a window, not sent to the
// alert before (the ledger), matching every criterion; best first (the keyword's full-text rank,
// then the newest), with how many match in all.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AlertCriteria } from '../db/tables-job-alerts.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { APPROVED, yearlyUsdSql } from '../jobs/index.ts';

export type DigestCandidate = {
  id: string;
  title: string | null;
  slug: string | null;
  company_name: string;
  city_nm: string | null;
  country_nm: string | null;
  location_type: string | null;
};

/** An alert keyword's tsquery; 'nothing' for one of stop words only ("the of"), which no job matches. */
export type KeywordQuery = RawBuilder<string> | 'nothing' | null;

function criteriaConditions(
  c: AlertCriteria,
  keyword: KeywordQuery,
  salaryMinUsd: number | null,
): Expression<SqlBool>[] {
  const all: Expression<SqlBool>[] = [];
  if (keyword === 'nothing') all.push(sql<SqlBool>`false`);
  else if (keyword) all.push(sql<SqlBool>`j.search @@ ${keyword}`);
  if (c.categories.length) {
    const ids = c.categories.map((x) => x.id);
    // A category includes its subcategories, as in the job search.
    all.push(
      sql<SqlBool>`(j.category_id = any(${ids}::uuid[]) or j.category_id in (select id from categories where client_id = j.client_id and parent_id = any(${ids}::uuid[])))`,
    );
  }
  if (c.employmentTypes.length) all.push(sql<SqlBool>`j.employment_type = any(${c.employmentTypes}::text[])`);
  if (c.workplaceTypes.length) {
    const wfh = c.workplaceTypes.includes('WFH');
    all.push(
      sql<SqlBool>`(j.workplace_type = any(${c.workplaceTypes}::text[])${wfh ? sql` or j.location_type = 'WFH'` : sql``})`,
    );
  }
  if (c.city) all.push(sql<SqlBool>`j.city_id = ${c.city.id}`);
  // WFH jobs open to the country, or to anywhere, are in it too.
  if (c.country)
    all.push(sql<SqlBool>`(j.country_id = ${c.country.id} or (j.location_type = 'WFH' and j.country_id is null))`);
  if (c.experienceYears !== null)
    all.push(
      sql<SqlBool>`coalesce(j.experience_min, 0) <= ${c.experienceYears} and coalesce(j.experience_max, 50) >= ${c.experienceYears}`,
    );
  if (salaryMinUsd !== null)
    all.push(sql<SqlBool>`j.is_salary_visible and ${yearlyUsdSql('j', 'salary_max')} >= ${salaryMinUsd}`);
  return all;
}

export type WindowQuery = {
  clientId: string;
  criteria: AlertCriteria;
  keyword: KeywordQuery;
  /** The criteria's least salary as a yearly USD figure; null when it asks for none. */
  salaryMinUsd: number | null;
  since: Date;
  now: Date;
  /** The window's end: jobs posted before it. */
  until: Date;
  limit: number;
  exceptFor?: string;
};

export async function selectWindowJobs(db: Db, q: WindowQuery): Promise<{ jobs: DigestCandidate[]; total: number }> {
  const conditions: Expression<SqlBool>[] = [
    scopedTo(db, q.clientId).owns('j'),
    sql<SqlBool>`j.status = 'ACTIVE' and j.approval_status = ${sql.lit(APPROVED)} and j.deleted_at is null`,
    sql<SqlBool>`(j.expires_at is null or j.expires_at > ${q.now})`,
    sql<SqlBool>`j.posted_at >= ${q.since} and j.posted_at < ${q.until}`,
    ...(q.exceptFor
      ? [
          sql<SqlBool>`not exists (select 1 from job_alert_sent_jobs s where s.alert_id = ${q.exceptFor} and s.job_id = j.id)`,
        ]
      : []),
  ];
  const keyword = q.keyword;
  conditions.push(...criteriaConditions(q.criteria, keyword, q.salaryMinUsd));
  const rank = keyword && keyword !== 'nothing' ? sql`ts_rank_cd(j.search, ${keyword}) desc,` : sql``;
  const { rows } = await sql<DigestCandidate & { total: string }>`
    select j.id, j.title, j.slug, j.city_nm, j.country_nm, j.location_type,
      coalesce(nullif(j.company_info ->> 'companyName', ''), c.name) as company_name,
      count(*) over () as total
    from jobs as j join companies as c on c.id = j.company_id
    where ${sql.join(conditions, sql` and `)}
    order by ${rank} j.posted_at desc, j.id
    limit ${q.limit}`.execute(db);
  const jobs = rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    company_name: r.company_name,
    city_nm: r.city_nm,
    country_nm: r.country_nm,
    location_type: r.location_type,
  }));
  return { jobs, total: Number(rows[0]?.total ?? 0) };
}
