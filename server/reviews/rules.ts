// The rules of company reviews that are not SQL: the board's moderation setting, what each kind
// of caller may see and change, and the messages of the refusals (docs/reviews.md).
import type { components } from '@generated/schema';
import { objectAt, stringAt } from '../db/json-read.ts';
import type { AuthUser, Tenant } from '../http/context.ts';

type S = components['schemas'];
type Update = S['ReviewUpdateInput'];

export const ALREADY_REVIEWED = 'You have already reviewed this company';
export const NOT_ELIGIBLE =
  'Only job seekers who applied to one of this company’s jobs here, or who verified their e-mail address, can review it';
export const ALREADY_REPLIED =
  'Your company has already replied to this review; remove the reply first to write a new one';
export const REVIEW_NOT_FOUND = 'This review does not exist or was deleted';
export const COMPANY_NOT_FOUND = 'This company is not listed on this site';

export type Moderation = 'before' | 'after';

/** `settings.reviews.moderation` of the board: 'before' holds new reviews for the admin; anything else publishes. */
export function moderationOf(tenant: Pick<Tenant, 'settings'>): Moderation {
  return stringAt(objectAt(tenant.settings, 'reviews'), 'moderation') === 'before' ? 'before' : 'after';
}

/** The board's admin, by their own account (not an admin acting for someone else). */
export const isAdmin = (user: AuthUser | null): boolean => user?.role === 'admin';

/** Whether a review is to be shown to this caller at all: published ones to all, the rest to the author and the admin. */
export function canSee(review: { status: S['ReviewStatus']; author_id: string }, user: AuthUser | null): boolean {
  return review.status === 'published' || isAdmin(user) || review.author_id === user?.id;
}

const AUTHOR_FIELDS = ['rating', 'title', 'pros', 'cons', 'employmentStatus', 'jobTitle', 'isAnonymous'] as const;

/** Which part of the review the caller changes: its own fields, the company's reply, or its status. */
export type Change = 'author' | 'reply' | 'status';

/** The one kind of change the caller may make to this review, or the message of the 403. */
export function changeOf(
  review: { author_id: string; company_id: string },
  user: AuthUser,
  body: Update,
): { change: Change } | { refused: string } {
  const keys = Object.keys(body) as (keyof Update)[];
  const only = (allowed: readonly string[]) => keys.every((k) => allowed.includes(k));
  if (isAdmin(user))
    return only(['status'])
      ? { change: 'status' }
      : { refused: 'As the board’s admin you can publish or hide a review, not change what it says' };
  if (user.role === 'candidate' && review.author_id === user.id)
    return only(AUTHOR_FIELDS)
      ? { change: 'author' }
      : { refused: 'You can change what your review says; replies and publishing are not yours to set' };
  if (user.role === 'employer' && user.companyId === review.company_id)
    return only(['reply'])
      ? { change: 'reply' }
      : { refused: 'Your company can reply to a review, not change what it says' };
  if (user.role === 'employer') return { refused: 'You can only reply to reviews of your own company' };
  return { refused: 'You can only change your own reviews' };
}
