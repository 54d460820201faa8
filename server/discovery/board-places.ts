// The places where a board has live jobs, with how many, for suggestions while typing (issue 18).
// One grouped scan of the board's live jobs, kept for a minute per board: typing asks many times a
// second, and a place gaining or losing its last job may show a minute late. A stale list is
// answered at once while the next one is read.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { KeywordPlace } from './keyword-places.ts';
import { isLiveJob } from './live.ts';

export type BoardPlace = KeywordPlace & { jobs: number };

const FRESH_MS = 60_000;
const cache = new Map<string, { at: number; places: Promise<BoardPlace[]> }>();

async function read(db: Db, clientId: string): Promise<BoardPlace[]> {
  const { rows } = await sql<{
    city_id: string | null;
    state_id: string | null;
    country_id: string | null;
    nm: string | null;
    n: string;
  }>`
    select j.city_id, j.state_id, j.country_id,
      case when grouping(j.city_id) = 0 then max(j.city_nm) when grouping(j.state_id) = 0 then max(j.state_nm)
        else max(j.country_nm) end as nm,
      count(*) as n
    from jobs as j
    where j.client_id = ${clientId} and ${isLiveJob('j')}
    group by grouping sets ((j.city_id), (j.state_id), (j.country_id))`.execute(db);
  return rows.flatMap((r): BoardPlace[] => {
    const n = Number(r.n);
    if (r.city_id && r.nm) return [{ kind: 'city', id: r.city_id, nm: r.nm, jobs: n }];
    if (r.state_id && r.nm) return [{ kind: 'state', id: r.state_id, nm: r.nm, jobs: n }];
    if (r.country_id && r.nm) return [{ kind: 'country', id: r.country_id, nm: r.nm, jobs: n }];
    return [];
  });
}

export function boardPlaces(db: Db, clientId: string, now = Date.now()): Promise<BoardPlace[]> {
  const held = cache.get(clientId);
  if (held && now - held.at < FRESH_MS) return held.places;
  const next = read(db, clientId);
  cache.set(clientId, { at: now, places: next });
  // A failed read is not kept: the next call tries again.
  next.catch(() => cache.delete(clientId));
  return held ? held.places : next;
}
