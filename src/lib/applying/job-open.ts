// Whether a job takes applications, and if not why, in the words the job page and the apply
// screens show. Mirrors the server's live-job rule (server/jobs/live.ts) as far as the job
// a visitor sees tells it: only ACTIVE jobs whose expiry has not passed are open.
import { t } from '@lingui/core/macro';
import type { JobStatus } from '@generated/api/model';
import { isExpired } from '@/lib/format/dates';

export type OpenCheckJob = { status?: JobStatus; expiresAt?: string | null };

export const NOT_ACCEPTING_MESSAGE = (): string => t`This job is no longer accepting applications`;

/** Null when the job is open; otherwise a sentence saying why it cannot be applied to. */
export function closedReason(job: OpenCheckJob, now: Date = new Date()): string | null {
  switch (job.status) {
    case 'CLOSED':
      return t`This position has been closed and no longer takes applications.`;
    case 'PAUSED':
      return t`The employer has paused applications for this job.`;
    case 'EXPIRED':
      return t`This job has expired.`;
    case 'ACTIVE':
    case undefined:
      // Lists for guests and candidates leave status out: only live jobs reach them.
      return isExpired(job.expiresAt ?? null, now) ? t`This job has expired.` : null;
    default:
      return t`This job is not open for applications.`;
  }
}
