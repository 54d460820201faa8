// What became of the company's invitations (invite/analytics): sent, opened (first opening of the
// job page from the invitation) and applied (an application by the invited candidate to that job
// made at or after the invitation; read from applications, never stored, so it cannot drift).
// Rates are percentages of sent to one decimal; byJob lists the jobs with most invitations first.
import type { components } from '@generated/schema';
import { invitationCountsByJob } from './invitations-repo.ts';
import { assertPeriod, companyJob, type CompanyScope } from './scope.ts';

type S = components['schemas'];

const rate = (part: number, whole: number) => (whole ? Math.round((part * 1000) / whole) / 10 : 0);

export async function inviteAnalytics(s: CompanyScope, q: S['InviteAnalyticsQuery']): Promise<S['InviteAnalytics']> {
  assertPeriod(q.from, q.to);
  if (q.jobId) await companyJob(s, q.jobId);
  const byJob = (
    await invitationCountsByJob(s.db, s.clientId, s.companyId, { jobId: q.jobId, from: q.from, to: q.to })
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
