// The candidate_profiles row as the profile view reads it (repo.ts writes it and reads this view
// back, so the read lives apart).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

/** The profile row with its birth date as YYYY-MM-DD (`dob`), or undefined before there is one. */
export async function profileRowWithDob(db: Db, clientId: string, userId: string) {
  return scopedTo(db, clientId)
    .selectFrom('candidate_profiles')
    .selectAll()
    .select(sql<string | null>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('dob'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
