// A board's search stamp: the highest jobs.vocabulary_stamp among its jobs. It moves whenever a
// job is added or anything the search reads of one changes (migrations 0035 and 0036), so what is
// kept in memory about a board (its vocabulary, its facet counts) is known stale by one index read.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { scopedTo } from '../../db/tenant-scope.ts';
import { prepared } from '../../db/prepared.ts';

export async function boardStamp(db: Db, clientId: string): Promise<string> {
  const { rows } = await sql<{ stamp: string | null }>`${prepared}
    select max(vocabulary_stamp) as stamp from jobs where ${scopedTo(db, clientId).owns('jobs')}`.execute(db);
  return String(rows[0]?.stamp ?? 0);
}
