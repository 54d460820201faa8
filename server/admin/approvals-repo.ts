// The job approval queue as the console reads it: the board's jobs that are not drafts or deleted,
// with their company and whoever posted them.
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { escapeLike } from '../db/like.ts';
import { scopedTo } from '../db/tenant-scope.ts';

type S = components['schemas'];

export type QueueRow = {
  id: string;
  title: string | null;
  slug: string | null;
  status: S['JobStatus'];
  approval_status: S['ApprovalStatus'];
  decline_reason: string | null;
  city_nm: string | null;
  country_nm: string | null;
  created_at: Date;
  updated_at: Date;
  company_id: string;
  company_name: string;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  locale: string | null;
};

export type QueueFilter = {
  approval: S['ApprovalStatus'];
  search?: string | undefined;
  /** Order by the job's creation (else its last change). */
  byCreation: boolean;
  desc: boolean;
  limit: number;
  offset: number;
};

function queueRows(db: Db, clientId: string) {
  const scope = scopedTo(db, clientId);
  return scope
    .selectFrom('jobs as j')
    .innerJoin('companies as c', (j) => j.onRef('c.id', '=', 'j.company_id').on(scope.owns('c')))
    .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'j.posted_by').on(scope.owns('u')))
    .where('j.status', 'not in', ['DRAFT', 'DELETED'])
    .where('j.deleted_at', 'is', null);
}

const COLUMNS = [
  'j.id',
  'j.title',
  'j.slug',
  'j.status',
  'j.approval_status',
  'j.decline_reason',
  'j.city_nm',
  'j.country_nm',
  'j.created_at',
  'j.updated_at',
  'c.id as company_id',
  'c.name as company_name',
  'u.id as user_id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.locale',
] as const;

export async function queuePage(
  db: Db,
  clientId: string,
  f: QueueFilter,
): Promise<{ rows: QueueRow[]; total: number }> {
  let rows = queueRows(db, clientId).where('j.approval_status', '=', f.approval);
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    rows = rows.where((e) => e.or([e('j.title', 'ilike', like), e('c.name', 'ilike', like)]));
  }
  const [items, total] = await Promise.all([
    rows
      .select(COLUMNS)
      .orderBy(f.byCreation ? 'j.created_at' : 'j.updated_at', f.desc ? 'desc' : 'asc')
      .orderBy('j.id')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    rows.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: items as QueueRow[], total: Number(total.n) };
}

export async function queueJobRow(db: Db, clientId: string, jobId: string): Promise<QueueRow | undefined> {
  return (await queueRows(db, clientId).select(COLUMNS).where('j.id', '=', jobId).executeTakeFirst()) as
    QueueRow | undefined;
}
