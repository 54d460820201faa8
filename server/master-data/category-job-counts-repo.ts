// Open jobs per category of a tenant: live jobs only, by the one rule of server/jobs/live.ts,
// as the category pages and filters show them.
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { isLiveJob } from '../jobs/index.ts';

export async function openJobsByCategory(db: Db, clientId: string): Promise<Map<string, number>> {
  const rows = await scopedTo(db, clientId)
    .selectFrom('jobs')
    .select((eb) => ['category_id', eb.fn.countAll<string>().as('n')])
    .where(isLiveJob('jobs'))
    .groupBy('category_id')
    .execute();
  return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
}
