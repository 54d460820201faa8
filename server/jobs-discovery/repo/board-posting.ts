// How many of a board's live jobs were posted within each of the date filter's windows, and in
// all: the denominators of a first asking's estimated counts (estimated-counts.ts).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { scopedTo } from '../../db/tenant-scope.ts';
import { isLiveJob } from '../../jobs/index.ts';

/** `within[i]`: live jobs posted in the last `hours[i]` hours; `all`: every live job. */
export type BoardPostingRow = { all: number; within: number[] };

export async function boardPostingCounts(db: Db, clientId: string, hours: readonly number[]): Promise<BoardPostingRow> {
  const windows = hours.map(
    (h) => sql<number>`count(*) filter (where j.posted_at >= now() - ${sql.lit(h)} * interval '1 hour')::int`,
  );
  const { rows } = await sql<{ all: number; within: number[] }>`
      select count(*)::int as all, array[${sql.join(windows)}]::int[] as within
      from jobs as j where ${scopedTo(db, clientId).owns('j')} and ${isLiveJob('j')}`.execute(db);
  const row = rows[0];
  return { all: Number(row?.all ?? 0), within: (row?.within ?? []).map(Number) };
}
