// The jobs of an alert's next digest: live at `now` (the same rule as the public board, with the
// digest's clock), gone live in the alert's window (since its last digest), not sent to this alert
// before (the ledger), and matching every criterion. Best first: the keyword's full-text rank,
// then the newest. The keyword is read as the job search reads it (docs/job-search.md): its words
// in groups of spellings, with the built-in and the board's own synonyms, joined and hyphenated
// forms and typo corrections, every group required (a digest is the search's all-word matches: its
// partial matches would fill an e-mail with jobs the person did not ask for).
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AlertCriteria } from '../db/tables-job-alerts.ts';
import { toYearlyUsd, yearlyUsdSql } from '../discovery/currency.ts';
import { allGroups, planJobKeyword, withoutNoise } from '../discovery/job-keyword.ts';
import { APPROVED } from '../discovery/live.ts';

export const DIGEST_SIZE = 20;

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
type KeywordQuery = RawBuilder<string> | 'nothing' | null;

/** The tsquery of the alert's keyword, every group required; null when it asks for no word ("jobs" browses, as in the search). */
async function keywordQuery(db: Db, clientId: string, keyword: string | null): Promise<KeywordQuery> {
  const text = keyword ? withoutNoise(keyword) : null;
  if (!text) return null;
  const groups = await planJobKeyword(db, clientId, text);
  return groups ? allGroups(groups) : 'nothing';
}

function criteriaConditions(c: AlertCriteria, keyword: KeywordQuery): Expression<SqlBool>[] {
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
  if (c.salaryMin !== null && c.currencyCode) {
    const usd = toYearlyUsd(c.salaryMin, c.currencyCode, 'YEARLY');
    all.push(sql<SqlBool>`j.is_salary_visible and ${yearlyUsdSql('j', 'salary_max')} >= ${usd}`);
  }
  return all;
}

/**
 * Jobs that go live and are committed within this lag of a digest are left to the next one: a job
 * whose posting commits a moment after the digest read it would otherwise fall between two windows.
 */
export const SETTLE_MS = 5 * 60_000;

/** The end of a digest's window at `now`: jobs posted before it are this digest's. */
export const windowEnd = (now: Date) => new Date(now.getTime() - SETTLE_MS);

/**
 * The best `limit` jobs for criteria over a window, and how many match in all: live at `now` (the
 * public board's rule with the digest's clock), posted in [since, windowEnd(now)), best first
 * (the keyword's full-text rank, then the newest). Alerts with the same criteria and window share
 * one such query; the ledger is applied per alert afterwards.
 */
export async function windowJobs(
  db: Db,
  q: { clientId: string; criteria: AlertCriteria; since: Date; now: Date; limit: number; exceptFor?: string },
): Promise<{ jobs: DigestCandidate[]; total: number }> {
  const conditions: Expression<SqlBool>[] = [
    sql<SqlBool>`j.client_id = ${q.clientId}`,
    sql<SqlBool>`j.status = 'ACTIVE' and j.approval_status = ${sql.lit(APPROVED)} and j.deleted_at is null`,
    sql<SqlBool>`(j.expires_at is null or j.expires_at > ${q.now})`,
    sql<SqlBool>`j.posted_at >= ${q.since} and j.posted_at < ${windowEnd(q.now)}`,
    ...(q.exceptFor
      ? [
          sql<SqlBool>`not exists (select 1 from job_alert_sent_jobs s where s.alert_id = ${q.exceptFor} and s.job_id = j.id)`,
        ]
      : []),
  ];
  const keyword = await keywordQuery(db, q.clientId, q.criteria.keyword);
  conditions.push(...criteriaConditions(q.criteria, keyword));
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

/** One alert's digest jobs, the ledger applied in SQL (the benchmark's baseline; a rare fallback). */
export function digestJobs(
  db: Db,
  alert: { id: string; client_id: string; criteria: AlertCriteria; since: Date },
  now: Date,
): Promise<{ jobs: DigestCandidate[]; total: number }> {
  return windowJobs(db, {
    clientId: alert.client_id,
    criteria: alert.criteria,
    since: alert.since,
    now,
    limit: DIGEST_SIZE,
    exceptFor: alert.id,
  });
}
