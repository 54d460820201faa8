// The company's marks on its recommendations: first sight of a candidate and its reactions.
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { scopedTo, type TenantRow } from '../../db/tenant-scope.ts';
import { FINDABLE } from '../../candidates/index.ts';

/** The findable candidates among `ids` (each holding a profile). */
export async function findableAmong(db: Db, clientId: string, ids: readonly string[]): Promise<string[]> {
  const scope = scopedTo(db, clientId);
  const found = await scope
    .selectFrom('users as u')
    .innerJoin('candidate_profiles as p', (j) => j.onRef('p.user_id', '=', 'u.id').on(scope.owns('p')))
    .select('u.id')
    .where('u.id', 'in', ids)
    .where(FINDABLE)
    .execute();
  return found.map((r) => r.id);
}

/** Writes the first sights; one already marked is kept as it was. The number written. */
export async function insertRecommendationViews(
  db: Db,
  clientId: string,
  rows: readonly TenantRow<'candidate_recommendation_views'>[],
): Promise<number> {
  const inserted = await scopedTo(db, clientId)
    .insertInto('candidate_recommendation_views', rows)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

export async function insertInteraction(
  db: Db,
  clientId: string,
  row: TenantRow<'candidate_recommendation_interactions'>,
) {
  return scopedTo(db, clientId)
    .insertInto('candidate_recommendation_interactions', row)
    .returning(['id', 'candidate_id', 'job_id', 'action', 'by_user_id', 'at'])
    .executeTakeFirstOrThrow();
}

/** Up to 50 candidates whose latest reaction of the company for the job (or company-wide) is a like. */
export async function likedIds(db: Db, clientId: string, companyId: string, jobId: string): Promise<string[]> {
  const scope = scopedTo(db, clientId);
  const rows = await scope
    .selectFrom('candidate_recommendation_interactions as i')
    .select('i.candidate_id')
    .distinct()
    .where('i.company_id', '=', companyId)
    .where((eb) => eb.or([eb('i.job_id', '=', jobId), eb('i.job_id', 'is', null)]))
    .where('i.action', '=', 'like')
    .where(
      sql<SqlBool>`not exists (select 1 from candidate_recommendation_interactions later
        where ${scope.owns('later')} and later.company_id = i.company_id
          and later.candidate_id = i.candidate_id and (later.job_id is null or later.job_id = ${jobId})
          and later.at > i.at and later.action <> 'like')`,
    )
    .limit(50)
    .execute();
  return rows.map((r) => r.candidate_id);
}
