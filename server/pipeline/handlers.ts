// The applicant pipeline (the contract's pipeline tag, and the applicants' side of employer
// candidates): the lists, one application, the status moves and the export; a candidate's own
// applications ("My jobs"). Thin: each handler finds who is calling and calls the domain.
import { applicantOf, reviewerOf } from '../applications/index.ts';
import { exportApplicants } from './export.ts';
import { announce } from './notify.ts';
import * as pipeline from './pipeline.ts';
import { updateStatus } from './status.ts';
import { tenantOf, userOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';

export const pipelineHandlers = handlers({
  listApplications: async ({ body, ctx }) =>
    ok(
      userOf(ctx).role === 'candidate'
        ? await pipeline.listForCandidate(applicantOf(ctx), body)
        : await pipeline.listForReviewer(reviewerOf(ctx), body),
    ),
  exportApplications: async ({ body, ctx, reply }) => {
    const file = await exportApplicants(reviewerOf(ctx), body);
    return reply
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-export-truncated', String(file.truncated))
      .type('text/csv; charset=utf-8')
      .send(file.csv);
  },
  getApplicationDetails: async ({ body, ctx }) => ok(await pipeline.details(reviewerOf(ctx), body.userJobId)),
  updateApplicationStatus: async ({ params, body, ctx, req }) => {
    const { result, changes, mail } = await updateStatus(reviewerOf(ctx), params.id, body);
    await announce(
      { db: ctx.db, mailer: ctx.mailer, config: ctx.config, tenant: tenantOf(ctx), jobs: ctx.jobs },
      changes,
      mail,
      (e) => req.log.error({ err: e }, 'application status notification failed'),
    );
    return ok(result, result.affected === 1 ? 'Application status updated' : `${result.affected} applications updated`);
  },
  listActiveJobsWithApplicants: async ({ body, ctx }) => ok(await pipeline.activeJobs(reviewerOf(ctx), body)),
  listApplicantCandidates: async ({ body, ctx }) => ok(await pipeline.applicantCandidates(reviewerOf(ctx), body)),
  countApplicationsByStatus: async ({ body, ctx }) => ok(await pipeline.countByStatus(reviewerOf(ctx), body)),
});
