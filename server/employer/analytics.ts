// The analytics page's figures, read from the monthly roll-up (hiring-monthly-repo.ts) and, for the
// current state of jobs and applicants, from their own tables. Nothing here scans the events.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors/errors.ts';
import { companyCounts, monthCells, postedByMonth, type CountRow } from './analytics-repo.ts';
import { ALL_JOBS } from './hiring-monthly-repo.ts';

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
  const cells = await monthCells(db, scope, jobId, first, last);
  for (const c of cells) {
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
  const posted = await postedByMonth(db, scope, q.jobId, first, last);
  for (const p of posted) {
    const m = byMonth.get(p.month);
    if (m) m.jobsPosted = Number(p.n);
  }
  return months.map((m) => byMonth.get(m) ?? emptyMonth(m));
}

const num = (r: CountRow | undefined, k: string) => Number(r?.[k] ?? 0);

/** The company's totals: current jobs and applicants from their tables, activity from the roll-up. */
export async function analyticsCount(db: Db, scope: Scope): Promise<S['EmployerAnalyticsCount']> {
  const { jobs: j, applicants: a, activity: v, team, top } = await companyCounts(db, scope);
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
    teamMembers: num(team, 'n'),
    topJobs: top.map((r) => ({
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
