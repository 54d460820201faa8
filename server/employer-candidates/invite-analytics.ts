// What became of the company's invitations (invite/analytics): sent, opened (first opening of the
// job page from the invitation) and applied (an application by the invited candidate to that job
// made at or after the invitation; read from applications, never stored, so it cannot drift).
// Rates are percentages of sent to one decimal; byJob lists the jobs with most invitations first.
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import { assertPeriod, companyJob, type CompanyScope } from './scope.ts';

type S = components['schemas'];

const rate = (part: number, whole: number) => (whole ? Math.round((part * 1000) / whole) / 10 : 0);

export async function inviteAnalytics(s: CompanyScope, q: S['InviteAnalyticsQuery']): Promise<S['InviteAnalytics']> {
  assertPeriod(q.from, q.to);
  if (q.jobId) await companyJob(s, q.jobId);
  let rows = s.db
    .selectFrom('candidate_invitations as i')
    .innerJoin('jobs as j', 'j.id', 'i.job_id')
    .select([
      'i.job_id',
      'j.title',
      sql<string>`count(*)`.as('sent'),
      sql<string>`count(i.opened_at)`.as('opened'),
      sql<string>`count(*) filter (where exists (select 1 from applications a where a.client_id = i.client_id
        and a.job_id = i.job_id and a.candidate_id = i.candidate_id and a.applied_at >= i.created_at))`.as('applied'),
    ])
    .where('i.client_id', '=', s.clientId)
    .where('i.company_id', '=', s.companyId);
  if (q.jobId) rows = rows.where('i.job_id', '=', q.jobId);
  // Days are UTC days, as the daily invitation limit counts them.
  if (q.from) rows = rows.where(sql<boolean>`i.created_at >= (${q.from}::date)::timestamp at time zone 'UTC'`);
  if (q.to) rows = rows.where(sql<boolean>`i.created_at < ((${q.to}::date + 1)::timestamp at time zone 'UTC')`);
  const byJob = (
    await rows
      .groupBy(['i.job_id', 'j.title'])
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('j.title')
      .execute()
  ).map((r) => ({
    jobId: r.job_id,
    title: r.title ?? 'Untitled job',
    sent: Number(r.sent),
    opened: Number(r.opened),
    applied: Number(r.applied),
  }));
  const sum = (k: 'sent' | 'opened' | 'applied') => byJob.reduce((n, j) => n + j[k], 0);
  const sent = sum('sent');
  const opened = sum('opened');
  const applied = sum('applied');
  return { sent, opened, applied, openRate: rate(opened, sent), applyRate: rate(applied, sent), byJob };
}
