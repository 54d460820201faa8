// Finding jobs: search and browse, job pages, salary brackets, companies hiring, similar and
// recommended jobs, and a candidate's saved jobs and views. The company list and profiles are the
// companies tag's (server/companies/handlers.ts).
import { tenantOf, userOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { callerGone } from '../http/search-lane.ts';
import { companiesHiring } from './companies.ts';
import { getJobFor, getPublicJob } from './job-page.ts';
import { searchJobs } from './job-search.ts';
import { forCandidate } from './profile-recommendations.ts';
import { forGuest, similarTo } from './recommendations.ts';
import { salaryRanges } from './salary-ranges.ts';
import { suggestJobSearch } from './suggestions.ts';
import { listSaved, recordTrack, setLike } from './tracks.ts';

export const discoveryHandlers = handlers({
  listJobs: async ({ body, ctx, reply }) => {
    const tenant = tenantOf(ctx);
    const now = new Date();
    const search = () => searchJobs(ctx.db, tenant.id, ctx.user, body, now, { settings: tenant.settings });
    return ok(await ctx.searchLane.run(search, callerGone(reply)));
  },
  suggestJobSearch: async ({ query, ctx }) =>
    ok(await suggestJobSearch(ctx.db, tenantOf(ctx).id, query.q, query.limit)),
  getGuestJob: async ({ params, ctx }) => ok(await getPublicJob(ctx.db, tenantOf(ctx), params.id)),
  getJob: async ({ params, ctx }) => ok(await getJobFor(ctx.db, tenantOf(ctx), userOf(ctx), params.id)),
  listSalaryRanges: async ({ query, ctx }) => ok(await salaryRanges(ctx.db, tenantOf(ctx), query.currencyCode)),

  listGuestHiringCompanies: async ({ body, ctx }) => ok(await companiesHiring(ctx.db, tenantOf(ctx).id, body)),

  listSimilarJobs: async ({ body, ctx }) => ok(await similarTo(ctx.db, tenantOf(ctx).id, userOf(ctx), body)),
  listGuestJobRecommendations: async ({ body, ctx }) => ok(await forGuest(ctx.db, tenantOf(ctx).id, body)),
  listJobRecommendations: async ({ body, ctx }) =>
    ok(await forCandidate(ctx.db, tenantOf(ctx).id, userOf(ctx), body, { ai: false })),
  listRecommendedJobs: async ({ body, ctx }) =>
    ok(await forCandidate(ctx.db, tenantOf(ctx).id, userOf(ctx), body, { ai: true })),

  listLikedJobs: async ({ body, ctx }) => ok(await listSaved(ctx.db, tenantOf(ctx).id, userOf(ctx), body)),
  createJobTrack: async ({ body, ctx }) =>
    ok(
      await recordTrack(ctx.db, tenantOf(ctx).id, userOf(ctx), body),
      body.type === 'save' ? 'Job saved' : 'Job view recorded',
    ),
  setJobLike: async ({ body, ctx }) =>
    ok(
      await setLike(ctx.db, tenantOf(ctx).id, userOf(ctx), body),
      body.liked ? 'Job saved' : 'Job removed from your saved jobs',
    ),
});
