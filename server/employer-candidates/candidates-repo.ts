// Candidates as the company's candidate work reads them: `users u` left-joined to their profile
// `p`, the aliases the visibility conditions (search/repo/visibility.ts) are written over.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { appliedTo, FINDABLE } from '../candidates/index.ts';

/** The candidate's contact details. */
export async function contactOf(db: Db, clientId: string, candidateId: string) {
  const scope = scopedTo(db, clientId);
  return scope
    .selectFrom('users as u')
    .leftJoin('candidate_profiles as p', (j) => j.onRef('p.user_id', '=', 'u.id').on(scope.owns('p')))
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.mob_no', 'u.country_code', 'p.linkedin', 'p.resume'])
    .where('u.id', '=', candidateId)
    .executeTakeFirst();
}

/** The candidates of `ids` the company may see (findable, or applicants of its jobs). */
export async function visibleAmong(
  db: Db,
  clientId: string,
  companyId: string,
  ids: readonly string[],
): Promise<string[]> {
  const scope = scopedTo(db, clientId);
  const rows = await scope
    .selectFrom('users as u')
    .leftJoin('candidate_profiles as p', (j) => j.onRef('p.user_id', '=', 'u.id').on(scope.owns('p')))
    .select('u.id')
    .where('u.id', 'in', ids)
    .where('u.role', '=', 'candidate')
    .where('u.status', '!=', 'deleted')
    .where(sql<boolean>`(${FINDABLE} or ${appliedTo(companyId)})`)
    .execute();
  return rows.map((r) => r.id);
}
