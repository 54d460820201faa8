// Two-factor sign-in's operations (contract tag two-factor). Thin: each names the caller and
// calls the domain. The second factor is the account holder's own: an admin acting for an
// account may not read or change it.
import type { FastifyRequest } from 'fastify';
import { type AccountsEnv, requestAccountsEnv } from '../users/index.ts';
import { userOf, type RequestContext } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { forbidden } from '../errors/errors.ts';
import { handlers } from '../http/handler.ts';
import { systemClock } from '../time/clock.ts';
import {
  confirmEnrolment,
  disableTwoFactor,
  forgetBrowsers,
  regenerateRecoveryCodes,
  startEnrolment,
  twoFactorStatus,
} from './enrolment.ts';
import { completeSignIn } from './sign-in.ts';
import { resetForAccount } from './admin-reset.ts';

const envOf = (ctx: RequestContext, req: FastifyRequest): AccountsEnv => requestAccountsEnv(ctx, req, systemClock);

/** The signed-in user's own id; refused when an admin acts for the account. */
function selfOf(ctx: RequestContext): string {
  if (ctx.actingAdmin) throw forbidden('Only the account holder can change two-factor sign-in');
  return userOf(ctx).id;
}

export const twoFactorHandlers = handlers({
  getTwoFactorStatus: async ({ ctx, req }) => ok(await twoFactorStatus(envOf(ctx, req), selfOf(ctx))),
  startTwoFactorEnrolment: async ({ ctx, req }) => ok(await startEnrolment(envOf(ctx, req), selfOf(ctx))),
  confirmTwoFactorEnrolment: async ({ ctx, req, body }) =>
    ok(await confirmEnrolment(envOf(ctx, req), selfOf(ctx), body.code), 'Two-factor sign-in is on'),
  regenerateTwoFactorRecoveryCodes: async ({ ctx, req, body }) =>
    ok(await regenerateRecoveryCodes(envOf(ctx, req), selfOf(ctx), body.code), 'New recovery codes made'),
  disableTwoFactor: async ({ ctx, req, body }) =>
    ok(await disableTwoFactor(envOf(ctx, req), selfOf(ctx), body), 'Two-factor sign-in is off'),
  resetTwoFactorForAccount: async ({ ctx, req, params, body }) =>
    ok(await resetForAccount(envOf(ctx, req), selfOf(ctx), params.id, body?.reason), 'Two-factor sign-in reset'),
  completeTwoFactorSignIn: async ({ ctx, req, reply, body }) => {
    const browser = { userAgent: req.headers['user-agent'], secure: req.protocol === 'https' };
    const { session, cookie } = await completeSignIn(envOf(ctx, req), body, browser);
    if (cookie) void reply.header('set-cookie', cookie);
    return ok(session, 'Logged in successfully');
  },
  forgetTwoFactorBrowsers: async ({ ctx, req }) =>
    ok(await forgetBrowsers(envOf(ctx, req), selfOf(ctx)), 'Remembered browsers forgotten'),
});
