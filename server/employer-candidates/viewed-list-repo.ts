// The candidates the company's team viewed, one row per candidate, within the filters of the list.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { appliedTo, FINDABLE } from '../candidates/index.ts';

export type ViewedFilter = {
  jobId?: string;
  viewedByUserId?: string;
  from?: string;
  to?: string;
  contactViewedOnly?: boolean;
  search?: string;
};

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function filtered(db: Db, clientId: string, companyId: string, q: ViewedFilter) {
  const scope = scopedTo(db, clientId);
  let b = scope
    .selectFrom('candidate_views as v')
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 'v.candidate_id').on(scope.owns('u')))
    .leftJoin('candidate_profiles as p', (j) => j.onRef('p.user_id', '=', 'u.id').on(scope.owns('p')))
    .where('v.company_id', '=', companyId)
    .where('u.status', '!=', 'deleted')
    .where(sql<boolean>`(${FINDABLE} or ${appliedTo(companyId)})`);
  if (q.jobId) b = b.where('v.job_id', '=', q.jobId);
  if (q.viewedByUserId) b = b.where('v.viewer_id', '=', q.viewedByUserId);
  if (q.from) b = b.where('v.day', '>=', q.from);
  if (q.to) b = b.where('v.day', '<=', q.to);
  if (q.contactViewedOnly)
    b = b.where(
      sql<boolean>`exists (select 1 from candidate_contact_reveals cr where ${scope.owns('cr')}
        and cr.company_id = v.company_id and cr.candidate_id = v.candidate_id)`,
    );
  const search = q.search?.trim();
  if (search) b = b.where(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', likeOf(search));
  return b;
}

type Filtered = ReturnType<typeof filtered>;

const VIEW_DAYS = sql<string>`count(distinct coalesce(v.viewer_id::text, '') || ':' || v.day::text)`;

function grouped(b: Filtered) {
  return b
    .select([
      'v.candidate_id',
      VIEW_DAYS.as('views'),
      sql<Date>`min(v.created_at)`.as('first_at'),
      sql<Date>`max(v.last_at)`.as('last_at'),
    ])
    .groupBy('v.candidate_id');
}

export type ViewedOrder = { sortBy: 'lastViewedAt' | 'viewCount'; dir: 'asc' | 'desc'; limit: number; offset: number };

/** One page of viewed candidates (viewer-days, first and last view) and how many there are in all. */
export async function viewedPage(db: Db, clientId: string, companyId: string, q: ViewedFilter, o: ViewedOrder) {
  const base = filtered(db, clientId, companyId, q);
  let rowsQ = grouped(base);
  if (o.sortBy === 'viewCount') rowsQ = rowsQ.orderBy(VIEW_DAYS, o.dir);
  const [rows, total] = await Promise.all([
    rowsQ
      .orderBy(sql`max(v.last_at)`, o.dir)
      .orderBy('v.candidate_id')
      .limit(o.limit)
      .offset(o.offset)
      .execute(),
    base.select(sql<string>`count(distinct v.candidate_id)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Whoever viewed each of `ids` last within the same filters (names null for a deleted account). */
export async function lastViewers(db: Db, clientId: string, companyId: string, q: ViewedFilter, ids: string[]) {
  if (!ids.length) return [];
  return filtered(db, clientId, companyId, q)
    .leftJoin('users as vu', 'vu.id', 'v.viewer_id')
    .distinctOn('v.candidate_id')
    .select(['v.candidate_id', 'vu.first_name', 'vu.last_name'])
    .where('v.candidate_id', 'in', ids)
    .orderBy('v.candidate_id')
    .orderBy('v.last_at', 'desc')
    .execute();
}
