// Which candidates a company may see. A candidate is found (search, lists, matches,
// recommendations, invitations) only while the profile is searchable on this board and the account
// is active; a company the candidate applied to sees them whatever the choice, because the
// candidate sent it their profile. Every reader of candidates for employers goes through these.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { scopedTo } from '../../db/tenant-scope.ts';

/**
 * The SQL condition "found by employers" over `users u` left-joined to `candidate_profiles p`
 * (the aliases every candidate query of these features uses).
 */
export const FINDABLE: RawBuilder<SqlBool> = sql<SqlBool>`(u.role = 'candidate' and u.status = 'active'
  and u.deleted_at is null and coalesce(p.is_searchable, false))`;

/** The SQL condition "applied to the company's jobs" over `users u`. */
export const appliedTo = (companyId: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`exists (select 1 from applications ap join jobs aj on aj.id = ap.job_id
    where ap.client_id = u.client_id and ap.candidate_id = u.id and aj.company_id = ${companyId})`;

/** Whether the company may open the candidate: findable, or an applicant of the company. */
export async function companyMaySee(
  db: Db,
  clientId: string,
  companyId: string,
  candidateId: string,
): Promise<boolean> {
  const scope = scopedTo(db, clientId);
  const row = await scope
    .selectFrom('users as u')
    .leftJoin('candidate_profiles as p', (j) => j.onRef('p.user_id', '=', 'u.id').on(scope.owns('p')))
    .select('u.id')
    .where('u.id', '=', candidateId)
    .where('u.role', '=', 'candidate')
    .where('u.status', '!=', 'deleted')
    .where(sql<SqlBool>`(${FINDABLE} or ${appliedTo(companyId)})`)
    .executeTakeFirst();
  return !!row;
}

/** SQL over `users u` left-joined to `candidate_profiles p`: the company may list the candidate. */
export const visibleTo = (companyId: string) => sql<SqlBool>`(${FINDABLE} or ${appliedTo(companyId)})`;
