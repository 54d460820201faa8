// Applying to jobs (the contract's applying tag): a candidate's or a guest's application, and the
// redirect to an employer's own site. Thin: each handler finds who is calling and calls the domain.
import type { FastifyRequest } from 'fastify';
import { systemClock, type Clock } from '../time/clock.ts';
import { applicantOf } from '../applications/index.ts';
import { applyAsCandidate, applyAsGuest, type GuestEnv } from './apply.ts';
import { redirectAsCandidate, redirectAsGuest } from './redirect.ts';
import { tenantOf, type RequestContext } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { handlers, type HandlerMap } from '../http/handler.ts';

export type ApplyingHandlerOptions = { now?: Clock };

/** The applying handlers, whose guest rate limits run on their clock (tests move it). */
export function makeApplyingHandlers(opts: ApplyingHandlerOptions = {}): HandlerMap {
  const now = opts.now ?? systemClock;
  const guestEnv = (ctx: RequestContext, req: FastifyRequest): GuestEnv => ({
    db: ctx.db,
    tenant: tenantOf(ctx),
    ip: req.ip,
    limits: ctx.rateLimits.on(now),
    jobs: ctx.jobs,
  });

  return handlers({
    applyToJob: async ({ body, ctx }) => ok(await applyAsCandidate(applicantOf(ctx), body), 'Application submitted'),
    applyToJobAsGuest: async ({ body, ctx, req }) =>
      ok(await applyAsGuest(guestEnv(ctx, req), body), 'Application submitted'),
    createRedirectApplication: async ({ query, ctx }) =>
      ok(await redirectAsCandidate(applicantOf(ctx), query), "Redirecting you to the employer's site"),
    createGuestRedirectApplication: async ({ query, ctx, req }) =>
      ok(await redirectAsGuest(guestEnv(ctx, req), query), "Redirecting you to the employer's site"),
  });
}

export const applyingHandlers = makeApplyingHandlers();
