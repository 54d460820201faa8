// SQL of the "companies hiring" list: companies with live jobs, by how many, then by the newest
// posting; and the categories and cities their live jobs are in.
import { expressionBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import type { JobsTable } from '../db/tables-jobs.ts';
import { isLiveJob } from '../jobs/index.ts';

export type HiringFilter = { search?: string; categoryIds?: string[]; cityId?: string };
export type HiringRow = { company_id: string; n: number; latest: Date | null };

const ek = expressionBuilder<{ k: JobsTable }, 'k'>();

function hiring(db: Db, clientId: string, f: HiringFilter) {
  const scope = scopedTo(db, clientId);
  const open = scope
    .selectFrom('jobs as j')
    .select((eb) => ['j.company_id', eb.fn.countAll<string>().as('n'), eb.fn.max('j.posted_at').as('latest')])
    .where(isLiveJob('j'))
    .groupBy('j.company_id')
    .as('oj');
  let q = db
    .selectFrom(open)
    .innerJoin('companies as c', (join) => join.onRef('c.id', '=', 'oj.company_id').on(scope.owns('c')));
  const search = f.search?.trim();
  if (search) q = q.where('c.name', 'ilike', `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  if (f.categoryIds?.length || f.cityId) {
    const narrowed = [scope.owns('k'), isLiveJob('k')];
    if (f.categoryIds?.length) narrowed.push(ek('k.category_id', 'in', f.categoryIds));
    if (f.cityId) narrowed.push(ek('k.city_id', '=', f.cityId));
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('jobs as k').select('k.id').whereRef('k.company_id', '=', 'oj.company_id').where(ek.and(narrowed)),
      ),
    );
  }
  return q;
}

export async function listHiring(
  db: Db,
  clientId: string,
  f: HiringFilter,
  page: number,
  limit: number,
): Promise<{ rows: HiringRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    hiring(db, clientId, f)
      .select(['oj.company_id', 'oj.n', 'oj.latest'])
      .orderBy('oj.n', 'desc')
      .orderBy(sql`oj.latest desc nulls last`)
      .orderBy('c.name')
      .orderBy('c.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    hiring(db, clientId, f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({ company_id: r.company_id, n: Number(r.n), latest: r.latest ?? null })),
    total: Number(count.n),
  };
}

export type PlaceCount = { company_id: string; id: string; nm: string; n: number };

/** Live jobs per company and category, and per company and city, for the companies named. */
export async function hiringSpread(
  db: Db,
  clientId: string,
  companyIds: string[],
): Promise<{ categories: PlaceCount[]; cities: PlaceCount[] }> {
  if (!companyIds.length) return { categories: [], cities: [] };
  const { rows } = await sql<{ kind: 'category' | 'city'; company_id: string; id: string; nm: string; n: string }>`
    with l as (
      select j.company_id, j.category_id, j.category_nm, j.city_id, j.city_nm from jobs as j
      where ${scopedTo(db, clientId).owns('j')} and j.company_id in (${sql.join(companyIds)}) and ${isLiveJob('j')}
    )
    select 'category' as kind, company_id, category_id::text as id, max(category_nm) as nm, count(*) as n
      from l group by company_id, category_id
    union all
    select 'city', company_id, city_id, max(city_nm), count(*)
      from l where city_id is not null and city_nm is not null group by company_id, city_id`.execute(db);
  const of = (kind: 'category' | 'city') =>
    rows.filter((r) => r.kind === kind).map((r) => ({ company_id: r.company_id, id: r.id, nm: r.nm, n: Number(r.n) }));
  return { categories: of('category'), cities: of('city') };
}
