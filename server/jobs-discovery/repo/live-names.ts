// The board's live jobs grouped by place and by name (title, skill, company), with how many jobs
// each: what suggestions are drawn from (board-vocabulary.ts).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { scopedTo } from '../../db/tenant-scope.ts';
import { isLiveJob } from '../../jobs/index.ts';

export type PlaceRow = {
  city_id: string | null;
  state_id: string | null;
  country_id: string | null;
  nm: string | null;
  n: string;
};
export type NameRow = { kind: 'title' | 'skill' | 'company'; name: string; n: string };

export async function livePlaceCounts(db: Db, clientId: string): Promise<PlaceRow[]> {
  const { rows } = await sql<PlaceRow>`
      select j.city_id, j.state_id, j.country_id,
        case when grouping(j.city_id) = 0 then max(j.city_nm) when grouping(j.state_id) = 0 then max(j.state_nm)
          else max(j.country_nm) end as nm,
        count(*) as n
      from jobs as j
      where ${scopedTo(db, clientId).owns('j')} and ${isLiveJob('j')}
      group by grouping sets ((j.city_id), (j.state_id), (j.country_id))`.execute(db);
  return rows;
}

export async function liveNameCounts(db: Db, clientId: string): Promise<NameRow[]> {
  const { rows } = await sql<NameRow>`
      with live as (
        select j.title, j.skills, j.company_id from jobs as j where ${scopedTo(db, clientId).owns('j')} and ${isLiveJob('j')}
      )
      select 'title' as kind, min(title) as name, count(*) as n from live group by lower(title)
      union all
      select 'skill', min(s), count(*) from live, unnest(live.skills) as s group by lower(s)
      union all
      select 'company', min(c.name), count(*) from live join companies as c on c.id = live.company_id
        group by c.id`.execute(db);
  return rows;
}
