// Applying to jobs and the employer's applicant pipeline (userjobs/*, candidate/list, candidate/status-count).
// Thin: each handler finds who is calling and calls server/applications.
import type { FastifyRequest } from 'fastify';
import { systemClock, type Clock } from '../time/clock.ts';
import { applicantOf, reviewerOf } from './actors.ts';
import { applyAsCandidate, applyAsGuest, type GuestEnv } from './apply.ts';
import { exportApplicants } from './export.ts';
import { announce } from './notify.ts';
import * as pipeline from './pipeline.ts';
import { redirectAsCandidate, redirectAsGuest } from './redirect.ts';
import { updateStatus } from './status.ts';
import { tenantOf, userOf, type RequestContext } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { handlers, type HandlerMap } from '../http/handler.ts';

export type ApplicationHandlerOptions = { now?: Clock };

/** The applications handlers, whose guest rate limits run on their clock (tests move it). */
export function makeApplicationHandlers(opts: ApplicationHandlerOptions = {}): HandlerMap {
  const now = opts.now ?? systemClock;
  const guestEnv = (ctx: RequestContext, req: FastifyRequest): GuestEnv => ({
    db: ctx.db,
    tenant: tenantOf(ctx),
    ip: req.ip,
    limits: ctx.rateLimits.on(now),
    jobs: ctx.jobs,
  });

  return handlers({
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
      return ok(
        result,
        result.affected === 1 ? 'Application status updated' : `${result.affected} applications updated`,
      );
    },
    applyToJob: async ({ body, ctx }) => ok(await applyAsCandidate(applicantOf(ctx), body), 'Application submitted'),
    applyToJobAsGuest: async ({ body, ctx, req }) =>
      ok(await applyAsGuest(guestEnv(ctx, req), body), 'Application submitted'),
    createRedirectApplication: async ({ query, ctx }) =>
      ok(await redirectAsCandidate(applicantOf(ctx), query), "Redirecting you to the employer's site"),
    createGuestRedirectApplication: async ({ query, ctx, req }) =>
      ok(await redirectAsGuest(guestEnv(ctx, req), query), "Redirecting you to the employer's site"),
    listActiveJobsWithApplicants: async ({ body, ctx }) => ok(await pipeline.activeJobs(reviewerOf(ctx), body)),
    listApplicantCandidates: async ({ body, ctx }) => ok(await pipeline.applicantCandidates(reviewerOf(ctx), body)),
    countApplicationsByStatus: async ({ body, ctx }) => ok(await pipeline.countByStatus(reviewerOf(ctx), body)),
  });
}

export const applicationHandlers = makeApplicationHandlers();
