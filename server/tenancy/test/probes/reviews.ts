// Isolation probes of company reviews (see types.ts). Each tenant's candidate has reviewed the
// tenant's company with a tenant-only marker in its title and pros: calls naming the other
// tenant's company or review must find none of them.
import type { Probe, ProbeMap } from './types.ts';

const api = (path: string) => `/client/api/v1/${path}`;

const reviewWorld: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  // Every probe of the vertical shares the one review (one per candidate per company).
  const made = await db
    .selectFrom('reviews')
    .select('id')
    .where('client_id', '=', world.clientId)
    .where('author_id', '=', world.candidate.id)
    .executeTakeFirst();
  if (made) return { reviewId: made.id, reviewCompanyId: world.companyId };
  const row = await db
    .insertInto('reviews')
    .values({
      client_id: world.clientId,
      company_id: world.companyId,
      author_id: world.candidate.id,
      rating: 4,
      title: `Review marker ${tag}`,
      pros: `Pros marker ${tag} with steady shifts`,
      cons: 'Long walks between the loading docks.',
      employment_status: 'former',
      job_title: 'Picker',
      status: 'published',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { reviewId: row.id, reviewCompanyId: world.companyId };
};

export const reviewProbes: ProbeMap = {
  listCompanyReviews: {
    setup: reviewWorld,
    call: (ids) => ({
      method: 'POST',
      path: api('reviews'),
      as: 'guest',
      body: { companyId: ids.reviewCompanyId, page: 1, limit: 50 },
    }),
  },
  createReview: {
    setup: reviewWorld,
    call: (ids) => ({
      method: 'POST',
      path: api('reviews/create'),
      as: 'candidate',
      body: {
        companyId: ids.reviewCompanyId,
        rating: 5,
        title: 'Clear targets and fair pay',
        pros: 'Targets are explained and bonuses arrive on time.',
        cons: 'The canteen closes early on night shifts.',
        employmentStatus: 'current',
      },
    }),
  },
  updateReview: {
    setup: reviewWorld,
    call: (ids) => ({
      method: 'POST',
      path: api(`reviews/update/${ids.reviewId}`),
      as: 'employer',
      body: { reply: 'Thank you for the feedback on the loading docks.' },
    }),
  },
  softDeleteReviews: {
    setup: reviewWorld,
    call: (ids) => ({ method: 'PUT', path: api('reviews/soft-delete'), as: 'admin', body: { ids: [ids.reviewId] } }),
  },
};
