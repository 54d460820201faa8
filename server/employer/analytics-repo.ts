// The analytics page's reads: the company's months of the roll-up, the jobs it posted by month, and
// its totals (current jobs and applicants from their tables, activity from the roll-up).
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { ALL_JOBS } from './hiring-monthly-repo.ts';

type S = components['schemas'];

export type AnalyticsScope = { clientId: string; companyId: string };

export type Cell = { month: string; kind: string; source: string; n: string; value_sum: number; value_n: string };

/** The roll-up's counts of the job (or ALL_JOBS) by month, kind and source, months first to last. */
export async function monthCells(db: Db, scope: AnalyticsScope, jobId: string, first: string, last: string) {
  const cells = await sql<Cell>`
    select to_char(month, 'YYYY-MM') as month, kind, source,
      sum(n)::text as n, sum(value_sum)::float8 as value_sum, sum(value_n)::text as value_n
    from hiring_monthly
    where ${scopedTo(db, scope.clientId).owns('hiring_monthly')} and company_id = ${scope.companyId}
      and job_id = ${jobId} and month between ${first}::date and ${last}::date
    group by 1, 2, 3
  `.execute(db);
  return cells.rows;
}

/** The company's jobs (or the one job) posted by month, months first to last. */
export async function postedByMonth(
  db: Db,
  scope: AnalyticsScope,
  jobId: string | undefined,
  first: string,
  last: string,
) {
  const jobFilterJ = jobId ? sql`and id = ${jobId}` : sql``;
  const posted = await sql<{ month: string; n: string }>`
    select to_char(date_trunc('month', posted_at at time zone 'UTC'), 'YYYY-MM') as month, count(*)::text as n
    from jobs
    where ${scopedTo(db, scope.clientId).owns('jobs')} and company_id = ${scope.companyId} and deleted_at is null
      and posted_at >= ${first}::date and posted_at < (${last}::date + interval '1 month') ${jobFilterJ}
    group by 1
  `.execute(db);
  return posted.rows;
}

export type CountRow = Record<string, string>;

/** The company's jobs by state, applicants by status, activity, team size and its top 50 jobs. */
export async function companyCounts(db: Db, scope: AnalyticsScope) {
  const { companyId } = scope;
  const tenant = scopedTo(db, scope.clientId);
  const [jobs, applicants, activity, team, top] = await Promise.all([
    sql<CountRow>`
      select count(*) filter (where status <> 'DELETED') as total,
        count(*) filter (where status = 'ACTIVE' and approval_status = 2) as active,
        count(*) filter (where status = 'PAUSED') as paused,
        count(*) filter (where status in ('CLOSED', 'EXPIRED')) as closed,
        count(*) filter (where status = 'ACTIVE' and approval_status = 1) as pending
      from jobs where ${tenant.owns('jobs')} and company_id = ${companyId} and deleted_at is null`.execute(db),
    sql<CountRow>`
      select count(*) as total,
        count(*) filter (where a.status = 'APPLIED') as applied,
        count(*) filter (where a.status = 'SHORTLIST') as shortlist,
        count(*) filter (where a.status = 'IN_INTERVIEW') as in_interview,
        count(*) filter (where a.status = 'HIRED') as hired,
        count(*) filter (where a.status = 'REJECTED') as rejected
      from applications a join jobs j on j.id = a.job_id
      where ${tenant.owns('a')} and j.company_id = ${companyId}`.execute(db),
    sql<CountRow>`
      select coalesce(sum(n) filter (where kind = 'view'), 0) as views,
        coalesce(sum(n) filter (where kind = 'profile_view'), 0) as profile_views,
        coalesce(sum(n) filter (where kind = 'invitation'), 0) as invitations,
        coalesce(sum(n) filter (where kind = 'applied' and source = 'invitation'), 0) as invited_applied
      from hiring_monthly
      where ${tenant.owns('hiring_monthly')} and company_id = ${companyId} and job_id = ${ALL_JOBS}`.execute(db),
    sql<CountRow>`
      select count(*) as n from users
      where ${tenant.owns('users')} and company_id = ${companyId} and role = 'employer' and employer_kind = 2
        and deleted_at is null and status = 'active'`.execute(db),
    sql<{
      job_id: string;
      title: string;
      status: S['JobStatus'];
      posted_at: Date | null;
      views: string;
      starts: string;
      applied: string;
      shortlisted: string;
      interviewed: string;
      hired: string;
    }>`
      select j.id as job_id, j.title, j.status, j.posted_at,
        coalesce(sum(h.n) filter (where h.kind = 'view'), 0) as views,
        coalesce(sum(h.n) filter (where h.kind = 'apply_start'), 0) as starts,
        coalesce(sum(h.n) filter (where h.kind = 'applied'), 0) as applied,
        coalesce(sum(h.n) filter (where h.kind = 'shortlisted'), 0) as shortlisted,
        coalesce(sum(h.n) filter (where h.kind = 'interviewed'), 0) as interviewed,
        coalesce(sum(h.n) filter (where h.kind = 'hired'), 0) as hired
      from hiring_job_totals h join jobs j on j.id = h.job_id and ${tenant.owns('j')}
      where ${tenant.owns('h')} and h.company_id = ${companyId} and j.deleted_at is null
      group by j.id
      order by applied desc, views desc, j.id
      limit 50`.execute(db),
  ]);
  return {
    jobs: jobs.rows[0],
    applicants: applicants.rows[0],
    activity: activity.rows[0],
    team: team.rows[0],
    top: top.rows,
  };
}
