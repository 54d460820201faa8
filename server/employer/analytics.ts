// The analytics page's figures, read from the monthly roll-up (hiring-rollup.ts) and, for the
// current state of jobs and applicants, from their own tables. Nothing here scans the events.
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import { ALL_JOBS } from './hiring-rollup.ts';

type S = components['schemas'];

const monthIndex = (ym: string) => Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7)) - 1;
const monthOf = (i: number) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
const MAX_MONTHS = 24;

/** The months asked for, oldest first; without a range the last 12 up to `now`'s month. */
export function monthsOf(q: S['EmployerAnalyticsMonthQuery'], now: Date): string[] {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const to = q.to ? monthIndex(q.to) : current;
  const from = q.from ? monthIndex(q.from) : to - 11;
  if (from > to)
    throw badRequest('from must not be after to', { fields: [{ field: 'body.from', message: 'after to' }] });
  if (to - from + 1 > MAX_MONTHS)
    throw badRequest(`At most ${MAX_MONTHS} months at a time`, {
      fields: [{ field: 'body.from', message: 'range too long' }],
    });
  return Array.from({ length: to - from + 1 }, (_, i) => monthOf(from + i));
}

type Scope = { clientId: string; companyId: string; jobId?: string };

type Cell = { month: string; kind: string; source: string; n: string; value_sum: number; value_n: string };

const emptyMonth = (month: string): S['EmployerAnalyticsMonth'] => ({
  month,
  jobsPosted: 0,
  jobViews: 0,
  applyStarts: 0,
  applications: 0,
  sources: { search: 0, alert: 0, direct: 0, import: 0, invitation: 0 },
  timeToFirstApplicantHours: null,
  timeToHireDays: null,
  shortlisted: 0,
  inInterview: 0,
  hired: 0,
  rejected: 0,
  candidateProfileViews: 0,
  invitationsSent: 0,
});

const COUNTS: Record<string, keyof S['EmployerAnalyticsMonth']> = {
  view: 'jobViews',
  apply_start: 'applyStarts',
  applied: 'applications',
  shortlisted: 'shortlisted',
  interviewed: 'inInterview',
  hired: 'hired',
  rejected: 'rejected',
  profile_view: 'candidateProfileViews',
  invitation: 'invitationsSent',
};

const round1 = (x: number) => Math.round(x * 10) / 10;

export async function analyticsByMonth(
  db: Db,
  scope: Scope,
  q: S['EmployerAnalyticsMonthQuery'],
  now = new Date(),
): Promise<S['EmployerAnalyticsMonth'][]> {
  const months = monthsOf(q, now);
  const first = `${months[0]}-01`;
  const last = `${months[months.length - 1]}-01`;
  const byMonth = new Map(months.map((m) => [m, emptyMonth(m)]));
  const jobId = q.jobId ?? ALL_JOBS;
  const cells = await sql<Cell>`
    select to_char(month, 'YYYY-MM') as month, kind, source,
      sum(n)::text as n, sum(value_sum)::float8 as value_sum, sum(value_n)::text as value_n
    from hiring_monthly
    where client_id = ${scope.clientId} and company_id = ${scope.companyId}
      and job_id = ${jobId} and month between ${first}::date and ${last}::date
    group by 1, 2, 3
  `.execute(db);
  for (const c of cells.rows) {
    const m = byMonth.get(c.month);
    if (!m) continue;
    const n = Number(c.n);
    const field = COUNTS[c.kind];
    if (field) (m[field] as number) += n;
    if (c.kind === 'applied' && c.source in m.sources) m.sources[c.source as keyof S['EmployerAnalyticsSources']] += n;
    if (c.kind === 'first_applicant' && Number(c.value_n) > 0)
      m.timeToFirstApplicantHours = round1(c.value_sum / Number(c.value_n));
    if (c.kind === 'hired' && Number(c.value_n) > 0) m.timeToHireDays = round1(c.value_sum / Number(c.value_n));
  }
  const jobFilterJ = q.jobId ? sql`and id = ${q.jobId}` : sql``;
  const posted = await sql<{ month: string; n: string }>`
    select to_char(date_trunc('month', posted_at at time zone 'UTC'), 'YYYY-MM') as month, count(*)::text as n
    from jobs
    where client_id = ${scope.clientId} and company_id = ${scope.companyId} and deleted_at is null
      and posted_at >= ${first}::date and posted_at < (${last}::date + interval '1 month') ${jobFilterJ}
    group by 1
  `.execute(db);
  for (const p of posted.rows) {
    const m = byMonth.get(p.month);
    if (m) m.jobsPosted = Number(p.n);
  }
  return months.map((m) => byMonth.get(m) ?? emptyMonth(m));
}

type CountRow = Record<string, string>;
const num = (r: CountRow | undefined, k: string) => Number(r?.[k] ?? 0);

/** The company's totals: current jobs and applicants from their tables, activity from the roll-up. */
export async function analyticsCount(db: Db, scope: Scope): Promise<S['EmployerAnalyticsCount']> {
  const { clientId, companyId } = scope;
  const [jobs, applicants, activity, team, top] = await Promise.all([
    sql<CountRow>`
      select count(*) filter (where status <> 'DELETED') as total,
        count(*) filter (where status = 'ACTIVE' and approval_status = 2) as active,
        count(*) filter (where status = 'PAUSED') as paused,
        count(*) filter (where status in ('CLOSED', 'EXPIRED')) as closed,
        count(*) filter (where status = 'ACTIVE' and approval_status = 1) as pending
      from jobs where client_id = ${clientId} and company_id = ${companyId} and deleted_at is null`.execute(db),
    sql<CountRow>`
      select count(*) as total,
        count(*) filter (where a.status = 'APPLIED') as applied,
        count(*) filter (where a.status = 'SHORTLIST') as shortlist,
        count(*) filter (where a.status = 'IN_INTERVIEW') as in_interview,
        count(*) filter (where a.status = 'HIRED') as hired,
        count(*) filter (where a.status = 'REJECTED') as rejected
      from applications a join jobs j on j.id = a.job_id
      where a.client_id = ${clientId} and j.company_id = ${companyId}`.execute(db),
    sql<CountRow>`
      select coalesce(sum(n) filter (where kind = 'view'), 0) as views,
        coalesce(sum(n) filter (where kind = 'profile_view'), 0) as profile_views,
        coalesce(sum(n) filter (where kind = 'invitation'), 0) as invitations,
        coalesce(sum(n) filter (where kind = 'applied' and source = 'invitation'), 0) as invited_applied
      from hiring_monthly
      where client_id = ${clientId} and company_id = ${companyId} and job_id = ${ALL_JOBS}`.execute(db),
    sql<CountRow>`
      select count(*) as n from users
      where client_id = ${clientId} and company_id = ${companyId} and role = 'employer' and employer_kind = 2
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
      from hiring_job_totals h join jobs j on j.id = h.job_id and j.client_id = h.client_id
      where h.client_id = ${clientId} and h.company_id = ${companyId} and j.deleted_at is null
      group by j.id
      order by applied desc, views desc, j.id
      limit 50`.execute(db),
  ]);
  const j = jobs.rows[0];
  const a = applicants.rows[0];
  const v = activity.rows[0];
  return {
    jobs: {
      total: num(j, 'total'),
      active: num(j, 'active'),
      paused: num(j, 'paused'),
      closed: num(j, 'closed'),
      pendingApproval: num(j, 'pending'),
    },
    applicants: {
      total: num(a, 'total'),
      applied: num(a, 'applied'),
      shortlist: num(a, 'shortlist'),
      inInterview: num(a, 'in_interview'),
      hired: num(a, 'hired'),
      rejected: num(a, 'rejected'),
    },
    jobViews: num(v, 'views'),
    candidateProfileViews: num(v, 'profile_views'),
    invitations: { sent: num(v, 'invitations'), applied: num(v, 'invited_applied') },
    teamMembers: num(team.rows[0], 'n'),
    topJobs: top.rows.map((r) => ({
      jobId: r.job_id,
      title: r.title,
      status: r.status,
      postedAt: r.posted_at ? r.posted_at.toISOString() : null,
      jobViews: Number(r.views),
      applyStarts: Number(r.starts),
      applications: Number(r.applied),
      shortlisted: Number(r.shortlisted),
      inInterview: Number(r.interviewed),
      hired: Number(r.hired),
    })),
  };
}
