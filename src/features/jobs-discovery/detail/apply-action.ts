// What the Apply button of a job page does for this visitor. A job that is not open says why it
// cannot be applied to; an open one applies here (candidates), through quick apply (guests) or on
// the employer's own site when the job has a redirect URL.
import type { Job } from '@generated/api/model';
import { isExpired } from '@/lib/format/dates';
import type { Role } from '@/lib/session/session';

export type ApplyAction =
  | { kind: 'disabled'; label: string; reason: string }
  | { kind: 'apply'; label: string; to: '/jobsseekers/apply-job' | '/jobsseekers/quick-apply-job'; jobId: string }
  | { kind: 'external'; label: string; href: string };

type ApplyJob = Pick<Job, '_id' | 'status' | 'expiresAt' | 'redirectUrl' | 'isApplied'>;

function closedReason(job: ApplyJob, now: Date): string | null {
  switch (job.status) {
    case 'CLOSED':
      return 'This position has been closed and no longer takes applications.';
    case 'PAUSED':
      return 'The employer has paused applications for this job.';
    case 'EXPIRED':
      return 'This job has expired.';
    case 'ACTIVE':
      return isExpired(job.expiresAt, now) ? 'This job has expired.' : null;
    default:
      return 'This job is not open for applications.';
  }
}

export function applyAction(job: ApplyJob, role: Role | undefined, now: Date = new Date()): ApplyAction {
  const closed = closedReason(job, now);
  if (closed) return { kind: 'disabled', label: 'Applications closed', reason: closed };
  if (job.isApplied) return { kind: 'disabled', label: 'Applied', reason: 'You have already applied to this job.' };
  if (role === 'employer' || role === 'admin')
    return { kind: 'disabled', label: 'Apply', reason: 'Sign in with a job seeker account to apply.' };
  if (job.redirectUrl) return { kind: 'external', label: 'Apply on company site', href: job.redirectUrl };
  return role === 'candidate'
    ? { kind: 'apply', label: 'Apply now', to: '/jobsseekers/apply-job', jobId: job._id }
    : { kind: 'apply', label: 'Quick apply', to: '/jobsseekers/quick-apply-job', jobId: job._id };
}
