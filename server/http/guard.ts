// The per-operation guard, read from the contract: a secured call needs a signed-in user whose
// role is in the operation's x-roles; an x-feature call needs the board's plan to include it and,
// for a flag the board sells to its employers or candidates, the caller's licence too
// (payments/entitlements.ts); an x-permission call needs a team member to hold that permission
// (owners hold them all).
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../errors/errors.ts';
import type { AuthUser, RequestContext } from './context.ts';
import { holdsPermission, missingPermission, type Permission } from './permissions.ts';

export type OperationRules = {
  operationId: string;
  secured: boolean;
  roles: string[];
  feature: string | undefined;
  permission: Permission | undefined;
};

export function roleAllows(roles: string[], user: AuthUser): boolean {
  return roles.some(
    (r) =>
      (r === 'candidate' && user.role === 'candidate') ||
      (r === 'employer' && user.role === 'employer') ||
      (r === 'employer-owner' && user.role === 'employer' && user.employerKind === 1) ||
      (r === 'admin' && user.role === 'admin'),
  );
}

export type FeatureCheck = (ctx: RequestContext, feature: string) => Promise<boolean>;

export function makeGuard(rules: OperationRules) {
  return async (req: FastifyRequest): Promise<void> => {
    const { ctx } = req;
    if (rules.secured) {
      if (!ctx.user) throw unauthenticated();
      if (!roleAllows(rules.roles, ctx.user) && !(ctx.actingAdmin && roleAllows(rules.roles, ctx.actingAdmin)))
        throw forbidden('Your account cannot do this');
      // An admin acting for a member acts with the admin's authority, as for the roles.
      if (rules.permission && !ctx.actingAdmin && !holdsPermission(ctx.user, rules.permission))
        throw missingPermission(rules.permission);
    }
  };
}

/**
 * The plan check, run after the body check: a request that is missing its body is told so (400)
 * before anything is asked about the caller's licence.
 */
export function makeFeatureGuard(rules: OperationRules, featureAllowed: FeatureCheck) {
  return async (req: FastifyRequest): Promise<void> => {
    const { ctx } = req;
    if (rules.feature && ctx.tenant && !(await featureAllowed(ctx, rules.feature)))
      throw forbidden('Your plan does not include this feature');
  };
}
