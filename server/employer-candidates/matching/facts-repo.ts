// The rows the score's facts are shaped from (load.ts): a job of the tenant, findable candidates,
// and the company's active jobs.
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { scopedTo } from '../../db/tenant-scope.ts';
import { FINDABLE } from '../../candidates/index.ts';

/** A job of the tenant (any company's), unless deleted. */
export async function jobFactsRow(db: Db, clientId: string, jobId: string) {
  return scopedTo(db, clientId)
    .selectFrom('jobs')
    .select([
      'id',
      'company_id',
      'title',
      'skills',
      'experience_min',
      'experience_max',
      'workplace_type',
      'location_type',
      'city_id',
      'city_nm',
      'state_id',
      'country_id',
      'salary_min',
      'salary_max',
      'salary_currency',
      'qualification',
    ])
    .where('id', '=', jobId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The findable candidates among `ids`, with their profiles, in no particular order. */
export async function candidateFactsRows(db: Db, clientId: string, ids: readonly string[]) {
  const scope = scopedTo(db, clientId);
  return scope
    .selectFrom('users as u')
    .innerJoin('candidate_profiles as p', (j) => j.onRef('p.user_id', '=', 'u.id').on(scope.owns('p')))
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.last_active_at',
      'p.headline',
      'p.experiences',
      'p.skills',
      'p.experience_years',
      'p.experience_months',
      'p.is_fresher',
      'p.city_id',
      'p.city_nm',
      'p.state_id',
      'p.state_nm',
      'p.country_id',
      'p.country_nm',
      'p.expected_salary',
      'p.salary_currency',
      'p.educations',
    ])
    .where('u.id', 'in', ids)
    .where(FINDABLE)
    .execute();
}

/** The ids of the company's newest active, unexpired jobs, at most `max`. */
export async function activeJobIds(db: Db, clientId: string, companyId: string, max: number): Promise<string[]> {
  const rows = await scopedTo(db, clientId)
    .selectFrom('jobs')
    .select('id')
    .where('company_id', '=', companyId)
    .where('status', '=', 'ACTIVE')
    .where('deleted_at', 'is', null)
    .where(sql<SqlBool>`(expires_at is null or expires_at > now())`)
    .orderBy(sql`coalesce(posted_at, created_at) desc`)
    .limit(max)
    .execute();
  return rows.map((r) => r.id);
}
