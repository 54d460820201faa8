// Company reviews (docs/reviews.md): listing with the rating summary, writing one review per
// company, the author's edits, the company's one reply, the admin's moderation, and deleting.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { recordAudit } from '../users/index.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { tenantOf, type AuthUser, type RequestContext, type Tenant } from '../http/context.ts';
import { page, type Page } from '../http/envelope.ts';
import { alreadyExists, fieldError, forbidden, notFound } from '../errors/errors.ts';
import * as repo from './reviews-repo.ts';
import {
  ALREADY_REPLIED,
  ALREADY_REVIEWED,
  COMPANY_NOT_FOUND,
  NOT_ELIGIBLE,
  REVIEW_NOT_FOUND,
  canSee,
  changeOf,
  isAdmin,
  moderationOf,
} from './rules.ts';
import { reviewView, summaryView } from './view.ts';

type S = components['schemas'];

export type ReviewEnv = { db: Db; tenant: Tenant; user: AuthUser | null };

export const envOf = (ctx: RequestContext): ReviewEnv => ({
  db: ctx.db,
  tenant: tenantOf(ctx),
  user: ctx.user,
});

type ListAnswer = Page<S['Review']> & { summary: S['ReviewSummary'] };

/** Which reviews a list holds for this caller (docs/reviews.md, "Who sees what"). */
/** The scope narrowed to the asked-for state: only states the caller sees anyway remain. */
async function scopeOf(env: ReviewEnv, q: S['ReviewListQuery']): Promise<repo.ReviewScope> {
  const scope = await callerScope(env, q);
  if (!q.status) return scope;
  const { alsoOwnOf: _own, ...narrowed } = scope;
  return { ...narrowed, statuses: scope.statuses.filter((s) => s === q.status) };
}

async function callerScope(env: ReviewEnv, q: S['ReviewListQuery']): Promise<repo.ReviewScope> {
  const { db, tenant, user } = env;
  const clientId = tenant.id;
  if (q.companyId) {
    if (!(await repo.companyOf(db, clientId, q.companyId))) throw notFound(COMPANY_NOT_FOUND);
    if (isAdmin(user)) return { clientId, companyId: q.companyId, statuses: ['pending', 'published', 'hidden'] };
    return {
      clientId,
      companyId: q.companyId,
      statuses: ['published'],
      ...(user?.role === 'candidate' ? { alsoOwnOf: user.id } : {}),
    };
  }
  if (isAdmin(user)) return { clientId, statuses: ['pending', 'published', 'hidden'] };
  if (user?.role === 'employer' && user.companyId)
    return { clientId, companyId: user.companyId, statuses: ['published'] };
  if (user?.role === 'candidate') return { clientId, authorId: user.id, statuses: ['pending', 'published', 'hidden'] };
  throw fieldError('companyId', 'Choose the company whose reviews to list');
}

export async function listCompanyReviews(env: ReviewEnv, q: S['ReviewListQuery']): Promise<ListAnswer> {
  const scope = await scopeOf(env, q);
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  const sortBy = q.sortBy ?? 'createdAt';
  const [{ rows, total }, stars] = await Promise.all([
    repo.listReviews(env.db, scope, {
      ...(q.rating ? { rating: q.rating } : {}),
      ...(q.search ? { search: q.search } : {}),
      sortBy,
      desc: (q.sortOrder ?? 'desc') === 'desc',
      page: pageNo,
      limit,
    }),
    repo.starCounts(env.db, {
      clientId: scope.clientId,
      ...(scope.companyId ? { companyId: scope.companyId } : {}),
      ...(scope.authorId ? { authorId: scope.authorId } : {}),
    }),
  ]);
  return {
    ...page(
      rows.map((r) => reviewView(r, env.user)),
      total,
      pageNo,
      limit,
    ),
    summary: summaryView(stars),
  };
}

const clean = (s: string) => s.trim();
const cleanTitle = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

export async function createReview(
  env: ReviewEnv,
  body: S['ReviewCreateInput'],
): Promise<{ review: S['Review']; pending: boolean }> {
  const { db, tenant } = env;
  const user = env.user;
  if (!user || user.role !== 'candidate') throw forbidden('Only job seekers can review companies');
  if (!(await repo.companyOf(db, tenant.id, body.companyId))) throw notFound(COMPANY_NOT_FOUND);
  if (await repo.hasLiveReview(db, tenant.id, body.companyId, user.id)) throw alreadyExists(ALREADY_REVIEWED);
  if (!(await repo.mayReview(db, tenant.id, user.id, body.companyId))) throw forbidden(NOT_ELIGIBLE);
  const status = moderationOf(tenant) === 'before' ? 'pending' : 'published';
  let id: string;
  try {
    id = await repo.insertReview(db, tenant.id, {
      company_id: body.companyId,
      author_id: user.id,
      rating: body.rating,
      title: clean(body.title),
      pros: clean(body.pros),
      cons: clean(body.cons),
      employment_status: body.employmentStatus,
      job_title: cleanTitle(body.jobTitle),
      is_anonymous: body.isAnonymous ?? false,
      status,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(ALREADY_REVIEWED);
    throw error;
  }
  return { review: await viewOf(env, id), pending: status === 'pending' };
}

async function viewOf(env: ReviewEnv, id: string): Promise<S['Review']> {
  const row = await repo.findReview(env.db, env.tenant.id, id);
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return reviewView(row, env.user);
}

export async function updateReview(env: ReviewEnv, id: string, body: S['ReviewUpdateInput']): Promise<S['Review']> {
  const { db, tenant } = env;
  const user = env.user;
  if (!user) throw forbidden();
  const row = await repo.findReview(db, tenant.id, id);
  if (!row || !canSee(row, user)) throw notFound(REVIEW_NOT_FOUND);
  const decided = changeOf(row, user, body);
  if ('refused' in decided) throw forbidden(decided.refused);
  const now = new Date();

  if (decided.change === 'reply') {
    const reply = body.reply === null || body.reply === undefined ? null : body.reply.trim();
    if (reply !== null && reply.length < 2) throw fieldError('reply', 'Write a reply of at least 2 characters');
    if (reply !== null && row.reply !== null && row.reply !== reply) throw alreadyExists(ALREADY_REPLIED);
    if (reply !== row.reply) {
      // Only a review without a reply takes one: a reply written meanwhile by a colleague wins.
      const written = await repo.setReply(db, tenant.id, id, {
        reply,
        replied_at: reply ? now : null,
        replied_by: reply ? user.id : null,
        updated_at: now,
      });
      if (reply !== null && !written) throw alreadyExists(ALREADY_REPLIED);
    }
  } else if (decided.change === 'status') {
    const status = body.status ?? row.status;
    if (status !== row.status) {
      await repo.setReview(db, tenant.id, id, { status, updated_at: now });
      await recordAudit(db, {
        clientId: tenant.id,
        actorId: user.id,
        actingForId: null,
        action: `review.${status}`,
        detail: { reviewId: id, companyId: row.company_id, from: row.status },
      });
    }
  } else {
    // On a board that checks reviews before publishing, a changed published review is checked again.
    const recheck = moderationOf(tenant) === 'before' && row.status === 'published';
    await repo.setReview(db, tenant.id, id, {
      ...(body.rating !== undefined ? { rating: body.rating } : {}),
      ...(body.title !== undefined ? { title: clean(body.title) } : {}),
      ...(body.pros !== undefined ? { pros: clean(body.pros) } : {}),
      ...(body.cons !== undefined ? { cons: clean(body.cons) } : {}),
      ...(body.employmentStatus !== undefined ? { employment_status: body.employmentStatus } : {}),
      ...(body.jobTitle !== undefined ? { job_title: cleanTitle(body.jobTitle) } : {}),
      ...(body.isAnonymous !== undefined ? { is_anonymous: body.isAnonymous } : {}),
      ...(recheck ? { status: 'pending' as const } : {}),
      updated_at: now,
    });
  }
  return viewOf(env, id);
}

/** Soft-deletes the caller's own reviews (a candidate) or any of the board's (its admin); others' ids are skipped. */
export async function deleteReviews(env: ReviewEnv, ids: string[]): Promise<S['Done']> {
  const { db, tenant, user } = env;
  if (!user) throw forbidden();
  const affected = await repo.softDeleteReviews(db, tenant.id, [...new Set(ids)], isAdmin(user) ? null : user.id);
  if (isAdmin(user) && affected)
    await recordAudit(db, {
      clientId: tenant.id,
      actorId: user.id,
      actingForId: null,
      action: 'review.deleted',
      detail: { ids, affected },
    });
  return { affected };
}
