// The candidate's parsed resumes as the profile takes sections from them.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

/** The candidate's parsed resume, unless it expired. */
export async function liveParsedResume(db: Db, clientId: string, candidateId: string, id: string) {
  return scopedTo(db, clientId)
    .selectFrom('parsed_resumes')
    .select(['status', 'result', 'file', 'source'])
    .where('candidate_id', '=', candidateId)
    .where('id', '=', id)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}
