// Which of a keyword's places the board has a live job in (keyword-places.ts).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { scopedTo } from '../../db/tenant-scope.ts';
import { isLiveJob } from '../../jobs/index.ts';

type Place = { kind: 'city' | 'state' | 'country'; id: string };

const column: Record<Place['kind'], 'city_id' | 'state_id' | 'country_id'> = {
  city: 'city_id',
  state: 'state_id',
  country: 'country_id',
};

/** The places (of those given) where the board has a live job. */
export async function placesWithJobs(db: Db, clientId: string, places: readonly Place[]): Promise<Set<string>> {
  if (!places.length) return new Set();
  const checks = places.map(
    (p) =>
      sql<string>`(select ${p.id}::text where exists (select 1 from jobs as j where ${scopedTo(db, clientId).owns('j')}
        and ${sql.ref(`j.${column[p.kind]}`)} = ${p.id} and ${isLiveJob('j')}))`,
  );
  const { rows } = await sql<{ id: string | null }>`select unnest(array[${sql.join(checks)}]) as id`.execute(db);
  return new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
}
