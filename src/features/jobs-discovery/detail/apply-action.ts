// What the Apply button of a job page does for this visitor. A job that is not open says why it
// cannot be applied to (Closed); one already applied to shows Applied (the status is looked up
// beside it); an open one applies here: candidates on the apply page, guests in the guest-apply
// dialog, and everyone on the employer's own site when the job has a redirect URL.
import { t } from '@lingui/core/macro';
import type { Job } from '@generated/api/model';
import { closedReason } from '@/lib/applying/job-open';
import type { Role } from '@/lib/session/session';

export type ApplyAction =
  | { kind: 'disabled'; label: string; reason: string }
  | { kind: 'applied'; label: string; jobId: string }
  | { kind: 'apply'; label: string; to: '/jobsseekers/apply-job'; jobId: string }
  | { kind: 'guest'; label: string }
  | { kind: 'external'; label: string };

type ApplyJob = Pick<Job, '_id' | 'status' | 'expiresAt' | 'redirectUrl' | 'isApplied'>;

export function applyAction(job: ApplyJob, role: Role | undefined, now: Date = new Date()): ApplyAction {
  if (job.isApplied) return { kind: 'applied', label: t`Applied`, jobId: job._id };
  const closed = closedReason(job, now);
  if (closed) return { kind: 'disabled', label: t`Closed`, reason: closed };
  if (role === 'employer' || role === 'admin')
    return { kind: 'disabled', label: t`Apply`, reason: t`Sign in with a job seeker account to apply.` };
  if (job.redirectUrl) return { kind: 'external', label: t`Apply on company site` };
  return role === 'candidate'
    ? { kind: 'apply', label: t`Apply`, to: '/jobsseekers/apply-job', jobId: job._id }
    : { kind: 'guest', label: t`Apply` };
}
