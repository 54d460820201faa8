// The board's rule that employers and/or admins must use two-factor sign-in (admin settings,
// `twoFactor.requiredFor`; docs/two-factor.md, Required by the board). It holds only while the
// board's plan has the feature. A user it covers who has not turned it on may still sign in (they
// need a session to turn it on) but every other call answers 403 with `data.twoFactorRequired`
// until they do; the web app then takes them to their two-factor settings.
import type { FastifyRequest } from 'fastify';
import type { AuthUser, Tenant } from '../http/context.ts';
import { AppError } from '../errors/errors.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { findSecret } from './repo.ts';

export const REQUIRABLE = ['employer', 'admin'] as const;
export type RequiredFor = (typeof REQUIRABLE)[number];

export const REQUIRED_MESSAGE = 'This board requires two-factor sign-in for your account. Turn it on to continue.';

/** What the board's settings require, read defensively: the row is jsonb an older build may have written. */
export function requiredFor(settings: Record<string, unknown>): RequiredFor[] {
  const rule = settings.twoFactor;
  const list = rule && typeof rule === 'object' ? (rule as { requiredFor?: unknown }).requiredFor : undefined;
  return Array.isArray(list) ? REQUIRABLE.filter((r) => list.includes(r)) : [];
}

/** Whether the board requires a second factor of this user (an employer's team members count as employers). */
export function isRequiredOf(tenant: Tenant, user: Pick<AuthUser, 'role'>): boolean {
  if (user.role === 'candidate' || !featureAllowed(tenant, 'two_factor_auth')) return false;
  return requiredFor(tenant.settings).includes(user.role);
}

/**
 * Calls a user who must still turn it on may make: turning it on (and off, the sign-in step), the
 * session's own calls (log out, who am I), the licence map the screens read to show the settings
 * at all, and every public call (what a guest may read is no secret of the account's).
 */
const ALLOWED_TAGS = new Set(['two-factor', 'auth']);
const ALLOWED_OPERATIONS = new Set(['getLicenceMap']);

export function makeTwoFactorRequirementGuard(op: { operationId: string; secured: boolean; tags: readonly string[] }) {
  const exempt = !op.secured || ALLOWED_OPERATIONS.has(op.operationId) || op.tags.some((t) => ALLOWED_TAGS.has(t));
  return async (req: FastifyRequest): Promise<void> => {
    const { ctx } = req;
    // The person at the keyboard: an admin acting for an account answers for their own sign-in.
    const person = ctx.actingAdmin ?? ctx.user;
    if (exempt || !ctx.tenant || !person || !isRequiredOf(ctx.tenant, person)) return;
    const secret = await findSecret(ctx.db, { clientId: ctx.tenant.id, userId: person.id });
    if (secret?.confirmed_at) return;
    throw new AppError(403, 'ERROR', REQUIRED_MESSAGE, { twoFactorRequired: true });
  };
}
