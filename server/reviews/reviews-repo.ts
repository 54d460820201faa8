// SQL of company reviews: every query is scoped by the tenant, and reads only live reviews (not
// deleted) whose author's account still exists (an erased candidate's reviews leave the lists and
// the rating with them). One SQL path for PGlite and PostgreSQL.
import { sql, type Selectable, type Updateable } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { ReviewsTable } from '../db/tables-reviews.ts';
import { likePattern } from '../db/like.ts';
import { scopedTo, type TenantRow } from '../db/tenant-scope.ts';

type S = components['schemas'];

export type ReviewRow = Selectable<ReviewsTable> & {
  author_first_name: string;
  author_last_name: string;
  author_avatar: string | null;
};

/** Who a list is for: the statuses it may hold, and which reviews it is about. */
export type ReviewScope = {
  clientId: string;
  companyId?: string;
  authorId?: string;
  /** The statuses listed; the caller's own reviews (`alsoOwnOf`) are listed whatever theirs. */
  statuses: S['ReviewStatus'][];
  alsoOwnOf?: string;
};

export type ReviewFilter = {
  rating?: number;
  search?: string;
  sortBy: 'createdAt' | 'rating';
  desc: boolean;
  page: number;
  limit: number;
};

function live(db: Db, clientId: string) {
  return scopedTo(db, clientId)
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.author_id')
    .where('r.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null);
}

const rowColumns = [
  'r.id',
  'r.client_id',
  'r.company_id',
  'r.author_id',
  'r.rating',
  'r.title',
  'r.pros',
  'r.cons',
  'r.employment_status',
  'r.job_title',
  'r.is_anonymous',
  'r.status',
  'r.reply',
  'r.replied_at',
  'r.replied_by',
  'r.created_at',
  'r.updated_at',
  'r.deleted_at',
  'u.first_name as author_first_name',
  'u.last_name as author_last_name',
  'u.avatar_uri as author_avatar',
] as const;

function scoped(db: Db, scope: ReviewScope) {
  let q = live(db, scope.clientId);
  if (scope.companyId) q = q.where('r.company_id', '=', scope.companyId);
  if (scope.authorId) q = q.where('r.author_id', '=', scope.authorId);
  const { statuses, alsoOwnOf } = scope;
  // A state the caller may not see narrows the list to nothing (and `in ()` is not SQL).
  if (!statuses.length && !alsoOwnOf) return q.where(sql<boolean>`false`);
  return q.where((eb) =>
    alsoOwnOf
      ? eb.or([eb('r.status', 'in', statuses), eb('r.author_id', '=', alsoOwnOf)])
      : eb('r.status', 'in', statuses),
  );
}

export async function listReviews(
  db: Db,
  scope: ReviewScope,
  f: ReviewFilter,
): Promise<{ rows: ReviewRow[]; total: number }> {
  let q = scoped(db, scope);
  if (f.rating) q = q.where('r.rating', '=', f.rating);
  if (f.search?.trim()) {
    const pattern = likePattern(f.search);
    q = q.where((eb) =>
      eb.or([eb('r.title', 'ilike', pattern), eb('r.pros', 'ilike', pattern), eb('r.cons', 'ilike', pattern)]),
    );
  }
  const counted = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const dir = f.desc ? 'desc' : 'asc';
  let ordered = q.select([...rowColumns]);
  if (f.sortBy === 'rating') ordered = ordered.orderBy('r.rating', dir);
  const rows = await ordered
    .orderBy('r.created_at', f.sortBy === 'createdAt' ? dir : 'desc')
    .orderBy('r.id', 'desc')
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .execute();
  return { rows, total: Number(counted.n) };
}

/** The published reviews of the scope, counted by stars. */
export async function starCounts(
  db: Db,
  scope: Omit<ReviewScope, 'statuses' | 'alsoOwnOf'>,
): Promise<Map<number, number>> {
  const rows = await scoped(db, { ...scope, statuses: ['published'] })
    .select(['r.rating', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('r.rating')
    .execute();
  return new Map(rows.map((r) => [Number(r.rating), Number(r.n)]));
}

export async function findReview(db: Db, clientId: string, id: string): Promise<ReviewRow | undefined> {
  return live(db, clientId)
    .select([...rowColumns])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export async function companyOf(
  db: Db,
  clientId: string,
  id: string,
): Promise<{ id: string; name: string } | undefined> {
  return scopedTo(db, clientId).selectFrom('companies').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function hasLiveReview(db: Db, clientId: string, companyId: string, authorId: string): Promise<boolean> {
  const row = await scopedTo(db, clientId)
    .selectFrom('reviews')
    .select('id')
    .where('company_id', '=', companyId)
    .where('author_id', '=', authorId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Boolean(row);
}

/** Whether the candidate applied to one of the company's jobs on this board, or verified their e-mail. */
export async function mayReview(db: Db, clientId: string, candidateId: string, companyId: string): Promise<boolean> {
  const scope = scopedTo(db, clientId);
  const row = await scope
    .selectFrom('users as u')
    .select((eb) => [
      'u.email_verified_at',
      eb
        .exists(
          eb
            .selectFrom('applications as a')
            .innerJoin('jobs as j', 'j.id', 'a.job_id')
            .select(sql`1`.as('one'))
            .where(scope.owns('a'))
            .where('a.candidate_id', '=', candidateId)
            .where(scope.owns('j'))
            .where('j.company_id', '=', companyId),
        )
        .as('applied'),
    ])
    .where('u.id', '=', candidateId)
    .executeTakeFirst();
  return Boolean(row && (row.applied || row.email_verified_at));
}

export async function insertReview(db: Db, clientId: string, row: TenantRow<'reviews'>): Promise<string> {
  const inserted = await scopedTo(db, clientId).insertInto('reviews', row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function setReview(db: Db, clientId: string, id: string, patch: Updateable<ReviewsTable>): Promise<void> {
  await scopedTo(db, clientId).updateTable('reviews').set(patch).where('id', '=', id).execute();
}

/** Writes a reply (or takes it away); a reply is only written over none. Returns whether it was. */
export async function setReply(
  db: Db,
  clientId: string,
  id: string,
  reply: { reply: string | null; replied_at: Date | null; replied_by: string | null; updated_at: Date },
): Promise<boolean> {
  let q = scopedTo(db, clientId).updateTable('reviews').where('id', '=', id).set(reply);
  if (reply.reply !== null) q = q.where('reply', 'is', null);
  const done = await q.executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

/** Soft-deletes the live reviews among the ids (only the author's, when one is given); returns how many. */
export async function softDeleteReviews(
  db: Db,
  clientId: string,
  ids: string[],
  authorId: string | null,
): Promise<number> {
  let q = scopedTo(db, clientId)
    .updateTable('reviews')
    .set({ deleted_at: new Date() })
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null);
  if (authorId !== null) q = q.where('author_id', '=', authorId);
  const done = await q.executeTakeFirst();
  return Number(done.numUpdatedRows);
}
