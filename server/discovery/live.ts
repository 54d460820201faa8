// Which jobs the public sees. "Live" (listed, searchable, in feeds, sitemap and JobPosting data) is
// ACTIVE, APPROVED, not deleted and not past its expiry; the expiry is compared with the database
// clock, so a job whose expiresAt passed is off the board before any job moves it to EXPIRED.
// "Viewable" adds the jobs whose page still opens (PAUSED, CLOSED, EXPIRED), so old links keep
// working. Every reader of public jobs takes the rule from here.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { components } from '@generated/schema';

type JobStatus = components['schemas']['JobStatus'];

export const APPROVED = 2;

/** Statuses whose page opens for guests and candidates, shown closed for applying. */
export const CLOSED_BUT_VIEWABLE: readonly JobStatus[] = ['PAUSED', 'CLOSED', 'EXPIRED'];

const col = (table: string, column: string) => sql.ref(`${table}.${column}`);

/** The job of `table` (an alias of jobs, `jobs` by default) is live. */
export function isLiveJob(table = 'jobs'): Expression<SqlBool> {
  const c = (name: string) => col(table, name);
  // A literal, not a parameter: the partial indexes of live jobs (0011-search-indexes) are only
  // chosen when the query's condition visibly implies their predicate.
  return sql<SqlBool>`(${c('status')} = 'ACTIVE' and ${c('approval_status')} = ${sql.lit(APPROVED)} and ${c(
    'deleted_at',
  )} is null and (${c('expires_at')} is null or ${c('expires_at')} > now()))`;
}

/** The job of `table` has an expiry that has passed (database clock): the complement of the expiry
 * part of isLiveJob, and what the expiry sweep moves from ACTIVE to EXPIRED. */
export function isPastExpiry(table = 'jobs'): Expression<SqlBool> {
  const c = (name: string) => col(table, name);
  return sql<SqlBool>`(${c('expires_at')} is not null and ${c('expires_at')} <= now())`;
}

/** The job of `table` is live, or approved and PAUSED, CLOSED or EXPIRED: its page opens. */
export function isViewableJob(table = 'jobs'): Expression<SqlBool> {
  const c = (name: string) => col(table, name);
  return sql<SqlBool>`(${c('approval_status')} = ${APPROVED} and ${c('deleted_at')} is null and ${c(
    'status',
  )} in ('ACTIVE', 'PAUSED', 'CLOSED', 'EXPIRED'))`;
}

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
