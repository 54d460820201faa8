// The live and viewable rules of live.ts as SQL conditions, for the repositories that read public
// jobs. The rows' twins (isLiveRow, isViewableRow) stay in live.ts, which re-exports these.
import { sql, type Expression, type SqlBool } from 'kysely';

export const APPROVED = 2;

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
