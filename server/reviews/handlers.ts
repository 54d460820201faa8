// Company reviews (reviews, reviews/create, reviews/update/{id}, reviews/soft-delete). Thin: the
// rules live in server/reviews.
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { createReview, deleteReviews, envOf, listCompanyReviews, updateReview } from './reviews.ts';

export const reviewHandlers = handlers({
  listCompanyReviews: async ({ body, ctx }) => ok(await listCompanyReviews(envOf(ctx), body)),
  createReview: async ({ body, ctx }) => {
    const { review, pending } = await createReview(envOf(ctx), body);
    return ok(
      review,
      pending
        ? 'Thank you for your review: it will appear once the site’s team has checked it'
        : 'Thank you for your review',
    );
  },
  updateReview: async ({ params, body, ctx }) => ok(await updateReview(envOf(ctx), params.id, body), 'Review updated'),
  softDeleteReviews: async ({ body, ctx }) => {
    const done = await deleteReviews(envOf(ctx), body.ids);
    return ok(done, done.affected === 1 ? 'Review deleted' : `${done.affected} reviews deleted`);
  },
});
