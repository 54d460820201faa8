// What stops an apply form, from the job itself or from the answer to sending it: already
// applied, no longer open, or applied to on the employer's site.
import type { Job } from '@generated/api/model';
import type { ApplyFailure } from '@/lib/applying/apply-error';
import { closedReason } from '@/lib/applying/job-open';
import { AlreadyApplied, AppliedOnCompanySite, JobNotLive } from './apply-gates';

export function blockerOf(job: Job, failure: ApplyFailure | null) {
  if (failure?.kind === 'already-applied' || job.isApplied) return <AlreadyApplied />;
  if (failure?.kind === 'not-live') return <JobNotLive reason={failure.message} />;
  const closed = closedReason(job);
  if (closed) return <JobNotLive reason={closed} />;
  if (job.redirectUrl) return <AppliedOnCompanySite job={job} />;
  return null;
}
