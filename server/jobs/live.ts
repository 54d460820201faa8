// Which jobs the public sees. "Live" (listed, searchable, in feeds, sitemap and JobPosting data) is
// ACTIVE, APPROVED, not deleted and not past its expiry; the expiry is compared with the database
// clock, so a job whose expiresAt passed is off the board before any job moves it to EXPIRED.
// "Viewable" adds the jobs whose page still opens (PAUSED, CLOSED, EXPIRED), so old links keep
// working. Every reader of public jobs takes the rule from here (rows in memory) or from
// repo/live.ts (the same rule in SQL).
import type { components } from '@generated/schema';
import { APPROVED } from './repo/live.ts';

type JobStatus = components['schemas']['JobStatus'];

/** Statuses whose page opens for guests and candidates, shown closed for applying. */
export const CLOSED_BUT_VIEWABLE: readonly JobStatus[] = ['PAUSED', 'CLOSED', 'EXPIRED'];

/** The status to show: an ACTIVE job past its expiry is EXPIRED, whether or not it was moved yet. */
export function shownStatus(status: JobStatus, expiresAt: Date | null, now: Date): JobStatus {
  return status === 'ACTIVE' && expiresAt !== null && expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : status;
}

export function isLiveRow(
  row: { status: JobStatus; approval_status: number; deleted_at: Date | null; expires_at: Date | null },
  now: Date,
): boolean {
  return (
    row.approval_status === APPROVED &&
    row.deleted_at === null &&
    shownStatus(row.status, row.expires_at, now) === 'ACTIVE'
  );
}

export function isViewableRow(row: { status: JobStatus; approval_status: number; deleted_at: Date | null }): boolean {
  return (
    row.approval_status === APPROVED &&
    row.deleted_at === null &&
    (row.status === 'ACTIVE' || CLOSED_BUT_VIEWABLE.includes(row.status))
  );
}
