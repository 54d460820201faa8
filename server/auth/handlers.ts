// Registration, verification, login, password reset, logout and account settings for candidates,
// employers and team members. Thin: each handler names the role and calls server/auth.
import type { FastifyRequest } from 'fastify';
import {
  changePassword,
  candidateSetupState,
  deleteCandidateAccount,
  employerOf,
  logout,
  setTourDone,
  updateEmployerAccount,
} from './account.ts';
import { systemClock, type Clock } from '../time/clock.ts';
import { type AccountsEnv, requestAccountsEnv, type AccountRole } from '../users/index.ts';
import { completeGoogle, startGoogle } from './google/sign-in.ts';
import { completeLinkedIn, startLinkedIn } from './linkedin/sign-in.ts';
import { login } from './login.ts';
import { requestPasswordReset, resetPassword, verifyResetCode } from './password-reset.ts';
import {
  checkCredentials,
  correctRegistrationEmail,
  registerCandidate,
  registerEmployer,
  resendVerification,
  verifyEmail,
  type CredentialsInput,
} from './registration.ts';
import { addTeamMember, listTeam, partialUpdateTeamMember, removeTeamMembers, updateTeamMember } from './team.ts';
import { analyticsByMonth, analyticsCount, companyOf, setUpCompany } from '../employer/index.ts';
import { tenantOf, userOf, type RequestContext } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { handlers, type HandlerMap } from '../http/handler.ts';

export type AccountHandlerOptions = {
  /** The clock of codes, tickets, sessions and rate limits; tests move it. */
  now?: Clock;
};

/** The accounts handlers on their own clock (the rate limits' counts are the app's, in ctx). */
export function makeAccountHandlers(opts: AccountHandlerOptions = {}): HandlerMap {
  const now = opts.now ?? systemClock;
  const env = (ctx: RequestContext, req: FastifyRequest): AccountsEnv => requestAccountsEnv(ctx, req, now);

  const guestAuth = (role: AccountRole) =>
    ({
      check: async (ctx: RequestContext, req: FastifyRequest, body: unknown) =>
        ok(await checkCredentials(env(ctx, req), role, body as CredentialsInput)),
      verify: async (ctx: RequestContext, req: FastifyRequest, body: { email: string; otp: string }) =>
        ok(await verifyEmail(env(ctx, req), role, body), 'E-mail verified successfully'),
      resend: async (ctx: RequestContext, req: FastifyRequest, body: { email: string; purpose?: string }) =>
        body.purpose === 'reset_password'
          ? ok(await requestPasswordReset(env(ctx, req), role, body.email), 'A new code has been sent to your e-mail')
          : ok(await resendVerification(env(ctx, req), role, body.email), 'A new code has been sent to your e-mail'),
      login: async (ctx: RequestContext, req: FastifyRequest, body: { email: string; password: string }) =>
        ok(await login(env(ctx, req), role, body), 'Logged in successfully'),
      forgot: async (ctx: RequestContext, req: FastifyRequest, body: { email: string }) =>
        ok(
          await requestPasswordReset(env(ctx, req), role, body.email),
          'If an account exists for this e-mail, a reset code has been sent',
        ),
      verifyReset: async (ctx: RequestContext, req: FastifyRequest, body: { email: string; otp: string }) =>
        ok(await verifyResetCode(env(ctx, req), role, body), 'Code verified'),
      reset: async (ctx: RequestContext, req: FastifyRequest, body: { resetToken: string; password: string }) => {
        await resetPassword(env(ctx, req), role, body);
        return ok(null, 'Your password has been changed');
      },
      updateEmail: async (
        ctx: RequestContext,
        req: FastifyRequest,
        body: { email: string; newEmail: string; password: string },
      ) => ok(await correctRegistrationEmail(env(ctx, req), role, body), 'E-mail updated, we have sent a new code'),
    }) as const;

  const candidate = guestAuth('candidate');
  const employer = guestAuth('employer');

  return handlers({
    // ── Candidates: sign-up and sign-in ──
    checkCandidateCredentials: ({ ctx, req, body }) => candidate.check(ctx, req, body),
    registerCandidate: async ({ ctx, req, body }) =>
      ok(await registerCandidate(env(ctx, req), body), 'We have sent a verification code to your e-mail'),
    verifyCandidateEmailOtp: ({ ctx, req, body }) => candidate.verify(ctx, req, body),
    resendCandidateOtp: ({ ctx, req, body }) => candidate.resend(ctx, req, body),
    loginCandidate: ({ ctx, req, body }) => candidate.login(ctx, req, body),
    requestCandidatePasswordReset: ({ ctx, req, body }) => candidate.forgot(ctx, req, body),
    verifyCandidateResetPasswordOtp: ({ ctx, req, body }) => candidate.verifyReset(ctx, req, body),
    resetCandidatePassword: ({ ctx, req, body }) => candidate.reset(ctx, req, body),
    updateCandidateRegistrationEmail: ({ ctx, req, body }) => candidate.updateEmail(ctx, req, body),
    startLinkedInSignIn: async ({ ctx, req, params }) => ok(await startLinkedIn(env(ctx, req), params.param, req)),
    completeLinkedInSignIn: async ({ ctx, req, body }) =>
      ok(await completeLinkedIn(env(ctx, req), body), 'Logged in with LinkedIn'),
    startGoogleSignIn: async ({ ctx, req, params }) =>
      ok(await startGoogle(env(ctx, req), params.role, params.intent, req)),
    completeGoogleSignIn: async ({ ctx, req, body }) =>
      ok(await completeGoogle(env(ctx, req), body), 'Logged in with Google'),

    // ── Employers: sign-up and sign-in ──
    checkEmployerCredentials: ({ ctx, req, body }) => employer.check(ctx, req, body),
    registerEmployer: async ({ ctx, req, body }) =>
      ok(await registerEmployer(env(ctx, req), body), 'We have sent a verification code to your e-mail'),
    verifyEmployerEmailOtp: ({ ctx, req, body }) => employer.verify(ctx, req, body),
    resendEmployerOtp: ({ ctx, req, body }) => employer.resend(ctx, req, body),
    loginEmployer: ({ ctx, req, body }) => employer.login(ctx, req, body),
    requestEmployerPasswordReset: ({ ctx, req, body }) => employer.forgot(ctx, req, body),
    verifyEmployerResetPasswordOtp: ({ ctx, req, body }) => employer.verifyReset(ctx, req, body),
    resetEmployerPassword: ({ ctx, req, body }) => employer.reset(ctx, req, body),
    updateEmployerRegistrationEmail: ({ ctx, req, body }) => employer.updateEmail(ctx, req, body),

    // ── The signed-in candidate ──
    logoutCandidate: async ({ ctx, req }) => {
      await logout(env(ctx, req), userOf(ctx));
      return ok(null, 'Logged out successfully');
    },
    changeCandidatePassword: async ({ ctx, req, params, body }) => {
      await changePassword(env(ctx, req), userOf(ctx), params.id, body);
      return ok(null, 'Password changed successfully');
    },
    markCandidateTourDone: async ({ ctx, req, body }) =>
      ok(
        await candidateSetupState(env(ctx, req), await setTourDone(env(ctx, req), userOf(ctx), body?.tourDone ?? true)),
      ),
    deleteCandidateAccount: async ({ ctx, req, body }) => {
      await deleteCandidateAccount(env(ctx, req), userOf(ctx), ctx.actingAdmin, body);
      return ok(null, 'Your account has been deleted');
    },

    // ── The signed-in employer or team member ──
    getEmployer: async ({ ctx, req }) => ok(await employerOf(env(ctx, req), userOf(ctx))),
    updateEmployer: async ({ ctx, req, params, body }) =>
      ok(await updateEmployerAccount(env(ctx, req), userOf(ctx), params.id, body), 'Profile updated'),
    updateEmployerPersonalDetails: async ({ ctx, req, params, body }) =>
      ok(
        await updateEmployerAccount(env(ctx, req), userOf(ctx), params.id, {
          ...body,
          designation: body.designation ?? null,
          avatar: body.avatar ?? null,
        }),
        'Personal details updated',
      ),
    updateEmployerCompany: async ({ ctx, req, body }) => {
      await setUpCompany(ctx.db, tenantOf(ctx).id, userOf(ctx), body);
      return ok(await employerOf(env(ctx, req), userOf(ctx)), 'Company profile saved');
    },
    getEmployerAnalyticsByMonth: async ({ ctx, body }) => {
      const user = userOf(ctx);
      const scope = { clientId: tenantOf(ctx).id, companyId: companyOf(user) };
      return ok(await analyticsByMonth(ctx.db, scope, body ?? {}));
    },
    getEmployerAnalyticsCount: async ({ ctx }) =>
      ok(await analyticsCount(ctx.db, { clientId: tenantOf(ctx).id, companyId: companyOf(userOf(ctx)) })),
    changeEmployerPassword: async ({ ctx, req, params, body }) => {
      await changePassword(env(ctx, req), userOf(ctx), params.id, body);
      return ok(null, 'Password changed successfully');
    },
    setEmployerTourDone: async ({ ctx, req, body }) => {
      const e = env(ctx, req);
      await setTourDone(e, userOf(ctx), body.tourDone);
      return ok(await employerOf(e, userOf(ctx)));
    },
    logoutEmployer: async ({ ctx, req }) => {
      // Push device tokens are not stored yet (notifications domain), so there is none to unregister.
      await logout(env(ctx, req), userOf(ctx));
      return ok(null, 'Logged out successfully');
    },

    // ── The owner's team ──
    listTeamMembers: async ({ ctx, req, body }) => ok(await listTeam(env(ctx, req), userOf(ctx), body)),
    addTeamMember: async ({ ctx, req, body }) => {
      const { member, resent } = await addTeamMember(env(ctx, req), userOf(ctx), body);
      return ok(member, resent ? `Invitation sent again to ${member.email}` : `Invitation sent to ${member.email}`);
    },
    updateTeamMember: async ({ ctx, req, params, body }) =>
      ok(await updateTeamMember(env(ctx, req), userOf(ctx), params.id, body), 'Team member updated'),
    partialUpdateTeamMember: async ({ ctx, req, params, body }) => {
      const { member, message } = await partialUpdateTeamMember(env(ctx, req), userOf(ctx), params.id, body);
      return ok(member, message);
    },
    softDeleteTeamMembers: async ({ ctx, req, body }) =>
      ok({ affected: await removeTeamMembers(env(ctx, req), userOf(ctx), body.ids) }, 'Team member removed'),
  });
}

export const accountHandlers = makeAccountHandlers();
