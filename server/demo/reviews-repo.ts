// SQL of the demo's reviews: the demo employer, the candidates who applied to its company's jobs,
// and one insert of the reviews.
import type { Db } from '../db/database.ts';
import { scopedTo, type TenantRow } from '../db/tenant-scope.ts';

export async function userByEmail(db: Db, clientId: string, email: string) {
  return scopedTo(db, clientId)
    .selectFrom('users')
    .select(['id', 'company_id'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Active candidates who applied to the company's jobs, other than `except`, by id. */
export async function applicantsOf(db: Db, clientId: string, companyId: string, except: string, limit: number) {
  return scopedTo(db, clientId)
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('users as u', 'u.id', 'a.candidate_id')
    .select('u.id')
    .distinct()
    .where('j.company_id', '=', companyId)
    .where('u.email', '!=', except)
    .where('u.status', '=', 'active')
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

export async function insertReviews(db: Db, clientId: string, reviews: TenantRow<'reviews'>[]): Promise<void> {
  await scopedTo(db, clientId).insertInto('reviews', reviews).execute();
}
