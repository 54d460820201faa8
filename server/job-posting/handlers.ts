// The employer's side of jobs: the nine-step posting flow and the job lifecycle. A move that may put
// a job live (posting, activating, resuming, an approval) tells its company's followers, who hear
// of each job once whatever moves follow (server/company-followers/tell.ts).
import { tellFollowers } from '../company-followers/index.ts';
import { indexingAfter } from '../indexing/index.ts';
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { badRequest } from '../errors/errors.ts';
import { posterOf } from './access.ts';
import { decideApproval, isDecision } from './approval.ts';
import * as life from './lifecycle.ts';
import { verifySlug } from './slugs.ts';
import * as steps from './steps.ts';

const lifecycleHandlers = handlers({
  createJobType: async ({ body, ctx }) => ok(await steps.createJobType(posterOf(ctx), body), 'Job draft created'),
  updateJobType: async ({ params, body, ctx }) =>
    ok(await steps.updateJobType(posterOf(ctx), params.id, body), 'Job type saved'),
  createJobHighlights: async ({ params, body, ctx }) =>
    ok(await steps.saveHighlights(posterOf(ctx), params.id, body), 'Job details saved'),
  createJobLocation: async ({ params, body, ctx }) =>
    ok(await steps.saveLocation(posterOf(ctx), params.id, body), 'Job location saved'),
  createJobBenefits: async ({ params, body, ctx }) =>
    ok(await steps.saveBenefits(posterOf(ctx), params.id, body), 'Job details saved'),
  createJobAdditionalQuestions: async ({ params, body, ctx }) =>
    ok(await steps.saveQuestions(posterOf(ctx), params.id, body), 'Additional questions saved'),
  confirmJobPost: async ({ body, ctx }) => {
    const job = await life.confirmPost(posterOf(ctx), body);
    await tellFollowers(ctx, job._id);
    return ok(job, 'Job posted');
  },
  verifyJobSlug: async ({ body, ctx }) => {
    const p = posterOf(ctx);
    return ok(await verifySlug(p.db, p.clientId, body.slug, body.jobId), 'This job address is available');
  },

  activateJob: async ({ params, body, ctx }) => {
    if (isDecision(body)) {
      const decided = await decideApproval(posterOf(ctx), ctx.actingAdmin, params.id, body);
      await tellFollowers(ctx, params.id);
      return ok(decided, body.approvalStatus === 2 ? 'Job approved' : 'Job declined');
    }
    if (body.declineReason !== undefined) throw badRequest('A decline reason is only given with approvalStatus 3');
    const changed = await life.activate(posterOf(ctx), params.id, body);
    if (body.isActive) await tellFollowers(ctx, params.id);
    return ok(changed, body.isActive ? 'Job activated' : 'Job deactivated');
  },
  pauseJob: async ({ params, ctx }) => ok(await life.pause(posterOf(ctx), params.id), 'Job paused'),
  resumeJob: async ({ params, ctx }) => {
    const changed = await life.resume(posterOf(ctx), params.id);
    await tellFollowers(ctx, params.id);
    return ok(changed, 'Job resumed');
  },
  closeJobPosition: async ({ params, ctx }) => ok(await life.close(posterOf(ctx), params.id), 'Job position closed'),
  softDeleteJobs: async ({ body, ctx }) => ok(await life.softDelete(posterOf(ctx), body.ids), 'Jobs deleted'),
  deleteJob: async ({ params, ctx }) => ok(await life.remove(posterOf(ctx), params.id), 'Job deleted'),
  cloneJob: async ({ body, ctx }) => ok(await life.cloneJob(posterOf(ctx), body), 'Job copied'),
  updateJobVacancyCount: async ({ params, body, ctx }) =>
    ok(await life.setVacancies(posterOf(ctx), params.id, body.vacancies), 'Vacancies updated'),
});

// Instant indexing hears of every move and edit that may change what the public sees (docs/indexing.md).
export const postingHandlers = indexingAfter(lifecycleHandlers, {
  confirmJobPost: ({ body }) => [body.jobId],
  activateJob: ({ params }) => [params.id],
  pauseJob: ({ params }) => [params.id],
  resumeJob: ({ params }) => [params.id],
  closeJobPosition: ({ params }) => [params.id],
  deleteJob: ({ params }) => [params.id],
  softDeleteJobs: ({ body }) => body.ids,
  updateJobType: ({ params }) => [params.id],
  createJobHighlights: ({ params }) => [params.id],
  createJobLocation: ({ params }) => [params.id],
  createJobBenefits: ({ params }) => [params.id],
  updateJobVacancyCount: ({ params }) => [params.id],
});
