// SQL of public company profiles: companies with their live-job counts, their industry resolved
// to the industry master item (the company stores the industry's name, or its id), and the
// average and number of their published reviews.
import { expressionBuilder, sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import { platformOrOwnedBy, scopedTo, type TenantScope } from '../db/tenant-scope.ts';
import { prepared } from '../db/prepared.ts';
import type { CompaniesTable, Database } from '../db/tables.ts';
import { openJobsOf } from './open-jobs-cache.ts';
import { liveJobsByCompany } from './repo/open-jobs.ts';

export type CompanyRow = Selectable<CompaniesTable> & {
  open_jobs: number;
  latest_posted_at: Date | null;
  industry_id: string | null;
  industry_nm: string | null;
  /** The published reviews' average to one decimal, null without any. */
  rating: number | null;
  review_count: number;
};

/** What a job card shows of its company (companySummary). */
export type CompanyCardRow = Pick<
  CompanyRow,
  | 'id'
  | 'name'
  | 'slug'
  | 'logo_uri'
  | 'external_logo_url'
  | 'location'
  | 'industry_id'
  | 'industry_nm'
  | 'open_jobs'
  | 'rating'
  | 'review_count'
>;

type CardSqlRow = Omit<CompanyCardRow, 'open_jobs' | 'rating' | 'review_count'> & {
  rating: string | null;
  review_count: string;
};

type C = { c: CompaniesTable; users: Database['users'] };
const ec = expressionBuilder<C, 'c'>();

/**
 * A company the public may see: it has a live job or an account in use. A company whose only
 * account is an abandoned, unverified sign-up stays hidden.
 */
function isVisibleCompany(): Expression<SqlBool> {
  return ec.or([
    sql<SqlBool>`coalesce(oj.n, 0) > 0`,
    ec.exists(
      ec
        .selectFrom('users as u')
        .select('u.id')
        .whereRef('u.company_id', '=', 'c.id')
        .where('u.deleted_at', 'is', null)
        .where('u.status', '=', 'active'),
    ),
  ]);
}

export type CompanyFilter = {
  search?: string;
  ids?: string[];
  idOrSlug?: string;
  industry?: { id: string; name: string };
  cityId?: string;
  countryId?: string;
  size?: string;
  hasOpenJobs?: boolean;
  /** Include companies that are not publicly visible. */
  anyCompany?: boolean;
  /** Leave the open-job counts out (zero): the caller reads them elsewhere (open-jobs-cache.ts). */
  withoutCounts?: boolean;
};

/**
 * Per company row `c`, its industry as the master item (the company stores the industry's name, or
 * its id), the board's own item before the global one.
 */
const industryOfCompany = (scope: TenantScope) =>
  sql<{ industry_id: string | null; industry_nm: string | null }>`(select m.id as industry_id, m.name as industry_nm
    from masters as m
    where m.kind = 'industry' and (m.client_id is null or ${scope.owns('m')})
      and (m.slug = lower(regexp_replace(trim(c.industry), '\\s+', ' ', 'g')) or m.id::text = c.industry)
    order by m.client_id is null limit 1)`;

/** Per company row `c`, its published reviews' average to one decimal and count (the reviews_of_company index). */
const publishedReviews = (scope: TenantScope) =>
  sql<{ rating: string | null; n: string }>`(select round(avg(r.rating), 1) as rating, count(*) as n
    from reviews as r
    where ${scope.owns('r')} and r.company_id = c.id and r.status = 'published' and r.deleted_at is null)`;

function companies(db: Db, clientId: string, f: CompanyFilter) {
  const scope = scopedTo(db, clientId);
  let q = scope
    .selectFrom('companies as c')
    .$if(!f.withoutCounts, (qb) =>
      qb.leftJoin(liveJobsByCompany(db, clientId, f.ids).as('oj'), 'oj.company_id', 'c.id'),
    )
    .leftJoinLateral(industryOfCompany(scope).as('ind'), (join) => join.onTrue());
  if (!f.anyCompany) q = q.where(isVisibleCompany());
  // One array parameter, not a placeholder per id: one statement text however many ids.
  if (f.ids) q = q.where(sql<SqlBool>`c.id = any(${f.ids}::uuid[])`);
  if (f.idOrSlug) {
    const key = f.idOrSlug;
    q = q.where((w) =>
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)
        ? w.or([w('c.id', '=', key), w('c.slug', '=', key)])
        : w('c.slug', '=', key),
    );
  }
  const search = f.search?.trim();
  if (search) q = q.where('c.name', 'ilike', `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
  if (f.industry) {
    const { id, name } = f.industry;
    q = q.where(
      sql<SqlBool>`(c.industry = ${id} or lower(regexp_replace(trim(c.industry), '\\s+', ' ', 'g')) = ${name})`,
    );
  }
  if (f.cityId) q = q.where(sql<SqlBool>`c.location -> 'city' ->> 'id' = ${f.cityId}`);
  if (f.countryId) q = q.where(sql<SqlBool>`c.location -> 'country' ->> 'id' = ${f.countryId}`);
  if (f.size) q = q.where('c.size', '=', f.size);
  if (f.hasOpenJobs) q = q.where(sql<SqlBool>`coalesce(oj.n, 0) > 0`);
  return q;
}

/** Per company row, its published reviews (the reviews_of_company index); the count query leaves it out. */
const withReviews = (db: Db, clientId: string, f: CompanyFilter) =>
  companies(db, clientId, f).leftJoinLateral(publishedReviews(scopedTo(db, clientId)).as('rv'), (join) =>
    join.onTrue(),
  );

const select = (db: Db, clientId: string, f: CompanyFilter) =>
  withReviews(db, clientId, f).select([
    'c.id',
    'c.client_id',
    'c.name',
    'c.slug',
    'c.logo_uri',
    'c.external_logo_url',
    'c.domain',
    'c.about',
    'c.industry',
    'c.size',
    'c.website',
    'c.founded_year',
    'c.benefits',
    'c.photos',
    'c.location',
    'c.socials',
    'c.created_at',
    'c.updated_at',
    f.withoutCounts ? sql<string>`0`.as('open_jobs') : sql<string>`coalesce(oj.n, 0)`.as('open_jobs'),
    f.withoutCounts
      ? sql<Date | null>`null`.as('latest_posted_at')
      : sql<Date | null>`oj.latest`.as('latest_posted_at'),
    'ind.industry_id',
    'ind.industry_nm',
    'rv.rating',
    'rv.n as review_count',
  ]);

const toRow = <T extends { open_jobs: string | number; rating: string | null; review_count: string | null }>(r: T) => ({
  ...r,
  open_jobs: Number(r.open_jobs),
  rating: r.rating === null ? null : Number(r.rating),
  review_count: Number(r.review_count ?? 0),
});

/** Companies by id, for job cards: a job names its company whether or not it is listed. */
export async function companiesByIds(db: Db, clientId: string, ids: string[]): Promise<Map<string, CompanyRow>> {
  if (!ids.length) return new Map();
  const rows = await select(db, clientId, { ids: [...new Set(ids)], anyCompany: true }).execute();
  return new Map(rows.map((r) => [r.id, toRow(r) as CompanyRow]));
}

/**
 * Companies by id for a page of job search's cards: their open-job counts come from the kept
 * counts of the board (open-jobs-cache.ts), not from counting each company's live jobs again.
 */
export async function companiesForCards(
  db: Db,
  clientId: string,
  ids: string[],
  stamp?: Promise<string>,
): Promise<Map<string, CompanyCardRow>> {
  if (!ids.length) return new Map();
  const unique = [...new Set(ids)];
  // Only what a card shows: the company's long texts and photos are for its own page.
  // One template rather than the builder: a page of cards asks it on every search, and building
  // the query was most of its CPU. Prepared: it looks companies up by key.
  const scope = scopedTo(db, clientId);
  const [{ rows }, open] = await Promise.all([
    sql<CardSqlRow>`${prepared} select c.id, c.name, c.slug, c.logo_uri, c.external_logo_url, c.location,
        ind.industry_id, ind.industry_nm, rv.rating, rv.n as review_count
      from companies as c
      left join lateral ${industryOfCompany(scope)} as ind on true
      left join lateral ${publishedReviews(scope)} as rv on true
      where ${scope.owns('c')} and c.id = any(${unique}::uuid[])`.execute(db),
    openJobsOf(db, clientId, unique, stamp),
  ]);
  return new Map(
    rows.map((r): [string, CompanyCardRow] => [
      r.id,
      {
        ...r,
        open_jobs: open.get(r.id)?.n ?? 0,
        rating: r.rating === null ? null : Number(r.rating),
        review_count: Number(r.review_count ?? 0),
      },
    ]),
  );
}

export async function findVisibleCompany(db: Db, clientId: string, idOrSlug: string): Promise<CompanyRow | undefined> {
  const row = await select(db, clientId, { idOrSlug }).executeTakeFirst();
  return row ? (toRow(row) as CompanyRow) : undefined;
}

export type CompanyOrder = { by: 'openJobs' | 'name' | 'rating' | 'createdAt'; desc: boolean };

export async function listVisibleCompanies(
  db: Db,
  clientId: string,
  f: CompanyFilter,
  order: CompanyOrder,
  page: number,
  limit: number,
): Promise<{ rows: CompanyRow[]; total: number }> {
  const dir = order.desc ? 'desc' : 'asc';
  let q = select(db, clientId, f);
  if (order.by === 'rating') q = q.orderBy(sql`rv.rating ${sql.raw(dir)} nulls last`).orderBy(sql`rv.n desc`);
  else if (order.by === 'openJobs') q = q.orderBy(sql`coalesce(oj.n, 0)`, dir).orderBy(sql`oj.latest desc nulls last`);
  else if (order.by === 'createdAt') q = q.orderBy('c.created_at', dir);
  else q = q.orderBy(sql`lower(c.name)`, dir);
  const [rows, count] = await Promise.all([
    q
      .orderBy('c.name')
      .orderBy('c.id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    companies(db, clientId, f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => toRow(r) as CompanyRow), total: Number(count.n) };
}

/** The industry master item of an id, for filtering companies by it. */
export async function findIndustry(
  db: Db,
  clientId: string,
  id: string,
): Promise<{ id: string; name: string } | undefined> {
  const row = await db
    .selectFrom('masters')
    .select(['id', 'slug'])
    .where('kind', '=', 'industry')
    .where('id', '=', id)
    .where(platformOrOwnedBy('masters', clientId))
    .executeTakeFirst();
  return row ? { id: row.id, name: row.slug } : undefined;
}
