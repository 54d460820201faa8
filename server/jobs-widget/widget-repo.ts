// SQL of the jobs widget: a company's allowed origins, and its live jobs with the widget's filters.
// Every query is scoped by the tenant and the company; live is the one rule of jobs-discovery/live.ts.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { JobsTable } from '../db/tables-jobs.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { isLiveJob } from '../jobs/index.ts';

export type WidgetJobRow = {
  id: string;
  slug: string | null;
  title: string | null;
  category_nm: string;
  employment_type: JobsTable['employment_type'];
  location_type: string | null;
  city_nm: string | null;
  state_nm: string | null;
  country_nm: string | null;
  posted_at: Date | null;
};

export type WidgetFilters = { categoryId?: string; categorySlug?: string; place?: string; limit: number };

export async function companyName(db: Db, clientId: string, companyId: string): Promise<string | null> {
  const row = await scopedTo(db, clientId)
    .selectFrom('companies')
    .select('name')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.name ?? null;
}

export async function allowedOriginsOf(db: Db, clientId: string, companyId: string): Promise<string[]> {
  const row = await scopedTo(db, clientId)
    .selectFrom('jobs_widget_settings')
    .select('allowed_origins')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.allowed_origins ?? [];
}

export async function saveAllowedOrigins(
  db: Db,
  ids: { clientId: string; companyId: string; userId: string },
  origins: string[],
): Promise<void> {
  await scopedTo(db, ids.clientId)
    .insertInto('jobs_widget_settings', {
      company_id: ids.companyId,
      allowed_origins: origins,
      updated_by: ids.userId,
      updated_at: new Date(),
    })
    .onConflict((oc) =>
      oc.column('company_id').doUpdateSet({ allowed_origins: origins, updated_by: ids.userId, updated_at: new Date() }),
    )
    .execute();
}

export async function openJobsOf(
  db: Db,
  clientId: string,
  companyId: string,
  filters: WidgetFilters,
): Promise<WidgetJobRow[]> {
  const scope = scopedTo(db, clientId);
  let q = scope
    .selectFrom('jobs as j')
    .select([
      'j.id',
      'j.slug',
      'j.title',
      'j.category_nm',
      'j.employment_type',
      'j.location_type',
      'j.city_nm',
      'j.state_nm',
      'j.country_nm',
      'j.posted_at',
    ])
    .where('j.company_id', '=', companyId)
    .where(isLiveJob('j'));
  if (filters.categoryId) q = q.where('j.category_id', '=', filters.categoryId);
  if (filters.categorySlug) {
    const slug = filters.categorySlug;
    q = q.where('j.category_id', 'in', scope.selectFrom('categories').select('id').where('slug', '=', slug));
  }
  const place = filters.place?.toLowerCase();
  if (place === 'remote') q = q.where('j.location_type', '=', 'WFH');
  else if (place)
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(j.city_nm)`, '=', place),
        eb(sql`lower(j.state_nm)`, '=', place),
        eb(sql`lower(j.country_nm)`, '=', place),
      ]),
    );
  const rows = await q
    .orderBy(sql`j.posted_at desc nulls last`)
    .orderBy('j.id')
    .limit(filters.limit)
    .execute();
  return rows.map((r) => ({ ...r, posted_at: r.posted_at ? new Date(r.posted_at) : null }));
}
